import { useTranslation } from 'react-i18next';
import type { LudoMove, LudoView } from '@khelo/games/ludo/state';
import { formatChips, formatRupees } from '@/lib/format';
import type { ResultsProps } from '@/lib/tables/table-board';
import { COLOUR_HEX, seatName } from '../colours';

/** The game's end: the winner (and the prize of a 2-player game), why it ended, every place and score. */
export function LudoResults({ view, seats, mode, stake, rakePercent }: ResultsProps<LudoView, LudoMove>) {
  const { t, i18n } = useTranslation('ludo');
  const result = view.result;
  if (!result) return null;
  const money = (amount: number) =>
    mode === 'cash'
      ? formatRupees(amount, i18n.language)
      : t('chips', { amount: formatChips(amount, i18n.language) });
  // In paise, as the server counts: the entries less the rake (rounded down). A 4-player table may share it
  // with 2nd place (the game history shows the amounts paid), so the prize is named for two players only.
  const potPaise = Math.round(stake * 100) * view.players.length;
  const prize = (potPaise - Math.floor((potPaise * Math.round(rakePercent * 100)) / 10_000)) / 100;
  const name = seatName(seats, result.winner, t);
  const mine = seats.some((seat) => seat.is_me && seat.seat === result.winner);
  const colourOf = (seat: number) => view.players.find((player) => player.seat === seat)?.colour ?? 0;
  return (
    <div className="ludo-results" data-testid="ludo-results">
      <p className="ludo-results__winner" role="status" data-testid="winner">
        {/* "You win ₹18" reads differently from "Bot Asha wins ₹18" (in Hindi too). */}
        {t(`results.${mine ? 'youWin' : 'winner'}${view.players.length === 2 ? 'Prize' : ''}`, {
          name,
          prize: money(prize),
        })}
      </p>
      <p className="ludo-results__reason">{t(`results.reason.${result.reason}`)}</p>
      <ol className="ludo-results__places">
        {result.rankings.map((seat, index) => (
          <li key={seat}>
            <span className="ludo-results__place">{t('results.place', { place: index + 1 })}</span>
            <span className="ludo-dot" style={{ background: COLOUR_HEX[colourOf(seat)] }} />
            <span>{seatName(seats, seat, t)}</span>
            {result.mode === 'timed' ? (
              <strong>{t('results.points', { points: result.scores[String(seat)] ?? 0 })}</strong>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
