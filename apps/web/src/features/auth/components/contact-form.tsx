import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRY_CODE, PHONE_DIGITS } from '@khelo/contracts/constants';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { Channel } from '../use-otp-login';

export interface ContactFormProps {
  method: Channel;
  onMethodChange: (method: Channel) => void;
  mobile: string;
  onMobileChange: (value: string) => void;
  email: string;
  onEmailChange: (value: string) => void;
  valid: boolean;
  /** Show the invalid-value message (the field was left with a wrong value). */
  showError: boolean;
  onBlur: () => void;
  onSubmit: () => void;
  pending: boolean;
  /** In the otp state Confirm stays (section 2) but is no longer the main action. */
  otpStep: boolean;
  /** Confirm is off: a code for this entry is live (Resend is the way), or the server locked requests. */
  blocked: boolean;
  /** Why requests are locked, and for how long (a 429 of the hourly limits). */
  notice: ReactNode;
}

/** The entry step: mobile or e-mail tabs, the field and Confirm (which requests the OTP). */
export function ContactForm(props: ContactFormProps) {
  const { method, mobile, email, valid, showError, pending, otpStep, blocked, notice } = props;
  const { t } = useTranslation();
  const tabsId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid && !pending && !blocked) props.onSubmit();
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <div className="login-tabs" role="tablist" aria-label={t('login.tabsLabel')}>
        {(['mobile', 'email'] as const).map((option) => (
          <button
            key={option}
            type="button"
            role="tab"
            id={`${tabsId}-${option}`}
            aria-selected={method === option}
            aria-controls={`${tabsId}-panel`}
            className="login-tabs__tab"
            onClick={() => props.onMethodChange(option)}
          >
            {t(option === 'mobile' ? 'login.mobileTab' : 'login.emailTab')}
          </button>
        ))}
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${method}`}>
        {method === 'mobile' ? (
          <TextField
            key="mobile"
            label={t('login.mobileLabel')}
            prefix={COUNTRY_CODE}
            name="mobile_number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={PHONE_DIGITS}
            placeholder={t('login.mobilePlaceholder')}
            value={mobile}
            onChange={(event) =>
              props.onMobileChange(event.target.value.replace(/\D/g, '').slice(0, PHONE_DIGITS))
            }
            onBlur={props.onBlur}
            error={showError ? t('login.mobileInvalid') : null}
            hint={otpStep ? undefined : t('login.otpHint')}
            data-autofocus={otpStep ? undefined : true}
          />
        ) : (
          <TextField
            key="email"
            label={t('login.emailLabel')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            placeholder={t('login.emailPlaceholder')}
            value={email}
            onChange={(event) => props.onEmailChange(event.target.value)}
            onBlur={props.onBlur}
            error={showError ? t('login.emailInvalid') : null}
            hint={otpStep ? undefined : t('login.otpHint')}
            data-autofocus={otpStep ? undefined : true}
          />
        )}
      </div>
      {notice ? (
        <p className="login-form__notice" role="alert">
          {notice}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        variant={otpStep ? 'secondary' : 'primary'}
        fullWidth
        disabled={!valid || blocked}
        loading={pending}
      >
        {t('actions.confirm')}
      </Button>
    </form>
  );
}
