import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { CheckIcon, ClockIcon } from '@/components/ui/icons';
import { formatRupees } from '@/lib/format';

// What a deposit came to, in place of the form it came from: credited (the amount and the new balance) or
// waiting for a cashier, and where to go next. The header balance alone changed too quietly to notice.

export function DepositResult({
  amount,
  credited,
  balance,
}: {
  amount: number;
  credited: boolean;
  balance: number;
}) {
  const { t, i18n } = useTranslation('payments');
  const money = (value: number) => formatRupees(value, i18n.language);
  const Icon = credited ? CheckIcon : ClockIcon;
  return (
    <section
      className={['pay-done', credited ? 'pay-done--credited' : 'pay-done--pending'].join(' ')}
      role="status"
      aria-labelledby="pay-done-title"
      data-testid="deposit-result"
    >
      <Icon className="pay-done__icon" aria-hidden="true" />
      <h2 id="pay-done-title" className="pay-done__title">
        {credited ? t('qr.completed') : t('qr.submitted')}
      </h2>
      {credited ? (
        <>
          <p className="pay-done__amount">{t('done.added', { amount: money(amount) })}</p>
          <p data-testid="deposit-balance">{t('done.balance', { balance: money(balance) })}</p>
        </>
      ) : (
        <p>{t('done.pending', { amount: money(amount) })}</p>
      )}
      <div className="pay-done__actions">
        <Link to="/" className={buttonClass('primary', 'lg')}>
          {t('done.play')}
        </Link>
        <Link to="/history" className={buttonClass('secondary', 'lg')}>
          {t('done.history')}
        </Link>
      </div>
      <Link to="/addCash" className="pay__link">
        {t('done.again')}
      </Link>
    </section>
  );
}
