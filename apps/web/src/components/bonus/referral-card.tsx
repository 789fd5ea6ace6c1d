import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { formatRupees } from '@/lib/format';
import { useSessionBonus } from './bonus-balance';
import './bonus.css';

// /info: the player's own referral code and the sign-up link that carries it (?referral_code=…, what the
// login calls send at sign-up). The referrer's bonus arrives when the friend's first deposit completes.

/** Copies the code or the link; the toast names what was copied. */
function CopyReferral({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation('payments');
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={`${t('referral.copy')} ${label}`}
      onClick={() => {
        void navigator.clipboard
          ?.writeText(value)
          .then(() => toast.success(t('referral.copied', { what: label })))
          .catch(() => undefined);
      }}
    >
      {t('referral.copy')}
    </Button>
  );
}

export function ReferralCard() {
  const { t, i18n } = useTranslation('payments');
  const summary = useSessionBonus();
  if (!summary.data) return null;
  const { code, bonus } = summary.data.referral;
  const link = `${window.location.origin}/?referral_code=${encodeURIComponent(code)}`;
  return (
    <section className="bonus-card referral" aria-labelledby="referral-title" data-testid="referral">
      <h2 id="referral-title" className="referral__title">
        {t('referral.title')}
      </h2>
      <p className="bonus-card__note">{t('referral.text', { amount: formatRupees(bonus, i18n.language) })}</p>
      <div className="referral__row">
        <span className="referral__label">{t('referral.code')}</span>
        <code className="referral__code" data-testid="referral-code">
          {code}
        </code>
        <CopyReferral value={code} label={t('referral.code')} />
      </div>
      <div className="referral__row">
        <span className="referral__label">{t('referral.link')}</span>
        <code className="referral__link">{link}</code>
        <CopyReferral value={link} label={t('referral.link')} />
      </div>
    </section>
  );
}
