import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { commitmentOf } from '@khelo/games/fair';
import type { PokerVariant } from '@khelo/games/poker/evaluate';
import { verifyPokerDeal } from '@khelo/games/poker/verify';
import { RummyCardRow } from '@/components/rummy/rummy-cards';
import type { TableFairness } from '@khelo/contracts/tables';
import { VerifyChecks } from '../verify-checks';
import { FactList, tableHandFacts } from '../table-hand-facts';

// /provably-fair's poker part (the hand id form is rummy-verify's): once a hand is over its server seed and
// button are revealed; the browser checks SHA-256(server seed) against the hash published before the deal
// and deals the hand again with the engine's verifyPokerDeal — every seat's hole cards and the board.

export function PokerHandCheck({ fairness }: { fairness: TableFairness }) {
  const { t } = useTranslation('games');
  const seed = fairness.server_seed;
  const option = fairness.options.variant;
  const variant = (typeof option === 'string' ? option : 'holdem') as PokerVariant;
  const button = fairness.button ?? null;
  const result = useMemo(() => {
    if (!seed || button === null) return null;
    const deal = verifyPokerDeal(
      { serverSeed: seed, clientSeed: fairness.client_seed, nonce: fairness.nonce },
      fairness.seats,
      button,
      variant,
    );
    const seedHash = commitmentOf(seed);
    return { ...deal, seedHash, matches: seedHash === fairness.server_seed_hash.trim().toLowerCase() };
  }, [seed, button, variant, fairness]);
  const seat = (number: number) => t('rummyVerify.seat', { seat: number + 1 });
  const facts = tableHandFacts(t, fairness, t(`poker.${variant}`));
  return (
    <div className="rummy-verify__hand" data-testid="poker-verify">
      <h3>{t('poker.hand', { no: fairness.hand_no })}</h3>
      <FactList facts={facts} className="verify__result rummy-verify__facts" />
      {!result ? (
        <p role="status" className="verify__note">
          {t(fairness.hand_status === 'void' ? 'rummyVerify.voided' : 'rummyVerify.notRevealed')}
        </p>
      ) : (
        <>
          <p
            role="status"
            className={`rummy-verify__verdict ${result.matches ? 'verify__ok' : 'verify__bad'}`}
            data-testid="rummy-verdict"
          >
            {result.matches ? t('rummyVerify.verified') : t('rummyVerify.notVerified')}
          </p>
          <dl className="verify__result" data-testid="verify-result">
            <VerifyChecks commitment={result.matches} chain={null} />
            <dt>{t('rummyVerify.seedHash')}</dt>
            <dd>
              <code>{result.seedHash}</code>
            </dd>
            <dt>{t('poker.button')}</dt>
            <dd>{seat(button!)}</dd>
            <dt>{t('poker.deal')}</dt>
            <dd>
              <ul className="rummy-verify__seats">
                {fairness.seats.map((number) => (
                  <li key={number} data-testid={`poker-seat-${number}`}>
                    <span className="rummy-verify__seat">{seat(number)}</span>
                    <RummyCardRow cards={result.holes[number] ?? []} />
                  </li>
                ))}
                <li data-testid="poker-board">
                  <span className="rummy-verify__seat">{t('poker.board')}</span>
                  <RummyCardRow cards={result.board} />
                </li>
              </ul>
            </dd>
          </dl>
        </>
      )}
    </div>
  );
}
