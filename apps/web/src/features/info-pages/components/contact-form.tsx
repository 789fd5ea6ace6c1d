import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CONTACT_LIMITS, type ContactField } from '@khelo/contracts/contact';
import { PHONE_DIGITS } from '@khelo/contracts/constants';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { isApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { useSubmitContact } from '../api/submit-contact';
import { validateContact, type ContactErrors, type ContactValues } from '../contact-validation';

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };

/** The Contact Us form: Name, Email, Phone, Message and Submit; checked here and again on the server. */
export function ContactForm() {
  const { t } = useTranslation('pages');
  const { t: common } = useTranslation();
  const submit = useSubmitContact();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const messageId = useId();

  const error = (field: ContactField) => {
    const entry = errors[field];
    return entry ? t(entry.key, entry.values) : null;
  };

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field loses its message at once; others keep theirs until the next submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['name', 'email', 'phone', 'message'] as const).find((field) => found[field]);
      if (first) document.getElementById(`contact-${first}`)?.focus();
      return;
    }
    submit.mutate(values, {
      onSuccess: () => {
        setSent({ name: values.name.trim(), email: values.email.trim().toLowerCase() });
        setValues(EMPTY);
      },
    });
  };

  if (sent) {
    return (
      <div className="contact-thanks" role="status">
        <h2 className="contact-thanks__title">{t('contact.thanksTitle', { name: sent.name })}</h2>
        <p>{t('contact.thanksText', { email: sent.email })}</p>
        <Button
          variant="secondary"
          onClick={() => {
            submit.reset();
            setSent(null);
          }}
        >
          {t('contact.another')}
        </Button>
      </div>
    );
  }

  const failure = submit.error;
  const failureText = !failure
    ? null
    : isApiError(failure) && failure.status === 429
      ? t('contact.errors.rateLimited')
      : isApiError(failure) && failure.kind === 'HTTP'
        ? t('contact.errors.failed')
        : errorMessage(failure, common);
  const messageError = error('message');

  return (
    <form className="contact-form" onSubmit={onSubmit} noValidate aria-label={t('contact.formLabel')}>
      <TextField
        id="contact-name"
        label={t('contact.name')}
        placeholder={t('contact.namePlaceholder')}
        autoComplete="name"
        maxLength={CONTACT_LIMITS.nameMax}
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        error={error('name')}
      />
      <TextField
        id="contact-email"
        type="email"
        label={t('contact.email')}
        placeholder={t('contact.emailPlaceholder')}
        autoComplete="email"
        value={values.email}
        onChange={(event) => change('email', event.target.value)}
        error={error('email')}
      />
      <TextField
        id="contact-phone"
        type="tel"
        inputMode="numeric"
        label={t('contact.phone')}
        placeholder={t('contact.phonePlaceholder')}
        autoComplete="tel-national"
        prefix="+91"
        maxLength={PHONE_DIGITS}
        value={values.phone}
        onChange={(event) => change('phone', event.target.value.replace(/\D/g, ''))}
        error={error('phone')}
      />
      <div className={['field', messageError && 'field--invalid'].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor="contact-message">
          {t('contact.message')}
        </label>
        <div className="field__control">
          <textarea
            id="contact-message"
            className="field__input contact-form__textarea"
            rows={5}
            maxLength={CONTACT_LIMITS.messageMax}
            placeholder={t('contact.messagePlaceholder')}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
            aria-invalid={messageError ? true : undefined}
            aria-describedby={[`${messageId}-count`, messageError && `${messageId}-error`]
              .filter(Boolean)
              .join(' ')}
          />
        </div>
        <p id={`${messageId}-count`} className="field__hint">
          {t('contact.messageCount', { count: values.message.length, max: CONTACT_LIMITS.messageMax })}
        </p>
        {messageError ? (
          <p id={`${messageId}-error`} className="field__error" role="alert">
            {messageError}
          </p>
        ) : null}
      </div>
      {failureText ? (
        <p className="contact-form__failure" role="alert">
          {failureText}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth loading={submit.isPending}>
        {submit.isPending ? t('contact.sending') : t('contact.submit')}
      </Button>
    </form>
  );
}
