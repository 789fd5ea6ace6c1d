import { useTranslation } from 'react-i18next';

// The lines every verification shows: the published hash and the chain checks, and whether the outcome
// recomputed in the browser is the game's.

/** The commitment check, and the chain check when it was made (null: not checked). */
export function VerifyChecks({ commitment, chain }: { commitment: boolean; chain: boolean | null }) {
  const { t } = useTranslation('games');
  const check = (ok: boolean) => (
    <dd className={ok ? 'verify__ok' : 'verify__bad'}>{ok ? t('verify.matches') : t('verify.differs')}</dd>
  );
  return (
    <>
      <dt>{t('verify.commitmentCheck')}</dt>
      {check(commitment)}
      {chain !== null && (
        <>
          <dt>{t('verify.chainCheck')}</dt>
          {check(chain)}
        </>
      )}
    </>
  );
}

/** "Yes, the same as in the game" / "No, …"; nothing when unknown. */
export function SameAsGame({ same }: { same: boolean | null }) {
  const { t } = useTranslation('games');
  if (same === null) return null;
  return (
    <span className={same ? 'verify__ok' : 'verify__bad'}>
      {' '}
      {same ? t('verify.sameAsGame') : t('verify.notSameAsGame')}
    </span>
  );
}

/** Labelled values of a verification (seeds, hashes, nonce…), each in code type. */
export function VerifyFacts({ facts, className = '' }: { facts: [string, string][]; className?: string }) {
  return (
    <dl className={`verify__result ${className}`.trim()}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>
            <code>{value}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
