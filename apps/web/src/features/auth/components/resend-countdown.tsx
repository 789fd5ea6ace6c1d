import { useTranslation } from 'react-i18next';
import { formatCountdown, useCountdown } from '../use-countdown';

export interface ResendCountdownProps {
  /** When another code may be requested (epoch ms). */
  resendAt: number;
  onResend: () => void;
  pending: boolean;
}

/**
 * "Resend OTP in 0:27" while the server would still refuse (30 s, or what a 429 said), then the action.
 * Render it with `key={resendAt}` (see useCountdown).
 */
export function ResendCountdown({ resendAt, onResend, pending }: ResendCountdownProps) {
  const { t } = useTranslation();
  const seconds = useCountdown(resendAt);
  return (
    <p className="otp-resend" aria-live="polite">
      {seconds > 0 ? (
        <span data-testid="resend-countdown">{t('login.resendIn', { time: formatCountdown(seconds) })}</span>
      ) : (
        <>
          <span>{t('login.noCode')}</span>{' '}
          <button type="button" className="otp-resend__action" onClick={onResend} disabled={pending}>
            {t('login.resend')}
          </button>
        </>
      )}
    </p>
  );
}
