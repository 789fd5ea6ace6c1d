import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session/session-context';
import { formatIst, formatRupees } from '@/lib/format';
import { useBonusSummary } from '@/lib/bonus/bonus-summary';
import './bonus.css';

// Cash and bonus side by side (add cash, history): the bonus is released to cash at a share of every cash
// bet until it expires. With `welcome`, also the first deposit's offer while it is open.

export function useSessionBonus() {
  const session = useSession();
  return useBonusSummary({
    playerId: session.playerId ?? '',
    oprId: session.oprId ?? '',
    token: session.token,
    walletBalance: session.walletBalance,
  });
}

/**
 * The welcome bonus a first deposit of `amount` would bring (what the add-cash tiles say): percent of it up
 * to the cap; 0 once the offer is used, without a welcome bonus, and while the summary is not known yet.
 * Not the spec's "bonus of 1000 rupees" on every tile: that is a bonus the player would not get (ADR 021).
 */
export function useWelcomeBonusFor(): (amount: number) => number {
  const summary = useSessionBonus();
  if (!summary.data) return () => 0;
  const offer = summary.data.welcome_bonus;
  if (!offer) return () => 0;
  return (amount) => (offer.available ? Math.min(Math.floor(amount * offer.percent) / 100, offer.cap) : 0);
}

export function BonusBalance({ welcome = false }: { welcome?: boolean }) {
  const { t, i18n } = useTranslation('payments');
  const summary = useSessionBonus();
  const money = (value: number) => formatRupees(value, i18n.language);
  if (!summary.data) return null;
  const data = summary.data;
  return (
    <section className="bonus-card" aria-label={t('bonus.title')} data-testid="bonus-balance">
      <dl className="bonus-card__balances">
        <div>
          <dt>{t('bonus.cash')}</dt>
          <dd data-testid="bonus-cash">{money(data.cash_balance)}</dd>
        </div>
        <div>
          <dt>{t('bonus.bonus')}</dt>
          <dd data-testid="bonus-amount">{money(data.bonus_balance)}</dd>
        </div>
      </dl>
      <p className="bonus-card__note">
        {data.bonus_balance > 0 && data.bonus_expires_at
          ? t('bonus.releaseUntil', {
              percent: data.release_percent,
              date: formatIst(data.bonus_expires_at, i18n.language),
            })
          : t('bonus.release', { percent: data.release_percent })}
      </p>
      {welcome && data.welcome_bonus.available && data.welcome_bonus.percent > 0 ? (
        <p className="bonus-card__offer" data-testid="welcome-offer">
          {t('bonus.welcome', {
            percent: data.welcome_bonus.percent,
            cap: money(data.welcome_bonus.cap),
          })}
        </p>
      ) : null}
    </section>
  );
}
