import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyTeenPattiHand } from '@khelo/games/teen-patti/verify';
import { RummyCardRow } from '@/components/rummy/rummy-cards';
import type { TableFairness } from '@khelo/contracts/tables';
import { seedFacts, TableHandCheck } from '../table-hand-check';

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
  const facts: [string, string][] = [
    [t('rummyVerify.table'), t('teenPatti.table', { count: fairness.seats.length })],
    ...seedFacts(t, fairness),
    [t('rummyVerify.seats'), fairness.seats.map(seat).join(', ')],
  ];
  return (
    <TableHandCheck
      fairness={fairness}
      title={t('teenPatti.hand', { no: fairness.hand_no })}
      facts={facts}
      verified={result ? verified : null}
      testId="teen-patti-verify"
    >
      {result ? (
        <>
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
        </>
      ) : null}
    </TableHandCheck>
  );
}
