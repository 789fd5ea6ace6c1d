import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODE, OTP_DIGITS } from '@khelo/contracts/constants';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { secondsUntil } from '../use-countdown';
import { OTP_INPUT_PATTERN } from '../use-otp-login';
import type { SentOtp } from '../use-otp-login';
import { ResendCountdown } from './resend-countdown';

export interface OtpFormProps {
  sent: SentOtp;
  /** Resolves to true when logged in. */
  onVerify: (otp: string) => Promise<boolean>;
  verifying: boolean;
  onResend: () => void;
  resending: boolean;
}

function shownDestination(sent: SentOtp): string {
  if (sent.channel === 'email') return sent.destination;
  return `${COUNTRY_CODE} ${sent.destination.slice(0, 5)} ${sent.destination.slice(5)}`;
}

/**
 * The OTP step (section 5): 6 digits, input limited to 6, Submit OTP enabled only at 6. A wrong length
 * shows "Enter valid OTP" and the toast "Please enter valid OTP"; in the e-mail flow it is the e-mail
 * flow's own alert, "please enter valid otp".
 */
export function OtpForm({ sent, onVerify, verifying, onResend, resending }: OtpFormProps) {
  const { t } = useTranslation();
  const [otp, setOtp] = useState('');
  const [invalid, setInvalid] = useState(false);
  const complete = OTP_INPUT_PATTERN.test(otp);

  const email = sent.channel === 'email';
  const rejectLength = () => {
    setInvalid(true);
    if (!email) toast.error(t('login.otpToast'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    if (!complete) {
      rejectLength();
      return;
    }
    // A refused code is cleared so that the next one is typed fresh.
    if (!(await onVerify(otp))) setOtp('');
  };

  // With Submit OTP disabled the browser does not submit on Enter; a short code still gets its message.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !complete) {
      event.preventDefault();
      rejectLength();
    }
  };

  return (
    <form className="login-form otp-form" onSubmit={(event) => void submit(event)} noValidate>
      <p className="otp-form__sent" role="status">
        {t('login.codeSent', { destination: shownDestination(sent) })}
      </p>
      <TextField
        label={t('login.otpLabel')}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_DIGITS}
        placeholder={t('login.otpPlaceholder')}
        className="otp-form__field"
        value={otp}
        onChange={(event) => {
          const next = event.target.value.replace(/\D/g, '').slice(0, OTP_DIGITS);
          setOtp(next);
          if (OTP_INPUT_PATTERN.test(next)) setInvalid(false);
        }}
        onBlur={() => setInvalid(otp !== '' && !OTP_INPUT_PATTERN.test(otp))}
        onKeyDown={onKeyDown}
        error={invalid ? t(email ? 'login.emailOtpAlert' : 'login.otpInvalid') : null}
        autoFocus
      />
      <Button type="submit" size="lg" fullWidth disabled={!complete} loading={verifying}>
        {t('login.submitOtp')}
      </Button>
      <ResendCountdown key={sent.resendAt} resendAt={sent.resendAt} onResend={onResend} pending={resending} />
      <RequestsLeft sent={sent} />
    </form>
  );
}

/** How many codes the hour still allows (the server's requests_left), so that the lock is no surprise. */
function RequestsLeft({ sent }: { sent: SentOtp }) {
  const { t } = useTranslation();
  if (sent.requestsLeft === null) return null;
  const destination = shownDestination(sent);
  if (sent.requestsLeft > 0)
    return (
      <p className="otp-form__left">{t('login.requestsLeft', { destination, left: sent.requestsLeft })}</p>
    );
  return (
    <p className="otp-form__left otp-form__left--last" role="status">
      {t('login.lastCode', { destination, minutes: Math.ceil(secondsUntil(sent.resendAt) / 60) })}
    </p>
  );
}
