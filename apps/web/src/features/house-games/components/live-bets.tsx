import { useTranslation } from 'react-i18next';
import { ROOM_BETS_SHOWN } from '@khelo/contracts/house-constants';
import type { HouseBet } from '@khelo/contracts/house-games';
import { useHouseMoney } from '../play-mode';

// The round's bets as they come and cash out: player alias, stake, multiplier, win. The room sends the
// largest stakes and the player's own (ROOM_BETS_SHOWN) with the round's count.

export function LiveBets({ bets, count }: { bets: HouseBet[]; count?: number | undefined }) {
  const { t } = useTranslation('games');
  const { money } = useHouseMoney();
  const sorted = [...bets].sort((a, b) => b.amount - a.amount);
  const total = Math.max(count ?? 0, bets.length);
  return (
    <section className="live-bets" aria-labelledby="live-bets-title">
      <h2 id="live-bets-title" className="live-bets__title">
        {t('crash.allBets')} <span className="live-bets__count">{total}</span>
      </h2>
      {total > ROOM_BETS_SHOWN && (
        <p className="live-bets__note">{t('crash.largestShown', { count: ROOM_BETS_SHOWN })}</p>
      )}
      {sorted.length === 0 ? (
        <p className="live-bets__empty">{t('crash.noBets')}</p>
      ) : (
        <table className="live-bets__table">
          <thead>
            <tr>
              <th scope="col">{t('player')}</th>
              <th scope="col">{t('stake')}</th>
              <th scope="col">x</th>
              <th scope="col">{t('win')}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((bet) => (
              <tr
                key={bet.bet_id}
                className={`${bet.status === 'won' ? 'is-won' : ''}${bet.mine ? ' is-mine' : ''}`}
              >
                <td>{bet.mine ? t('you') : bet.player}</td>
                <td>{money(bet.amount)}</td>
                <td>{bet.cashout_multiplier ? `${bet.cashout_multiplier.toFixed(2)}x` : '—'}</td>
                <td>{bet.status === 'won' && bet.payout ? money(bet.payout) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
