import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MOBILE_PATTERN, OTP_PATTERN } from '@khelo/contracts/auth';
import { OTP_DIGITS, OTP_RESEND_SECONDS, PHONE_DIGITS } from '@khelo/contracts/constants';
import { useSession } from '@/app/session/session-context';
import { Button, buttonClass } from '@/components/ui/button';
import { PageFrame } from '@/components/ui/page-frame';
import { TextField } from '@/components/ui/text-field';
import { useConfirmVerification } from '../api/confirm-verification';
import { useRequestVerification } from '../api/request-verification';
import { useCountdown } from '../use-countdown';
import { verifyErrorText } from '../verify-errors';
import './verify-mobile-page.css';

// /verify-mobile, the mobile verification landing page (pages-and-rules.md section 2): number → "Enter OTP"
// (6 characters, "Resend OTP in 30 sec", Resend, Verify) → "Download and Start Playing". Messages appear
// in the red text area under the form.

type Step = 'number' | 'otp' | 'done';
const STEP_NUMBER: Record<Step, number> = { number: 1, otp: 2, done: 3 };

export function VerifyMobilePage() {
  const { t } = useTranslation('pages');
  const { t: common } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const request = useRequestVerification();
  const confirm = useConfirmVerification();
  const countdown = useCountdown();
  const [step, setStep] = useState<Step>('number');
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [objectId, setObjectId] = useState('');
  const [message, setMessage] = useState('');
  const [notice, setNotice] = useState('');

  const send = (resend: boolean) => {
    setMessage('');
    setNotice('');
    request.mutate(mobile, {
      onSuccess: (answer) => {
        setObjectId(answer.objectId);
        countdown.restart(answer.resend_after ?? OTP_RESEND_SECONDS);
        setOtp('');
        setStep('otp');
        if (resend) setNotice(t('verify.resent'));
        // The code field is the next thing to fill in.
        setTimeout(() => document.getElementById('verify-otp')?.focus(), 0);
      },
      onError: (error) => setMessage(verifyErrorText(error, t, common)),
    });
  };

  const onNumber = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!MOBILE_PATTERN.test(mobile)) {
      setMessage(t('verify.errors.mobileInvalid'));
      return;
    }
    send(false);
  };

  const onOtp = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!OTP_PATTERN.test(otp)) {
      setMessage(t('verify.errors.otpInvalid'));
      return;
    }
    setMessage('');
    setNotice('');
    confirm.mutate(
      { mobileNumber: mobile, objectId, otp },
      {
        onSuccess: () => setStep('done'),
        onError: (error) => setMessage(verifyErrorText(error, t, common)),
      },
    );
  };

  return (
    <PageFrame title={common('pages.verifyMobile')}>
      <div className="verify">
        <p className="verify__step">{t('verify.steps', { step: STEP_NUMBER[step], total: 3 })}</p>
        {step === 'number' ? (
          <form className="verify__form" onSubmit={onNumber} noValidate>
            <p className="verify__intro">{t('verify.intro')}</p>
            <div className="verify__row">
              <TextField
                className="verify__field"
                label={t('verify.mobileLabel')}
                placeholder={t('verify.mobilePlaceholder')}
                prefix="+91"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={PHONE_DIGITS}
                value={mobile}
                onChange={(event) => {
                  setMobile(event.target.value.replace(/\D/g, ''));
                  setMessage('');
                }}
                aria-invalid={message ? true : undefined}
                aria-describedby="verify-message"
              />
              <Button
                type="submit"
                className="verify__arrow"
                loading={request.isPending}
                aria-label={t('verify.sendOtp')}
                icon={<span aria-hidden="true">→</span>}
              />
            </div>
          </form>
        ) : null}

        {step === 'otp' ? (
          <form className="verify__form" onSubmit={onOtp} noValidate>
            <h2 className="verify__heading">{t('verify.enterOtp')}</h2>
            <p className="verify__intro">{t('verify.otpSentTo', { mobile })}</p>
            <TextField
              id="verify-otp"
              label={t('verify.otpLabel')}
              className="verify__otp"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={OTP_DIGITS}
              value={otp}
              onChange={(event) => {
                setOtp(event.target.value.replace(/\D/g, ''));
                setMessage('');
              }}
              aria-invalid={message ? true : undefined}
              aria-describedby="verify-message"
            />
            <div className="verify__resend">
              {countdown.left > 0 ? (
                <span aria-live="polite">{t('verify.resendIn', { seconds: countdown.left })}</span>
              ) : (
                <button
                  type="button"
                  className="verify__link"
                  onClick={() => send(true)}
                  disabled={request.isPending}
                >
                  {t('verify.resend')}
                </button>
              )}
              <button
                type="button"
                className="verify__link"
                onClick={() => {
                  setStep('number');
                  setMessage('');
                  setNotice('');
                }}
              >
                {t('verify.changeNumber')}
              </button>
            </div>
            <Button type="submit" size="lg" fullWidth loading={confirm.isPending}>
              {t('verify.verify')}
            </Button>
          </form>
        ) : null}

        {step === 'done' ? (
          <div className="verify__done" role="status">
            <span className="verify__tick" aria-hidden="true">
              ✓
            </span>
            <h2 className="verify__heading">{t('verify.doneTitle')}</h2>
            <p>{t('verify.doneText', { mobile })}</p>
            <Link to="/" className={buttonClass('primary', 'lg')}>
              {t('verify.download')}
            </Link>
          </div>
        ) : null}

        <p id="verify-message" className="verify__message" role="alert" aria-live="assertive">
          {message}
        </p>
        {notice ? (
          <p className="verify__notice" role="status">
            {notice}
          </p>
        ) : null}

        {/* Fields of the original page (pages-and-rules.md section 2); their meaning is not specified. */}
        <input type="hidden" name="user_id" value={session.playerId ?? ''} />
        <input type="hidden" name="agent_username" value={params.get('aff_id') ?? ''} />

        <p className="verify__footer">{t('verify.footer')}</p>
      </div>
    </PageFrame>
  );
}
