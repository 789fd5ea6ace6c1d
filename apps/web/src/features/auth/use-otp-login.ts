import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpSent } from '@khelo/contracts/auth';
import { OTP_DIGITS, OTP_RESEND_SECONDS } from '@khelo/contracts/constants';
import { useSession } from '@/app/session/session-context';
import { clearStoredSession, readOperatorInfo, writeOperatorInfo } from '@/app/session/session-storage';
import { toast } from '@/components/ui/toast';
import { useConfirmEmailOtp } from './api/confirm-email-otp';
import { useConfirmMobileOtp } from './api/confirm-mobile-otp';
import { useRequestEmailOtp } from './api/request-email-otp';
import { useRequestMobileOtp } from './api/request-mobile-otp';
import { isNetworkFailure, lockKind, loginErrorText, retryAfterSeconds } from './login-errors';
import { OTP_SENT_EXISTING, OTP_SENT_NEW } from './messages';

// The OTP login of core-platform.md section 4: request a code (login becomes "otp", the answer is stored
// as operatorInfo), then verify it (the session is stored, login becomes true).

export type Channel = 'mobile' | 'email';

/** The OTP request the verification belongs to. */
export interface SentOtp {
  channel: Channel;
  /** The number or e-mail as the server confirmed it (e-mail lower-cased). */
  destination: string;
  objectId: string;
  operatorId: number;
  /** When another code may be requested (epoch ms): 30 s, or when the hour frees one after the last code. */
  resendAt: number;
  /** Until when the code can be entered (epoch ms); Confirm stays off until then (Resend is the way). */
  expiresAt: number;
  /** Codes this number or e-mail may still be sent this hour, when the server said (docs/auth.md). */
  requestsLeft: number | null;
  /** The request's whole answer, stored as operatorInfo. */
  info: OtpSent;
}

/** The server refused more codes for a while (429 of the hourly limits). */
export interface OtpLock {
  channel: Channel;
  /** The number or e-mail it applies to; null for the network's limit, which applies to every one. */
  destination: string | null;
  /** Epoch ms. */
  until: number;
}

export interface OtpLoginOptions {
  /** The page's query string: aff_id, referral_code, promo_code. */
  search: string;
  /** The request failed: the form clears its field (section 8). */
  onRequestFailed: () => void;
  onLoggedIn: () => void;
}

export const OTP_INPUT_PATTERN = new RegExp(`^\\d{${OTP_DIGITS}}$`);

function sentFrom(
  answer: OtpSent,
  channel: Channel,
  destination: string,
  times: { resendAt: number; expiresAt: number },
): SentOtp {
  return {
    channel,
    destination: (channel === 'mobile' ? answer.mobile_number : answer.email) ?? destination,
    objectId: answer.objectId,
    operatorId: answer.operator_id,
    ...times,
    requestsLeft: typeof answer.requests_left === 'number' ? answer.requests_left : null,
    info: answer,
  };
}

/** From a fresh answer: the next code after 30 s, or, after the hour's last one, when the hour frees one. */
function timesOf(answer: OtpSent, now: number) {
  const resendSeconds = answer.resend_after || OTP_RESEND_SECONDS;
  const waitSeconds =
    answer.requests_left === 0 ? Math.max(resendSeconds, answer.requests_reset_after || 0) : resendSeconds;
  return { resendAt: now + waitSeconds * 1000, expiresAt: now + (answer.expires_in || 0) * 1000 };
}

export function useOtpLogin({ search, onRequestFailed, onLoggedIn }: OtpLoginOptions) {
  const { t } = useTranslation();
  const { setLogin, completeLogin } = useSession();
  const [sent, setSent] = useState<SentOtp | null>(null);
  const [lock, setLock] = useState<OtpLock | null>(null);
  const mobileOtp = useRequestMobileOtp();
  const emailOtp = useRequestEmailOtp();
  const confirmMobile = useConfirmMobileOtp();
  const confirmEmail = useConfirmEmailOtp();

  const onSent = useCallback(
    (channel: Channel, destination: string) => (answer: OtpSent) => {
      if (answer.message !== OTP_SENT_NEW && answer.message !== OTP_SENT_EXISTING) {
        toast.error(answer.message || t('errors.unexpected'));
        return;
      }
      writeOperatorInfo(answer);
      setLogin('otp');
      setLock(null);
      setSent(sentFrom(answer, channel, destination, timesOf(answer, Date.now())));
    },
    [setLogin, t],
  );

  const onRequestError = useCallback(
    (channel: Channel, destination: string) => (error: unknown) => {
      const kind = lockKind(error);
      // A lock of the hourly limits is said in the modal, with its countdown, instead of a passing toast.
      if (!kind) toast.error(loginErrorText(error, t));
      const seconds = retryAfterSeconds(error);
      if (seconds === null) {
        onRequestFailed();
        return;
      }
      // 429: the code sent earlier is still the one to enter. Show how long until another may be sent,
      // and return to that code's entry when this browser still has its request (a reopened modal).
      const resendAt = Date.now() + seconds * 1000;
      if (kind) setLock({ channel, destination: kind === 'network' ? null : destination, until: resendAt });
      if (sent && sent.channel === channel && sent.destination === destination) {
        setSent({ ...sent, resendAt });
        return;
      }
      const stored = readOperatorInfo();
      const storedDestination = channel === 'mobile' ? stored?.mobile_number : stored?.email;
      if (!stored || storedDestination !== destination) return;
      setLogin('otp');
      // How old that code is, this browser does not know: it counts as live until another may be sent.
      setSent(sentFrom(stored, channel, destination, { resendAt, expiresAt: resendAt }));
    },
    [onRequestFailed, sent, setLogin, t],
  );

  const request = useCallback(
    (channel: Channel, destination: string) => {
      const handlers = {
        onSuccess: onSent(channel, destination),
        onError: onRequestError(channel, destination),
      };
      if (channel === 'mobile') mobileOtp.mutate({ mobileNumber: destination, search }, handlers);
      else emailOtp.mutate({ email: destination, search }, handlers);
    },
    [emailOtp, mobileOtp, onRequestError, onSent, search],
  );

  /** Verifies `otp` for the sent request. Resolves to true when logged in. */
  const verify = useCallback(
    async (otp: string): Promise<boolean> => {
      if (!sent) return false;
      const input = { otp, objectId: sent.objectId, operatorId: sent.operatorId };
      try {
        const answer =
          sent.channel === 'mobile'
            ? await confirmMobile.mutateAsync({ ...input, mobileNumber: sent.destination })
            : await confirmEmail.mutateAsync({ ...input, email: sent.destination });
        // A refused try in between cleared storage; the logged-in session keeps operatorInfo (section 3).
        writeOperatorInfo(sent.info);
        completeLogin(answer);
        toast.success(t('login.welcome', { name: answer.display_name }));
        onLoggedIn();
        return true;
      } catch (error) {
        // Section 8: a refused verification clears local storage ("Entered wrong OTP" / "Invalid OTP").
        // The code request stays in memory so that the player may try again within its 5 attempts.
        if (!isNetworkFailure(error)) clearStoredSession();
        toast.error(loginErrorText(error, t));
        return false;
      }
    },
    [sent, confirmMobile, confirmEmail, completeLogin, onLoggedIn, t],
  );

  return {
    sent,
    lock,
    request,
    verify,
    requesting: mobileOtp.isPending || emailOtp.isPending,
    verifying: confirmMobile.isPending || confirmEmail.isPending,
  };
}
