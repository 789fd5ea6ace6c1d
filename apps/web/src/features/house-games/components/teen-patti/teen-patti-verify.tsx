import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyTeenPattiHand } from '@khelo/games/teen-patti/verify';
import { RummyCardRow } from '@/components/rummy/rummy-cards';
import type { TableFairness } from '@khelo/contracts/tables';
import { VerifyChecks } from '../verify-checks';
import { FactList, tableHandFacts } from '../table-hand-facts';

// /provably-fair's Teen Patti part (the hand id form is rummy-verify's): once a hand is over its server seed
// is revealed; the browser checks SHA-256(server seed) against the published hash and deals the hand again
// with the engine's own verifyTeenPattiHand — every seat's three cards and who acted first.

export function TeenPattiHandCheck({ fairness }: { fairness: TableFairness }) {
  const { t } = useTranslation('games');
  const seed = fairness.server_seed;
  const result = useMemo(
    () =>
      seed
        ? verifyTeenPattiHand({
            serverSeed: seed,
            clientSeed: fairness.client_seed,
            nonce: fairness.nonce,
            seats: fairness.seats,
            commitment: fairness.server_seed_hash,
          })
        : null,
    [seed, fairness],
  );
  const verified = result?.commitmentMatches === true;
  const seat = (number: number) => t('rummyVerify.seat', { seat: number + 1 });
  const facts = tableHandFacts(t, fairness, t('teenPatti.table', { count: fairness.seats.length }));
  return (
    <div className="rummy-verify__hand" data-testid="teen-patti-verify">
      <h3>{t('teenPatti.hand', { no: fairness.hand_no })}</h3>
      <FactList facts={facts} className="verify__result rummy-verify__facts" />
      {fairness.hand_status === 'void' ? (
        <p role="status" className="verify__note">
          {t('rummyVerify.voided')}
        </p>
      ) : null}
      {!result ? (
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
          <dl className="verify__result" data-testid="verify-result">
            <VerifyChecks commitment={verified} chain={null} />
            <dt>{t('rummyVerify.seedHash')}</dt>
            <dd>
              <code>{result.seedHash}</code>
            </dd>
            <dt>{t('teenPatti.firstSeat')}</dt>
            <dd>{seat(result.firstSeat)}</dd>
            <dt>{t('teenPatti.deal')}</dt>
            <dd>
              <ul className="rummy-verify__seats">
                {result.hands.map((hand) => (
                  <li key={hand.seat} data-testid={`teen-patti-seat-${hand.seat}`}>
                    <span className="rummy-verify__seat">
                      {seat(hand.seat)} · {t(`teenPatti.categories.${hand.category}`)}
                    </span>
                    <RummyCardRow cards={hand.cards} />
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
        </>
      )}
    </div>
  );
}
