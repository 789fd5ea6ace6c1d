import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/app/session/session-context';
import { Modal } from '@/components/ui/modal';
import { OTP_REQUESTS_PER_HOUR } from '../messages';
import { useCountdown } from '../use-countdown';
import { useOtpLogin } from '../use-otp-login';
import type { Channel, OtpLock } from '../use-otp-login';
import { isValidEmail, isValidMobile } from '../validation';
import { ContactForm } from './contact-form';
import { OtpForm } from './otp-form';
import './login-modal.css';

export interface LoginModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Login by mobile number or e-mail (core-platform.md section 2, "Login modal"): the entry with Confirm,
 * then the OTP with Submit OTP. The entry and Confirm stay visible in the otp state, so a mistyped number
 * can be corrected; while the code sent to that entry is live, Confirm is off (a second tap would only be
 * refused) and Resend OTP asks for another. A lock of the hourly limits says for how long, in the modal.
 * After the login the player returns to / with the same query string.
 */
export function LoginModal({ open, onClose }: LoginModalProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { login, setLogin } = useSession();
  const [method, setMethod] = useState<Channel>('mobile');
  const [mobile, setMobile] = useState('');
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);

  const onRequestFailed = useCallback(() => {
    // Section 8: an OTP request failure clears the field and shows the error.
    if (method === 'mobile') setMobile('');
    else setEmail('');
    setTouched(false);
  }, [method]);

  const onLoggedIn = useCallback(() => {
    onClose();
    void navigate({ pathname: '/', search: location.search });
  }, [navigate, onClose, location.search]);

  const flow = useOtpLogin({ search: location.search, onRequestFailed, onLoggedIn });

  const valid = method === 'mobile' ? isValidMobile(mobile) : isValidEmail(email);
  const destination = method === 'mobile' ? mobile : email.trim().toLowerCase();
  const value = method === 'mobile' ? mobile : email;
  const { sent, lock } = flow;
  // The OTP belongs to the number or e-mail it was sent to; editing the entry hides it again.
  const otpStep = sent !== null && sent.channel === method && sent.destination === destination;
  const codeLive = useCountdown(otpStep ? sent.expiresAt : 0) > 0;
  const lockSeconds = useCountdown(lock?.until ?? 0);
  const locked =
    lock !== null &&
    lockSeconds > 0 &&
    lock.channel === method &&
    (lock.destination === null || lock.destination === destination);

  // Closing in the otp state without finishing returns to logged out (the guard works again).
  const close = () => {
    if (login === 'otp') setLogin(false);
    onClose();
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('login.title')}
      description={otpStep ? t('login.otpSubtitle') : t('login.subtitle')}
    >
      <div className="login-steps" data-step={otpStep ? 'otp' : 'entry'}>
        <ContactForm
          method={method}
          onMethodChange={(next) => {
            setMethod(next);
            setTouched(false);
          }}
          mobile={mobile}
          onMobileChange={setMobile}
          email={email}
          onEmailChange={setEmail}
          valid={valid}
          showError={touched && value !== '' && !valid}
          onBlur={() => setTouched(true)}
          onSubmit={() => flow.request(method, destination)}
          pending={flow.requesting}
          otpStep={otpStep}
          blocked={(otpStep && codeLive) || locked}
          notice={locked ? <LockNotice key={lock.until} lock={lock} /> : null}
        />
        {otpStep ? (
          <OtpForm
            key={`${sent.objectId}`}
            sent={sent}
            onVerify={flow.verify}
            verifying={flow.verifying}
            onResend={() => flow.request(sent.channel, sent.destination)}
            resending={flow.requesting}
          />
        ) : null}
        <p className="login-form__legal">
          <Link to="/termsandconditions" onClick={close}>
            {t('login.legal')}
          </Link>
        </p>
      </div>
    </Modal>
  );
}

/** "Try again in N minutes", counting down (keyed by the lock's end, see useCountdown). */
function LockNotice({ lock }: { lock: OtpLock }) {
  const { t } = useTranslation();
  const minutes = Math.ceil(useCountdown(lock.until) / 60);
  return lock.destination === null
    ? t('login.lockedNetwork', { minutes })
    : t('login.lockedHere', { minutes, limit: OTP_REQUESTS_PER_HOUR });
}
