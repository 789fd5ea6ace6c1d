import { useTranslation } from 'react-i18next';
import { classifyGroup } from '@khelo/games/rummy/groups';
import type { RummyMove, RummyView } from '@khelo/games/rummy/state';
import { Button } from '@/components/ui/button';
import { formatChips, formatRupees } from '@/lib/format';
import type { ResultsProps } from '@/lib/tables/table-board';
import { seatName } from '../seat-names';
import { RummyCard } from './rummy-card';

/** The hand's result table: every player's groups, result and points; the pool split vote; the match's end. */
export function RummyResults({
  view,
  seats,
  mySeat,
  send,
  mode,
  stake,
  rakePercent,
}: ResultsProps<RummyView, RummyMove>) {
  const { t, i18n } = useTranslation('rummy');
  const outcome = view.outcome;
  if (!outcome) return null;
  const money = (amount: number) =>
    mode === 'cash'
      ? formatRupees(amount, i18n.language)
      : t('chipsN', { amount: formatChips(amount, i18n.language) });
  // Points: each loser pays points × stake; the winner takes their sum less the rake, in whole paise as the
  // server settles it (modules/tables/games/rummy-money.ts).
  const lostPaise = (points: number) => Math.round(points * stake * 100);
  const winningsPaise = outcome.seats
    .filter((row) => row.result !== 'won')
    .reduce((sum, row) => sum + lostPaise(row.points), 0);
  const wonPaise = winningsPaise - Math.floor((winningsPaise * Math.round(rakePercent * 100)) / 10_000);
  const split = view.split;
  const voting = split && mySeat !== null && split.seats.includes(mySeat) && !split.accepted.includes(mySeat);
  return (
    <div className="results-rummy" data-testid="rummy-results">
      <p className="results-rummy__wild">
        {t('results.wild')} <RummyCard card={outcome.wildCard} wildRank={view.wildRank} size="sm" />
      </p>
      <table className="results-rummy__table">
        <thead>
          <tr>
            <th scope="col">{t('results.player')}</th>
            <th scope="col">{t('results.result')}</th>
            <th scope="col">{t('results.groups')}</th>
            <th scope="col">{t('results.points')}</th>
            {view.options.variant === 'points' ? <th scope="col">{t('results.amount')}</th> : null}
            {view.options.variant !== 'points' ? <th scope="col">{t('results.total')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {outcome.seats.map((row) => (
            <tr
              key={row.seat}
              className={`results-rummy__row results-rummy__row--${row.result}`}
              data-seat={row.seat}
            >
              <th scope="row">{seatName(seats, row.seat, t)}</th>
              <td>
                {t(`results.${row.result}`)}
                {row.penalty ? (
                  <span className="results-rummy__penalty"> ({t(`penalty.${row.penalty}`)})</span>
                ) : null}
              </td>
              <td>
                {row.groups ? (
                  <span className="results-rummy__groups">
                    {row.groups.map((group, index) => (
                      <span
                        key={index}
                        className={`results-rummy__group results-rummy__group--${classifyGroup(group, outcome.wildCard)}`}
                      >
                        {group.map((card, i) => (
                          <RummyCard key={`${card}-${i}`} card={card} wildRank={view.wildRank} size="sm" />
                        ))}
                      </span>
                    ))}
                  </span>
                ) : (
                  <span className="results-rummy__hidden">{t('results.hidden')}</span>
                )}
              </td>
              <td className="results-rummy__points" data-testid="result-points">
                {row.points}
              </td>
              {view.options.variant === 'points' ? (
                <td data-testid="result-amount">
                  {row.result === 'won'
                    ? `+${money(wonPaise / 100)}`
                    : `−${money(lostPaise(row.points) / 100)}`}
                </td>
              ) : (
                <td>{row.total}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {voting ? (
        <div className="results-rummy__split" role="group" aria-label={t('split.label')}>
          <p>{t('split.question')}</p>
          <Button onClick={() => void send({ type: 'split', accept: true })}>{t('split.accept')}</Button>
          <Button variant="secondary" onClick={() => void send({ type: 'split', accept: false })}>
            {t('split.decline')}
          </Button>
        </div>
      ) : split ? (
        <p className="results-rummy__split">
          {t('split.waiting', { count: split.accepted.length, total: split.seats.length })}
        </p>
      ) : null}
      {view.result ? (
        <p className="results-rummy__match" role="status">
          {view.result.winner === null
            ? t(`match.${view.result.reason === 'split' ? 'split' : 'ended'}`)
            : view.result.winner === mySeat
              ? t('match.youWin')
              : t('match.winner', { name: seatName(seats, view.result.winner, t) })}
        </p>
      ) : null}
    </div>
  );
}
