import { useTranslation } from 'react-i18next';
import { TERMS_BLOCKED_STATES } from '@khelo/contracts/constants';
import { WarningIcon } from '@/components/ui/icons';
import { useComplianceSettings } from '@/lib/compliance/compliance-settings';
import { formatList } from '@/lib/format';

/**
 * "Players from Assam, Telangana and Andhra Pradesh are not allowed to play cash games." The states are the
 * operator's configuration (GET api/compliance, docs/compliance.md).
 */
export function BlockedStatesNotice() {
  const { t, i18n } = useTranslation();
  const settings = useComplianceSettings();
  // Until the answer (or when it fails): the terms' list, which is also the default configuration.
  const blocked = settings.data?.blocked_states ?? TERMS_BLOCKED_STATES;
  if (blocked.length === 0) return null;
  const states = formatList(
    blocked.map((state) => t(`states.${state}`, { defaultValue: state })),
    i18n.language,
  );
  return (
    <aside className="notice" aria-label={t('notice.title')} data-testid="blocked-states-notice">
      <WarningIcon className="notice__icon" />
      <p>{t('notice.blockedStates', { states })}</p>
    </aside>
  );
}
