import { useTranslation } from 'react-i18next';
import { NOTICE_BLOCKED_STATES } from '@khelo/contracts/constants';
import { WarningIcon } from '@/components/ui/icons';
import { formatList } from '@/lib/format';

/** "Players from Assam, Telangana and Andhra Pradesh are not allowed to play cash games." */
export function BlockedStatesNotice() {
  const { t, i18n } = useTranslation();
  const states = formatList(
    NOTICE_BLOCKED_STATES.map((state) => t(`states.${state}`)),
    i18n.language,
  );
  return (
    <aside className="notice" aria-label={t('notice.title')}>
      <WarningIcon className="notice__icon" />
      <p>{t('notice.blockedStates', { states })}</p>
    </aside>
  );
}
