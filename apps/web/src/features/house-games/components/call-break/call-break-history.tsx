import { useTranslation } from 'react-i18next';
import { sortHand } from '@khelo/games/call-break/cards';
import type { CallBreakHandDetail } from '@khelo/contracts/house-games';
import { RummyCardRow } from '@/components/rummy/rummy-cards';
import type { TableHistoryRow } from '../rummy/table-history';

// A Call Break round's detail in /game-history: the player's 13 cards as dealt, each seat's bid, tricks and
// points with the running total, and on the game's last round who shared the prize.

export function CallBreakRoundEnd({ detail }: { detail: NonNullable<TableHistoryRow['table']> }) {
  const { t } = useTranslation('games');
  const round: CallBreakHandDetail | undefined = detail.call_break;
  if (!round) return null;
  const nameOf = (seat: number) => {
    const found = detail.seats.find((entry) => entry.seat === seat);
    return found
      ? `${found.name}${found.is_me ? ` (${t('you')})` : ''}`
      : t('rummyVerify.seat', { seat: seat + 1 });
  };
  return (
    <div className="rummy-history__end" data-testid="call-break-history">
      <p className="rummy-history__label">{t('callBreak.yourCards')}</p>
      {round.dealt.length > 0 ? (
        <RummyCardRow cards={sortHand(round.dealt)} testId="history-cards" />
      ) : (
        <p className="rummy-history__note">{t('rummyHistory.voided')}</p>
      )}
      {round.seats.length > 0 ? (
        <table className="rummy-history__seats">
          <thead>
            <tr>
              <th scope="col">{t('player')}</th>
              <th scope="col">{t('callBreak.bid')}</th>
              <th scope="col">{t('callBreak.tricks')}</th>
              <th scope="col">{t('rummyHistory.pointsCol')}</th>
              <th scope="col">{t('callBreak.total')}</th>
            </tr>
          </thead>
          <tbody>
            {round.seats.map((seat) => (
              <tr
                key={seat.seat}
                className={
                  detail.seats.find((entry) => entry.seat === seat.seat)?.is_me
                    ? 'rummy-history__me'
                    : undefined
                }
              >
                <td>{nameOf(seat.seat)}</td>
                <td>{seat.bid}</td>
                <td>{seat.tricks}</td>
                <td>{seat.points.toFixed(1)}</td>
                <td>{seat.total.toFixed(1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {round.winners ? (
        <p className="rummy-history__line" data-testid="call-break-winners">
          {t('callBreak.winners', { names: round.winners.map(nameOf).join(', ') })}
        </p>
      ) : null}
    </div>
  );
}
