import { sortHand } from '@khelo/games/call-break/cards';
import { verifyCallBreakRound, type CallBreakVerifyResult } from '@khelo/games/call-break/verify';
import { groupBySuit } from '@khelo/games/rummy/cards';
import { verifyRummyHand, type RummyVerifyResult } from '@khelo/games/rummy/verify';
import { verifyTeenPattiHand, type TeenPattiVerifyResult } from '@khelo/games/teen-patti/verify';
import { commitmentOf } from '@khelo/games/fair';
import type { PokerVariant } from '@khelo/games/poker/evaluate';
import { verifyPokerDeal } from '@khelo/games/poker/verify';
import type { ReactNode } from 'react';
import { RummyCard, RummyCardRow, RummyGroups } from '@/components/rummy/rummy-cards';
import type { TableFairness } from '@khelo/contracts/tables';
import { LudoRollsCheck } from '../ludo/ludo-verify';
import { variantLabel } from '../rummy/rummy-labels';
import { TableHandCheck, type TableVerifier, type VerifiedDeal } from './table-hand-check';

// Each table game's part of /provably-fair: its engine's verify function, its heading and table line, its
// own result rows and how its dealt cards are laid out. A new game adds one entry (docs/tables.md "Adding
// the next game"); a game without one is checked as rummy.

const rummy: TableVerifier<RummyVerifyResult> = {
  seatTestId: 'rummy-seat',
  verify: verifyRummyHand,
  heading: (t, fairness) => t('rummyVerify.hand', { no: fairness.hand_no }),
  table: (t, fairness) => variantLabel(t, fairness.options),
  details: ({ t, result, seat }) => (
    <>
      <dt>{t('rummyVerify.wild')}</dt>
      <dd data-testid="rummy-wild">
        <RummyCard card={result.wildCard} wildRank={result.wildRank} />{' '}
        {result.wildCard === 'PJ'
          ? t('rummyVerify.wildAces')
          : t('rummyVerify.wildRank', { rank: result.wildRank })}
      </dd>
      <dt>{t('rummyVerify.openCard')}</dt>
      <dd data-testid="rummy-open">
        <RummyCard card={result.openCard} wildRank={result.wildRank} />
      </dd>
      <dt>{t('rummyVerify.firstSeat')}</dt>
      <dd>{seat(result.firstSeat)}</dd>
    </>
  ),
  dealt: ({ result }) =>
    result.hands.map((hand) => ({
      seat: hand.seat,
      cards: <RummyGroups groups={groupBySuit(hand.cards, result.wildRank)} wildRank={result.wildRank} />,
    })),
};

const teenPatti: TableVerifier<TeenPattiVerifyResult> = {
  testId: 'teen-patti-verify',
  seatTestId: 'teen-patti-seat',
  verify: verifyTeenPattiHand,
  heading: (t, fairness) => t('teenPatti.hand', { no: fairness.hand_no }),
  table: (t, fairness) => t('teenPatti.table', { count: fairness.seats.length }),
  details: ({ t, result, seat }) => (
    <>
      <dt>{t('teenPatti.firstSeat')}</dt>
      <dd>{seat(result.firstSeat)}</dd>
    </>
  ),
  dealLabel: 'teenPatti.deal',
  dealt: ({ t, result }) =>
    result.hands.map((hand) => ({
      seat: hand.seat,
      note: t(`teenPatti.categories.${hand.category}`),
      cards: <RummyCardRow cards={hand.cards} />,
    })),
};

const callBreak: TableVerifier<CallBreakVerifyResult> = {
  testId: 'call-break-verify',
  seatTestId: 'call-break-seat',
  verify: verifyCallBreakRound,
  heading: (t, fairness) => t('callBreak.round', { no: fairness.hand_no }),
  table: (t, fairness) => t('callBreak.version', { count: Number(fairness.options.rounds ?? 1) }),
  details: ({ t, result, seat }) => (
    <>
      <dt>{t('callBreak.tossDealer')}</dt>
      <dd>{seat(result.tossDealer)}</dd>
    </>
  ),
  dealt: ({ result }) =>
    result.hands.map((hand) => ({ seat: hand.seat, cards: <RummyCardRow cards={sortHand(hand.cards)} /> })),
};

type PokerDeal = ReturnType<typeof verifyPokerDeal> & VerifiedDeal & { button: number };
const pokerVariant = (fairness: TableFairness) =>
  (typeof fairness.options.variant === 'string' ? fairness.options.variant : 'holdem') as PokerVariant;

const poker: TableVerifier<PokerDeal> = {
  testId: 'poker-verify',
  seatTestId: 'poker-seat',
  // The button is revealed with the seed once the hand is over; the deal goes round from its left.
  verify: (input, fairness) => {
    const button = fairness.button ?? null;
    if (button === null) return null;
    const fair = { serverSeed: input.serverSeed, clientSeed: input.clientSeed, nonce: input.nonce };
    const deal = verifyPokerDeal(fair, input.seats, button, pokerVariant(fairness));
    const seedHash = commitmentOf(input.serverSeed);
    return {
      ...deal,
      button,
      seedHash,
      commitmentMatches: seedHash === input.commitment.trim().toLowerCase(),
    };
  },
  heading: (t, fairness) => t('poker.hand', { no: fairness.hand_no }),
  table: (t, fairness) => t(`poker.${pokerVariant(fairness)}`),
  details: ({ t, result, seat }) => (
    <>
      <dt>{t('poker.button')}</dt>
      <dd>{seat(result.button)}</dd>
    </>
  ),
  dealLabel: 'poker.deal',
  dealt: ({ result }) =>
    Object.keys(result.holes).map((key) => ({
      seat: Number(key),
      cards: <RummyCardRow cards={result.holes[Number(key)] ?? []} />,
    })),
  after: ({ t, result }) => (
    <li data-testid="poker-board">
      <span className="rummy-verify__seat">{t('poker.board')}</span>
      <RummyCardRow cards={result.board} />
    </li>
  ),
};

type Check = (fairness: TableFairness) => ReactNode;

function check<Result extends VerifiedDeal>(verifier: TableVerifier<Result>): Check {
  return function GameHandCheck(fairness) {
    return <TableHandCheck fairness={fairness} verifier={verifier} />;
  };
}

/** By table game id (`TableFairness.game`): one line a game. */
const CHECKS: Record<string, Check> = {
  rummy: check(rummy),
  'teen-patti': check(teenPatti),
  'call-break': check(callBreak),
  poker: check(poker),
  // Ludo has rolls, not a deal: its own check (how many rolls to recompute comes with the history link).
  ludo: (fairness) => <LudoRollsCheck fairness={fairness} />,
};

/** The check of a loaded hand, by its game. */
export function TableHandVerify({ fairness }: { fairness: TableFairness }) {
  return (CHECKS[fairness.game] ?? CHECKS.rummy!)(fairness);
}
