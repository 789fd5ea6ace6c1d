import { useTranslation } from 'react-i18next';
import type { HouseBet } from '@khelo/contracts/house-games';
import { useHouseMoney } from '../play-mode';

// The round's bets as they come and cash out: player alias, stake, multiplier, win.

export function LiveBets({ bets }: { bets: HouseBet[] }) {
  const { t } = useTranslation('games');
  const { money } = useHouseMoney();
  const sorted = [...bets].sort((a, b) => b.amount - a.amount);
  return (
    <section className="live-bets" aria-labelledby="live-bets-title">
      <h2 id="live-bets-title" className="live-bets__title">
        {t('crash.allBets')} <span className="live-bets__count">{bets.length}</span>
      </h2>
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
