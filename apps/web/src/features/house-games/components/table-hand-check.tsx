import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TableFairness } from '@khelo/contracts/tables';
import { VerifyChecks, VerifyFacts } from './verify-checks';

// The frame of /provably-fair's check of a table hand (rummy, Teen Patti, Call Break, Ludo): the hand's seed
// facts, a void note, then — once the seed is revealed — the verdict on the commitment and the game's own
// recomputed result under the shared checks.

/** The seed lines every table hand shows: the published hash, the server seed (once revealed), client seed, nonce. */
export function seedFacts(t: TFunction, fairness: TableFairness): [string, string][] {
  return [
    [t('verify.commitment'), fairness.server_seed_hash],
    [t('verify.serverSeed'), fairness.server_seed ?? '—'],
    [t('verify.clientSeed'), fairness.client_seed],
    [t('verify.nonce'), fairness.nonce],
  ];
}

export function TableHandCheck({
  fairness,
  title,
  facts,
  verified,
  testId,
  before,
  children,
}: {
  fairness: TableFairness;
  title: string;
  facts: [string, string][];
  /** Null while the seed is not revealed (the hand is not over). */
  verified: boolean | null;
  testId?: string;
  /** Shown between the verdict and the result (e.g. a control of what to recompute). */
  before?: ReactNode;
  /** The game's recomputed result: dt/dd pairs. */
  children: ReactNode;
}) {
  const { t } = useTranslation('games');
  return (
    <div className="rummy-verify__hand" data-testid={testId}>
      <h3>{title}</h3>
      <VerifyFacts facts={facts} className="rummy-verify__facts" />
      {fairness.hand_status === 'void' ? (
        <p role="status" className="verify__note" data-testid="rummy-void">
          {t('rummyVerify.voided')}
        </p>
      ) : null}
      {verified === null ? (
        <p role="status" className="verify__note">
          {t('rummyVerify.notRevealed')}
        </p>
      ) : (
        <>
          <p
            role="status"
            className={`rummy-verify__verdict ${verified ? 'verify__ok' : 'verify__bad'}`}
            data-testid="rummy-verdict"
          >
            {verified ? t('rummyVerify.verified') : t('rummyVerify.notVerified')}
          </p>
          {before}
          <dl className="verify__result" data-testid="verify-result">
            <VerifyChecks commitment={verified} chain={null} />
            {children}
          </dl>
        </>
      )}
    </div>
  );
}
