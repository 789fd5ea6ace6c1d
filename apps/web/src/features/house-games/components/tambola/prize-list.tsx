import { useTranslation } from 'react-i18next';
import type { TambolaPrizeState } from '@khelo/contracts/house-tambola';
import { useHouseMoney } from '../../play-mode';

// The prizes with their amounts and winners (by alias; the viewer's own as "You"). A share of the sales has
// no amount until sales close (the sales are not known before): it shows as its share until then.

export function PrizeList({ prizes, over }: { prizes: TambolaPrizeState[]; over: boolean }) {
  const { t } = useTranslation('tambola');
  const { money } = useHouseMoney();
  return (
    <section className="tambola-prizes" aria-label={t('prizes.title')}>
      <h2 className="tambola-heading">{t('prizes.title')}</h2>
      <ul>
        {prizes.map((prize) => (
          <li key={prize.prize} className="tambola-prize" data-testid={`tambola-prize-${prize.prize}`}>
            <div className="tambola-prize__line">
              <strong>{t(`prizes.names.${prize.prize}`)}</strong>
              <span data-testid="tambola-prize-amount">
                {prize.amount !== null
                  ? money(prize.amount)
                  : prize.share_percent !== null
                    ? t('prizes.shareOfSales', { percent: prize.share_percent })
                    : t('prizes.amountLater')}
              </span>
            </div>
            <div className="tambola-prize__status">
              {prize.won_at_call !== null ? (
                <>
                  <span className="tambola-muted">{t('prizes.wonAt', { call: prize.won_at_call })}</span>
                  {prize.winners.map((winner) => (
                    <span
                      key={winner.ticket_id}
                      className={winner.mine ? 'tambola-winner tambola-winner--mine' : 'tambola-winner'}
                      data-testid={winner.mine ? 'tambola-my-win' : undefined}
                    >
                      {winner.mine ? t('prizes.you') : winner.player}
                      {winner.amount !== null ? ` · ${money(winner.amount)}` : ''}
                    </span>
                  ))}
                </>
              ) : prize.winners.length > 0 ? (
                <span className="tambola-muted">{t('prizes.claimedNow')}</span>
              ) : (
                <span className="tambola-muted">{over ? t('prizes.unclaimed') : t('prizes.open')}</span>
              )}
            </div>
          </li>
        ))}
      </ul>
      {prizes.some((prize) => prize.amount === null && prize.share_percent !== null) ? (
        <p className="tambola-hint">{t('prizes.shareHint')}</p>
      ) : null}
    </section>
  );
}
