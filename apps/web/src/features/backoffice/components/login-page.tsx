import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { StaffLoginResponse } from '@khelo/contracts/staff';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/error-message';
import { useStaffLogin } from '../api/staff-login';
import { storeStaffSession } from '../staff-session';

// /backoffice/login: e-mail and password, then the 6-digit code of the authenticator app. Until the first
// full login the second step shows the QR code (and the secret) to add the account to the app.

type Enrolment = Extract<StaffLoginResponse, { step: 'code' }>['enrolment'];

export function LoginPage() {
  const { t } = useTranslation('backoffice');
  const { t: common } = useTranslation();
  const navigate = useNavigate();
  const login = useStaffLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [enrolment, setEnrolment] = useState<Enrolment>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    login.mutate(step === 'password' ? { email, password } : { email, password, code }, {
      onSuccess: (answer) => {
        if (answer.step === 'code') {
          setEnrolment(answer.enrolment);
          setStep('code');
          return;
        }
        storeStaffSession({ token: answer.token, staff: answer.staff, expiresAt: answer.expires_at });
        void navigate('/backoffice', { replace: true });
      },
    });
  }

  return (
    <section className="bo-login" aria-labelledby="bo-login-title">
      <h1 id="bo-login-title">{t('login.title')}</h1>
      <form className="bo-login__form" onSubmit={submit} noValidate>
        {step === 'password' ? (
          <>
            <TextField
              label={t('login.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              required
            />
            <TextField
              label={t('login.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              required
            />
          </>
        ) : (
          <>
            {enrolment ? (
              <div className="bo-enrol">
                <p>{t('login.enrol')}</p>
                <img
                  className="bo-enrol__qr"
                  src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qr_svg)}`}
                  alt={t('login.qrAlt')}
                  width={180}
                  height={180}
                />
                <p className="bo-muted">
                  {t('login.secret')} <code data-testid="totp-secret">{enrolment.secret}</code>
                </p>
              </div>
            ) : (
              <p>{t('login.codeIntro')}</p>
            )}
            <TextField
              label={t('login.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
              autoFocus
              required
            />
          </>
        )}
        {login.isError ? (
          <p className="bo-error" role="alert">
            {errorMessage(login.error, common)}
          </p>
        ) : null}
        <Button type="submit" loading={login.isPending} fullWidth>
          {step === 'password' ? t('login.next') : t('login.submit')}
        </Button>
        {step === 'code' ? (
          <Button
            variant="ghost"
            onClick={() => {
              setStep('password');
              setCode('');
              login.reset();
            }}
          >
            {t('login.back')}
          </Button>
        ) : null}
      </form>
    </section>
  );
}
