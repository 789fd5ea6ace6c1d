import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CashActionName } from '@khelo/contracts/compliance';
import { useSession } from '@/app/session/session-context';
import { buttonClass } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCashEligibility } from '@/lib/compliance/cash-eligibility';
import { useComplianceSettings } from '@/lib/compliance/compliance-settings';
import { refusalFix } from '@/lib/compliance/refusal';
import { RefusalNotice } from './refusal-notice';

/**
 * What a cash page (add cash, withdrawal) shows instead of its form, or null when the form is for this
 * player: a spinner while the answer is unknown; a refusal with the button that fixes it (My Profile,
 * mobile verification, KYC), so that nobody fills in a form for nothing. When the answer cannot be had,
 * null: the form, and the server checks again on submit.
 */
export function useCashGate(action: CashActionName): ReactNode {
  const { t } = useTranslation();
  const session = useSession();
  const eligibility = useCashEligibility({
    playerId: session.playerId ?? '',
    oprId: session.oprId ?? '',
    token: session.token,
  });
  const settings = useComplianceSettings();
  if (eligibility.isPending && eligibility.fetchStatus !== 'idle')
    return (
      <div className="cash-gate cash-gate--loading">
        <Spinner size="lg" label={t('loading')} />
      </div>
    );
  const verdict = eligibility.data?.[action];
  if (!verdict || verdict.allowed || !verdict.reason) return null;
  return (
    <div className="cash-gate" data-testid="cash-gate">
      <RefusalNotice
        action={action}
        minimumAge={settings.data?.minimum_age}
        refusal={{ reason: verdict.reason, message: verdict.message, details: verdict.details }}
        fixAsButton
      />
      {refusalFix(verdict.reason) ? null : (
        <Link to="/" className={buttonClass('secondary', 'md', 'cash-gate__home')}>
          {t('actions.backToGames')}
        </Link>
      )}
    </div>
  );
}
