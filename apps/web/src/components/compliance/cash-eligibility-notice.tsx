import type { CashActionName } from '@khelo/contracts/compliance';
import { useSession } from '@/app/session/session-context';
import { useCashEligibility } from '@/lib/compliance/cash-eligibility';
import { useComplianceSettings } from '@/lib/compliance/compliance-settings';
import { RefusalNotice } from './refusal-notice';

/** Whether the logged-in player may do `action` now: undefined while unknown. */
export function useCashVerdict(action: CashActionName) {
  const session = useSession();
  const eligibility = useCashEligibility({
    playerId: session.playerId ?? '',
    oprId: session.oprId ?? '',
    token: session.token,
  });
  return eligibility.data?.[action];
}

/**
 * Shown at the top of add cash and withdrawal: why the action is refused and where to fix it, before the
 * player types anything. Nothing while allowed or unknown (the server checks again on submit).
 */
export function CashEligibilityNotice({ action }: { action: CashActionName }) {
  const verdict = useCashVerdict(action);
  const settings = useComplianceSettings();
  if (!verdict || verdict.allowed || !verdict.reason) return null;
  return (
    <RefusalNotice
      action={action}
      minimumAge={settings.data?.minimum_age}
      refusal={{ reason: verdict.reason, message: verdict.message, details: verdict.details }}
    />
  );
}
