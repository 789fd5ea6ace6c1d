import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sortHand } from '@khelo/games/call-break/cards';
import { verifyCallBreakRound } from '@khelo/games/call-break/verify';
import { RummyCardRow } from '@/components/rummy/rummy-cards';
import type { TableFairness } from '@khelo/contracts/tables';
import { seedFacts, TableHandCheck } from '../table-hand-check';

// /provably-fair's Call Break part (the hand id form is rummy-verify's): once a round is over its server
// seed is revealed; the browser checks SHA-256(server seed) against the published hash and deals the round
// again with the engine's own verifyCallBreakRound — every seat's 13 cards and the toss.

export function CallBreakRoundCheck({ fairness }: { fairness: TableFairness }) {
  const { t } = useTranslation('games');
  const seed = fairness.server_seed;
  const result = useMemo(
    () =>
      seed
        ? verifyCallBreakRound({
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
    [t('rummyVerify.table'), t('callBreak.version', { count: Number(fairness.options.rounds ?? 1) })],
    ...seedFacts(t, fairness),
    [t('rummyVerify.seats'), fairness.seats.map(seat).join(', ')],
  ];
  return (
    <TableHandCheck
      fairness={fairness}
      title={t('callBreak.round', { no: fairness.hand_no })}
      facts={facts}
      verified={result ? verified : null}
      testId="call-break-verify"
    >
      {result ? (
        <>
          <dt>{t('rummyVerify.seedHash')}</dt>
          <dd>
            <code>{result.seedHash}</code>
          </dd>
          <dt>{t('callBreak.tossDealer')}</dt>
          <dd>{seat(result.tossDealer)}</dd>
          <dt>{t('rummyVerify.deal')}</dt>
          <dd>
            <ul className="rummy-verify__seats">
              {result.hands.map((hand) => (
                <li key={hand.seat} data-testid={`call-break-seat-${hand.seat}`}>
                  <span className="rummy-verify__seat">{seat(hand.seat)}</span>
                  <RummyCardRow cards={sortHand(hand.cards)} />
                </li>
              ))}
            </ul>
          </dd>
        </>
      ) : null}
    </TableHandCheck>
  );
}
