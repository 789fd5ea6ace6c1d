import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TableFairness } from '@khelo/contracts/tables';
import { VerifyChecks, VerifyFacts } from '../verify-checks';

// /provably-fair's check of one table hand, for every table game: the hand's facts (table, commitment, seeds,
// seats), then — once the hand is over and its server seed revealed — SHA-256(server seed) against the
// published hash, and the deal rebuilt in the browser by the game's own verify function (packages/games),
// every seat's cards. A game plugs in a TableVerifier (table-verifiers.tsx; docs/tables.md "Adding the next
// game"); the shell, texts and test ids are the same for all.

/** What every game's verify function answers (packages/games/src/<game>/verify.ts). */
export interface VerifiedDeal {
  seedHash: string;
  commitmentMatches: boolean | null;
}

/** The input of every game's verify function. */
export interface DealInput {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  seats: number[];
  commitment: string;
}

/** One seat's line of the rebuilt deal. */
export interface DealtSeat {
  seat: number;
  /** After the seat's name: "Seat 2 · Trail". */
  note?: string;
  cards: ReactNode;
}

export interface TableVerifierContext<Result> {
  t: TFunction<'games'>;
  result: Result;
  /** "Seat 3" for seat number 2. */
  seat: (seat: number) => string;
}

export interface TableVerifier<Result extends VerifiedDeal = VerifiedDeal> {
  /** The part's data-testid; its seats are `<seatTestId>-<seat>`. */
  testId?: string;
  seatTestId: string;
  /**
   * Deals the hand again from its seeds: the engine's own verify function. Null when the revealed facts
   * are not all there yet (poker's button comes with the seed).
   */
  verify(input: DealInput, fairness: TableFairness): Result | null;
  /** The heading: "Hand 3", "Round 2". */
  heading(t: TFunction<'games'>, fairness: TableFairness): string;
  /** The table line of the facts: the variant or version. */
  table(t: TFunction<'games'>, fairness: TableFairness): string;
  /** The game's own rows (dt/dd pairs) between the seed hash and the deal: wild joker, first seat, toss. */
  details(context: TableVerifierContext<Result>): ReactNode;
  /** The deal's label key (games namespace); default `rummyVerify.deal`. */
  dealLabel?: string;
  /** Every seat's cards as the game lays them out (one row, groups, sorted by suit). */
  dealt?(context: TableVerifierContext<Result>): DealtSeat[];
  /** The dealt part as one block instead of seat lines: Ludo's rolls, in the order the game made them. */
  dealtBlock?(context: TableVerifierContext<Result>): ReactNode;
  /** A control between the verdict and the result: what to recompute (Ludo's number of rolls). */
  before?: ReactNode;
  /** Lines after the seats' (poker's board). */
  after?(context: TableVerifierContext<Result>): ReactNode;
}

export function TableHandCheck<Result extends VerifiedDeal>({
  fairness,
  verifier,
}: {
  fairness: TableFairness;
  verifier: TableVerifier<Result>;
}) {
  const { t } = useTranslation('games');
  const seed = fairness.server_seed;
  const result = useMemo(
    () =>
      seed
        ? verifier.verify(
            {
              serverSeed: seed,
              clientSeed: fairness.client_seed,
              nonce: fairness.nonce,
              seats: fairness.seats,
              commitment: fairness.server_seed_hash,
            },
            fairness,
          )
        : null,
    [seed, fairness, verifier],
  );
  const verified = result?.commitmentMatches === true;
  const seat = (number: number) => t('rummyVerify.seat', { seat: number + 1 });
  const facts: [string, string][] = [
    [t('rummyVerify.table'), verifier.table(t, fairness)],
    [t('verify.commitment'), fairness.server_seed_hash],
    [t('verify.serverSeed'), seed ?? '—'],
    [t('verify.clientSeed'), fairness.client_seed],
    [t('verify.nonce'), fairness.nonce],
    [t('rummyVerify.seats'), fairness.seats.map(seat).join(', ')],
  ];
  const context = result ? { t, result, seat } : null;

  return (
    <div className="rummy-verify__hand" data-testid={verifier.testId}>
      <h3>{verifier.heading(t, fairness)}</h3>
      <VerifyFacts facts={facts} className="rummy-verify__facts" />
      {fairness.hand_status === 'void' ? (
        <p role="status" className="verify__note" data-testid="rummy-void">
          {t('rummyVerify.voided')}
        </p>
      ) : null}
      {!context ? (
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
          {verifier.before}
          <dl className="verify__result" data-testid="verify-result">
            <VerifyChecks commitment={verified} chain={null} />
            <dt>{t('rummyVerify.seedHash')}</dt>
            <dd>
              <code>{context.result.seedHash}</code>
            </dd>
            {verifier.details(context)}
            <dt>{t(verifier.dealLabel ?? 'rummyVerify.deal')}</dt>
            <dd>
              {verifier.dealtBlock?.(context)}
              {verifier.dealt ? (
                <ul className="rummy-verify__seats">
                  {verifier.dealt(context).map((hand) => (
                    <li key={hand.seat} data-testid={`${verifier.seatTestId}-${hand.seat}`}>
                      <span className="rummy-verify__seat">
                        {seat(hand.seat)}
                        {hand.note ? ` · ${hand.note}` : null}
                      </span>
                      {hand.cards}
                    </li>
                  ))}
                  {verifier.after?.(context)}
                </ul>
              ) : null}
            </dd>
          </dl>
        </>
      )}
    </div>
  );
}
