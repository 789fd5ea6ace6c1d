import { useTranslation } from 'react-i18next';
import type { TeenPattiMove, TeenPattiView } from '@khelo/games/teen-patti/state';
import type { BoardSeat, ResultsProps } from '@/lib/tables/table-board';
import { moneyText } from '../money-text';
import { TpCard } from './tp-card';

function nameOf(seats: readonly BoardSeat[], seat: number, you: string, fallback: string): string {
  const found = seats.find((entry) => entry.seat === seat);
  if (found?.is_me) return you;
  return found?.name ?? fallback;
}

/**
 * The hand's result: who won and how (a show, everyone else packed, the pot limit), every seat's cards when
 * they were shown, and what each took — the winner's amount net of the rake as the server settles it.
 */
export function TpResults({
  view,
  seats,
  mySeat,
  mode,
  rakePercent,
}: ResultsProps<TeenPattiView, TeenPattiMove>) {
  const { t, i18n } = useTranslation('teen-patti');
  const outcome = view.outcome;
  if (!outcome) return null;
  const money = (amount: number) =>
    moneyText(amount, mode, i18n.language, (text, count) => t('chipsN', { amount: text, count }));
  const own = outcome.seats
    .filter((seat) => outcome.winners.includes(seat.seat))
    .reduce((sum, seat) => sum + seat.put, 0);
  const rake = Math.floor(((outcome.pot - own) * Math.round(rakePercent * 100)) / 10_000);
  const share = Math.floor((outcome.pot - rake) / outcome.winners.length);
  const names = outcome.winners.map((seat) => nameOf(seats, seat, t('you'), t('seatN', { n: seat + 1 })));
  return (
    <div className="tp-results" data-testid="teen-patti-results">
      <p className="tp-results__headline" role="status">
        {t(`results.${outcome.reason}`, {
          names: names.join(', '),
          amount: money(share),
          // The player alone: "You won", "आपने … जीता" (the name form would read "आप ने").
          context: outcome.winners.length === 1 && outcome.winners[0] === mySeat ? 'you' : undefined,
        })}
      </p>
      <ul className="tp-results__seats">
        {outcome.seats.map((row) => (
          <li
            key={row.seat}
            className={`tp-results__seat${outcome.winners.includes(row.seat) ? ' tp-results__seat--won' : ''}`}
            data-seat={row.seat}
          >
            <span className="tp-results__name">
              {nameOf(seats, row.seat, t('you'), t('seatN', { n: row.seat + 1 }))}
            </span>
            <span className="tp-results__cards">
              {row.cards ? (
                row.cards.map((card) => <TpCard key={card} card={card} size="sm" />)
              ) : (
                <span className="tp-results__hidden">{t(`status.${row.status}`)}</span>
              )}
            </span>
            {row.category ? <span className="tp-results__rank">{t(`rank.${row.category}`)}</span> : null}
            <span className="tp-results__amount" data-testid="result-amount">
              {outcome.winners.includes(row.seat) ? `+${money(share - row.put)}` : `−${money(row.put)}`}
            </span>
          </li>
        ))}
      </ul>
      <p className="tp-results__pot">{t('results.pot', { amount: money(outcome.pot) })}</p>
    </div>
  );
}
