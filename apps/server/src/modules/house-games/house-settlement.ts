import { CRASH_GAME_CODE, ZOO_ROULETTE_GAME_CODE } from '@khelo/contracts/house-games';
import { colorPayout, isColorSelection } from '@khelo/games/color';
import { crashPayout } from '@khelo/games/crash';
import { decodeZooSlip, zooSlipReturn } from '@khelo/games/zoo-roulette';
import type { BetRow, HouseGamesRepository, RoundRow } from './house-games.repository';
import { eachLimited, WALLET_CONCURRENCY, type SettleWallet } from './house-round-kit';

// The settlement of a shared round's bets, for every house game with shared rounds (crash, color, the
// card tables, roulette; docs/house-games.md "Scheduler and recovery"). The round is closed first, by a
// conditional state change, and only then are its bets read: a bet opens only while its round is open
// (repository.openBet reads the round row FOR SHARE), so no bet can open after the read and stay open in
// a settled round. Each bet moves by a conditional transition, so running any of this twice for a round
// settles no bet twice; the sweep closes what a settlement interrupted half-way left behind.

/** What a bet of a closed round is paid by its committed outcome (0: lost). */
export type BetPayout = (
  round: RoundRow,
  bet: BetRow,
) => { payout: number; cashoutMultiplier: number | null };

/** Crash (auto cash-outs the flight reached; manual ones are paid when they happen), color and Zoo Roulette. */
export const crashOrColorPayout: BetPayout = (round, bet) => {
  if (round.gameCode === CRASH_GAME_CODE)
    return bet.autoCashout !== null && bet.autoCashout <= round.outcome
      ? { payout: crashPayout(bet.stakePaise, bet.autoCashout), cashoutMultiplier: bet.autoCashout }
      : { payout: 0, cashoutMultiplier: null };
  // Zoo Roulette: the bet is the slip of the player's chips on one spin.
  if (round.gameCode === ZOO_ROULETTE_GAME_CODE)
    return { payout: zooSlipReturn(decodeZooSlip(bet.selection), round.outcome), cashoutMultiplier: null };
  return {
    payout: isColorSelection(bet.selection) ? colorPayout(bet.stakePaise, bet.selection, round.outcome) : 0,
    cashoutMultiplier: null,
  };
};

export function createRoundSettlement(deps: {
  repository: Pick<
    HouseGamesRepository,
    'roundBets' | 'loseMany' | 'transition' | 'setRoundState' | 'strandedBets'
  >;
  settleWallet: SettleWallet;
  payoutOf: BetPayout;
}) {
  const { repository, settleWallet, payoutOf } = deps;
  // Closing calls of many bets: in groups where the settler has them (ADR 037), else one by one.
  const settleAll = async (bets: BetRow[], roundNo: string) =>
    settleWallet.many
      ? void (await settleWallet.many(bets, roundNo))
      : eachLimited(bets, WALLET_CONCURRENCY, async (bet) => void (await settleWallet(bet, roundNo)));

  /** Settles the bets of a closed round by its committed outcome; bets already final are left alone. */
  async function settleBets(round: RoundRow): Promise<void> {
    const bets = await repository.roundBets(round.id);
    // Most bets of a round lose: they close in one statement; wins and refunds one by one.
    const open = bets.filter((bet) => bet.status === 'open');
    const losing = new Set(open.filter((bet) => payoutOf(round, bet).payout === 0).map((bet) => bet.id));
    const lost = await repository.loseMany([...losing]);
    const closing = bets.filter((bet) => !losing.has(bet.id));
    const settled: BetRow[] = [...lost];
    await eachLimited(closing, WALLET_CONCURRENCY, async (bet) => {
      let closed: BetRow | null = null;
      if (bet.status === 'placing') {
        closed = await repository.transition(bet.id, ['placing'], 'refunded');
      } else if (bet.status === 'open') {
        const { payout, cashoutMultiplier } = payoutOf(round, bet);
        closed = await repository.transition(bet.id, ['open'], 'won', {
          payoutPaise: payout,
          cashoutMultiplier,
        });
      }
      if (closed) settled.push(closed);
    });
    await settleAll(settled, round.roundNo);
  }

  /** Refunds the bets of a void round still open or in flight. */
  async function refundBets(round: RoundRow): Promise<void> {
    const bets = await repository.roundBets(round.id);
    await eachLimited(bets, WALLET_CONCURRENCY, async (bet) => {
      const refunded = await repository.transition(bet.id, ['placing', 'open'], 'refunded');
      if (refunded) await settleWallet(refunded, round.roundNo);
    });
  }

  return {
    settleBets,
    refundBets,

    /**
     * Closes the round (`betting`/`running` → `settled`), runs `afterClose` (e.g. the card tables' shoe),
     * then settles every bet of it. Answers whether this call closed it (then the caller announces it).
     */
    async closeAndSettle(round: RoundRow, afterClose?: () => Promise<void>): Promise<boolean> {
      const closed = await repository.setRoundState(round.id, ['betting', 'running'], 'settled');
      await afterClose?.();
      await settleBets(round);
      return closed;
    },

    /** Closes the round as void, then refunds every bet of it still open or in flight. */
    async closeAndVoid(round: RoundRow): Promise<boolean> {
      const closed = await repository.setRoundState(round.id, ['betting', 'running'], 'void');
      await refundBets(round);
      return closed;
    },

    /** Settles or refunds the bets left `placing`/`open` in settled or void rounds; answers how many rounds. */
    async sweep(gameCode: string): Promise<number> {
      const rounds = new Map<number, RoundRow>();
      for (const { round } of await repository.strandedBets(gameCode)) rounds.set(round.id, round);
      for (const round of rounds.values())
        await (round.state === 'void' ? refundBets(round) : settleBets(round));
      return rounds.size;
    },
  };
}

export type RoundSettlement = ReturnType<typeof createRoundSettlement>;
