import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  docNumberProblem,
  kycDetailProblemOf,
  normaliseDocNumber,
  playerNameSchema,
  type KycDetailProblem,
  type KycDocType,
} from '@khelo/contracts/kyc';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/error-message';
import type { PlayerQuery } from '../api/fetch-kyc';
import { useSaveKyc } from '../api/save-kyc';
import { KycImageInput } from './kyc-image-input';
import { kycFailureKey } from './kyc-messages';

// The KYC form (core-platform.md sections 2 and 5): document type, name, number (12 digits for aadhar,
// AAAAA9999A for pan, uppercased while typing), front image, back image for aadhar only. The same rules
// as the server: missing images → "Please attach document images", bad format → "Invalid document details"
// with the check that failed (e.g. an Aadhaar number's check digit).

interface KycFormProps {
  query: PlayerQuery;
  /** Types the player may (still or again) submit. */
  types: KycDocType[];
}

export function KycForm({ query, types }: KycFormProps) {
  const { t } = useTranslation('kyc');
  const { t: common } = useTranslation();
  const [docType, setDocType] = useState<KycDocType>(types[0] ?? 'aadhar');
  const [name, setName] = useState('');
  const [number, setNumber] = useState('');
  const [front, setFront] = useState<string | null>(null);
  const [back, setBack] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveKyc(query);
  const type = types.includes(docType) ? docType : (types[0] ?? 'aadhar');

  /** "Invalid document details" and, when known, the check that failed. */
  const invalidText = (detail: KycDetailProblem | null | undefined) =>
    detail
      ? t('messages.invalidBecause', { reason: t(`messages.invalidReasons.${detail}`) })
      : t('messages.invalid');

  const choose = (next: KycDocType) => {
    setDocType(next);
    setNumber((current) => normaliseDocNumber(next, current));
    setProblem(null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!front || (type === 'aadhar' && !back) || !number || !name.trim()) {
      setProblem(t('messages.attach'));
      toast.error(t('messages.attach'));
      return;
    }
    const parsedName = playerNameSchema.safeParse(name);
    const detail = parsedName.success
      ? docNumberProblem(type, number)
      : parsedName.error.issues.map((issue) => kycDetailProblemOf(issue.message)).find(Boolean);
    if (!parsedName.success || detail) {
      const message = invalidText(detail);
      setProblem(message);
      toast.error(message);
      return;
    }
    setProblem(null);
    save.mutate(
      { docType: type, playerName: parsedName.data, docNumber: number, frontImg: front, backImg: back },
      {
        onSuccess: () => {
          toast.success(t('messages.updated'));
          setName('');
          setNumber('');
          setFront(null);
          setBack(null);
        },
        onError: (failure) => {
          const known = kycFailureKey(failure);
          const message = known?.detail
            ? invalidText(known.detail)
            : known
              ? t(known.key)
              : errorMessage(failure, common);
          setProblem(message);
          if (known?.tone === 'warning') toast.warning(message);
          else toast.error(message);
        },
      },
    );
  };

  return (
    <form className="kyc-card" onSubmit={submit} noValidate aria-labelledby="kyc-form-title">
      <h2 id="kyc-form-title" className="kyc-card__title">
        {t('form.title')}
      </h2>
      <fieldset className="kyc-types">
        <legend className="field__label">{t('form.docType')}</legend>
        {(['aadhar', 'pan'] as const).map((option) => (
          <label
            key={option}
            className="kyc-types__option"
            data-disabled={!types.includes(option) || undefined}
          >
            <input
              type="radio"
              name="doc_type"
              value={option}
              checked={type === option}
              disabled={!types.includes(option)}
              onChange={() => choose(option)}
            />
            <span>{t(`form.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('form.name')}
        name="player_name"
        autoComplete="name"
        maxLength={100}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <TextField
        label={t('form.number')}
        name="doc_number"
        inputMode={type === 'aadhar' ? 'numeric' : 'text'}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        // No maxLength: it would cut a pasted "1234 5678 9012" before the spaces are taken out;
        // normaliseDocNumber keeps 12 digits (aadhar) or 10 characters (pan).
        hint={t(type === 'aadhar' ? 'form.aadharHint' : 'form.panHint')}
        value={number}
        onChange={(event) => setNumber(normaliseDocNumber(type, event.target.value))}
      />
      <div className="kyc-images">
        <KycImageInput label={t('form.front')} name="front_img" value={front} onChange={setFront} />
        {type === 'aadhar' ? (
          <KycImageInput label={t('form.back')} name="back_img" value={back} onChange={setBack} />
        ) : null}
      </div>
      <p className="kyc-card__hint">{t('form.imageHint')}</p>
      {problem ? (
        <p className="kyc-card__error" role="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="lg" loading={save.isPending}>
        {t('form.submit')}
      </Button>
    </form>
  );
}
