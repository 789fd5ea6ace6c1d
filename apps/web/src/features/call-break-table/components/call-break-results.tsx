import { useTranslation } from 'react-i18next';
import type { CallBreakMove, CallBreakView } from '@khelo/games/call-break/state';
import { formatChips, formatRupees } from '@/lib/format';
import type { ResultsProps } from '@/lib/tables/table-board';
import { pointsText, seatName } from '../card-face';
import { ScoreSheet } from './score-sheet';

/** After a round: who made their bid, the score sheet; after the last round: the winner and the prize. */
export function CallBreakResults(props: ResultsProps<CallBreakView, CallBreakMove>) {
  const { view, seats, mode, stake, rakePercent } = props;
  const { t, i18n } = useTranslation('call-break');
  const outcome = view.outcome;
  const result = view.result;
  const money = (amount: number) =>
    mode === 'cash'
      ? formatRupees(amount, i18n.language)
      : t('chips', { amount: formatChips(amount, i18n.language) });
  // In paise, as the server counts: the entries less the rake (rounded down), shared by the result.
  const potPaise = Math.round(stake * 100) * view.players.length;
  const prizePaise = potPaise - Math.floor((potPaise * Math.round(rakePercent * 100)) / 10_000);
  const share = result && result.denominator > 0 ? Math.floor(prizePaise / result.denominator) / 100 : 0;
  return (
    <div className="cb-results" data-testid="call-break-results">
      {result ? (
        <p className="cb-results__winner" role="status" data-testid="winner">
          {result.reason === 'everyone-left'
            ? t('results.everyoneLeft')
            : result.winner !== null
              ? seats.find((entry) => entry.seat === result.winner)?.is_me
                ? t('results.youWin', { prize: money(share) })
                : t('results.winner', { name: seatName(seats, result.winner, t), prize: money(share) })
              : t('results.tie', {
                  names: result.shares.map((entry) => seatName(seats, entry.seat, t)).join(', '),
                  prize: money(share),
                })}
        </p>
      ) : null}
      {outcome ? (
        <ul className="cb-results__round">
          {outcome.seats.map((entry) => (
            <li key={entry.seat} className={entry.points < 0 ? 'cb-results__missed' : 'cb-results__made'}>
              <span>{seatName(seats, entry.seat, t)}</span>
              <span>
                {t(entry.points < 0 ? 'results.missed' : 'results.made', {
                  bid: entry.bid,
                  won: entry.tricks,
                  points: pointsText(entry.points),
                })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <ScoreSheet view={view} seats={seats} />
    </div>
  );
}
