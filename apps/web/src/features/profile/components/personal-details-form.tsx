import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PHONE_DIGITS, TERMS_BLOCKED_STATES } from '@khelo/contracts/constants';
import {
  INDIAN_STATES,
  PERSONAL_PROBLEMS,
  PERSONAL_REQUIRED,
  personalDetailsSchema,
  type PersonalDetails,
  type Profile,
} from '@khelo/contracts/profile';
import { Button } from '@/components/ui/button';
import { fieldLabelClass, TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { useComplianceSettings } from '@/lib/compliance/compliance-settings';
import { errorMessage } from '@/lib/error-message';
import type { PlayerQuery } from '../api/fetch-profile';
import { birthdayForApi, birthdayForDisplay, typedBirthday } from '../birthday-format';
import { useUpdatePersonalDetails } from '../api/update-personal-details';

// Personal information (birthday, phone, city, state) checked with the server's own schema: 18+ in India's
// calendar and one of the 36 states and union territories, both required and marked so (the cash-play rules
// need them); a 10-digit mobile and a city name when given.

type Field = keyof PersonalDetails;
type Form = Record<Field, string>;

const required = (field: Field) => (PERSONAL_REQUIRED as readonly Field[]).includes(field);

const KEY_BY_PROBLEM: Record<string, string> = {
  [PERSONAL_PROBLEMS.birthdayFormat]: 'errors.birthdayFormat',
  [PERSONAL_PROBLEMS.underage]: 'errors.underage',
  [PERSONAL_PROBLEMS.tooOld]: 'errors.tooOld',
  [PERSONAL_PROBLEMS.phone]: 'errors.phone',
  [PERSONAL_PROBLEMS.city]: 'errors.city',
  [PERSONAL_PROBLEMS.state]: 'errors.state',
};

export function PersonalDetailsForm({
  query,
  profile,
  onSaved,
}: {
  query: PlayerQuery;
  profile: Profile;
  /** After a successful save (My Profile then returns to the game the player came from). */
  onSaved?: () => void;
}) {
  const { t } = useTranslation('profile');
  const { t: common } = useTranslation();
  const compliance = useComplianceSettings();
  const stateId = useId();
  const [form, setForm] = useState<Form>({
    birthday: birthdayForDisplay(profile.birthday ?? ''),
    phone: profile.phone ?? profile.mobile_number ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useUpdatePersonalDetails(query);

  const set = (field: Field, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Typed dd/mm/yyyy; the schema (and the API) check the ISO date.
    const birthday = birthdayForApi(form.birthday);
    if (birthday === null) {
      setErrors((current) => ({ ...current, birthday: t('errors.birthdayFormat') }));
      return;
    }
    const parsed = personalDetailsSchema.safeParse({ ...form, birthday });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        const empty = form[field].trim() === '';
        next[field] ??= t(
          empty
            ? field === 'state'
              ? 'errors.state'
              : 'errors.required'
            : (KEY_BY_PROBLEM[issue.message] ?? 'errors.required'),
        );
      }
      setErrors(next);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        toast.success(t('personal.saved'));
        onSaved?.();
      },
      onError: (failure) => toast.error(errorMessage(failure, common)),
    });
  };

  // The operator's configured states, as the home notice names them (ADR 022); the terms' list until known.
  const blockedStates: readonly string[] = compliance.data?.blocked_states ?? TERMS_BLOCKED_STATES;
  const blocked = blockedStates.includes(form.state);

  return (
    <form className="profile-card" onSubmit={submit} noValidate aria-labelledby="personal-title">
      <h2 id="personal-title" className="profile-card__title">
        {t('personal.title')}
      </h2>
      <p className="profile-card__hint">{t('personal.requiredNote')}</p>
      <TextField
        label={t('personal.birthday')}
        name="birthday"
        required={required('birthday')}
        inputMode="numeric"
        autoComplete="bday"
        placeholder={t('personal.birthdayPlaceholder')}
        maxLength={10}
        value={form.birthday}
        hint={t('personal.birthdayHint')}
        error={errors.birthday}
        onChange={(event) => set('birthday', typedBirthday(event.target.value))}
      />
      <TextField
        label={t('personal.phone')}
        name="phone"
        type="tel"
        required={required('phone')}
        inputMode="numeric"
        autoComplete="tel-national"
        prefix="+91"
        maxLength={PHONE_DIGITS}
        value={form.phone}
        error={errors.phone}
        onChange={(event) => set('phone', event.target.value.replace(/\D/g, '').slice(0, PHONE_DIGITS))}
      />
      <TextField
        label={t('personal.city')}
        name="city"
        required={required('city')}
        autoComplete="address-level2"
        maxLength={60}
        value={form.city}
        error={errors.city}
        onChange={(event) => set('city', event.target.value)}
      />
      <div className={['field', errors.state && 'field--invalid'].filter(Boolean).join(' ')}>
        <label className={fieldLabelClass(required('state'))} htmlFor={stateId}>
          {t('personal.state')}
        </label>
        <div className="field__control">
          <select
            id={stateId}
            name="state"
            className="field__input field__select"
            value={form.state}
            required={required('state')}
            aria-invalid={errors.state ? true : undefined}
            onChange={(event) => set('state', event.target.value)}
          >
            <option value="">{t('personal.statePlaceholder')}</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        {errors.state ? (
          <p className="field__error" role="alert">
            {errors.state}
          </p>
        ) : null}
      </div>
      {blocked ? (
        <p className="profile-card__notice" role="note">
          {t('personal.blockedState', { state: t(`states.${form.state}`) })}
        </p>
      ) : null}
      <Button type="submit" loading={save.isPending}>
        {t('personal.save')}
      </Button>
    </form>
  );
}
