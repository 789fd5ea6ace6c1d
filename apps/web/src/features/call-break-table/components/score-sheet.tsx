import { useTranslation } from 'react-i18next';
import type { CallBreakView } from '@khelo/games/call-break/state';
import type { BoardSeat } from '@/lib/tables/table-board';
import { pointsText, seatName } from '../card-face';

/** The score sheet across rounds: per round and seat the bid, tricks and points; the totals below. */
export function ScoreSheet({ view, seats }: { view: CallBreakView; seats: readonly BoardSeat[] }) {
  const { t } = useTranslation('call-break');
  const players = view.players;
  return (
    <div className="cb-sheet" data-testid="score-sheet">
      <table>
        <caption>{t('sheet.title', { rounds: view.options.rounds })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sheet.round')}</th>
            {players.map((player) => (
              <th key={player.seat} scope="col">
                {seatName(seats, player.seat, t)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.sheet.map((round) => (
            <tr key={round.round}>
              <th scope="row">{round.round}</th>
              {players.map((player) => {
                const entry = round.seats.find((seat) => seat.seat === player.seat);
                if (!entry) return <td key={player.seat}>–</td>;
                return (
                  <td key={player.seat} className={entry.points < 0 ? 'cb-sheet__missed' : ''}>
                    <span className="cb-sheet__points">{pointsText(entry.points)}</span>
                    <span className="cb-sheet__bid">
                      {t('sheet.bidTricks', { bid: entry.bid, won: entry.tricks })}
                    </span>
                  </td>
                );
              })}
            </tr>
          ))}
          {view.sheet.length === 0 ? (
            <tr>
              <td colSpan={players.length + 1}>{t('sheet.empty')}</td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('sheet.total')}</th>
            {players.map((player) => (
              <td key={player.seat} data-testid="sheet-total">
                {pointsText(player.total)}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
