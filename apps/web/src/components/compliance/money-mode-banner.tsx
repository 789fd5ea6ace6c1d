import { useTranslation } from 'react-i18next';
import { WarningIcon } from '@/components/ui/icons';
import { useComplianceSettings } from '@/lib/compliance/compliance-settings';
import './compliance.css';

/** Above every page when the operator runs in practice or wind-down money mode; nothing in real mode. */
export function MoneyModeBanner() {
  const { t } = useTranslation();
  const { data } = useComplianceSettings();
  if (!data || data.money_mode === 'real') return null;
  return (
    <div className="money-mode-banner" role="status" aria-label={t('compliance.banner.label')}>
      <WarningIcon className="money-mode-banner__icon" />
      <p>{t(data.money_mode === 'practice' ? 'compliance.banner.practice' : 'compliance.banner.windDown')}</p>
    </div>
  );
}
