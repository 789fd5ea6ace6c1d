import { CRASH_GAME_CODE, ZOO_ROULETTE_GAME_CODE } from '@khelo/contracts/house-games';
import { colorPayout, isColorSelection } from '@khelo/games/color';
import { crashPayout } from '@khelo/games/crash';
import { decodeZooSlip, zooSlipReturn } from '@khelo/games/zoo-roulette';
import type { BetRow, HouseGamesRepository, RoundRow } from './house-games.repository';
import { eachLimited, WALLET_CONCURRENCY } from './house-round-kit';

// The closing of a crash, color or zoo roulette round's bets, once the round itself is closed (settled or void): the
// settlement, the void and the sweep of bets a settlement left behind (house-games.service.ts) share it.
// Each bet moves by a conditional transition, so running it twice for a round settles no bet twice.

export function createRoundSettlement(deps: {
  repository: Pick<HouseGamesRepository, 'roundBets' | 'loseMany' | 'transition'>;
  settleWallet: (bet: BetRow, roundNo: string) => Promise<number | null>;
}) {
  const { repository, settleWallet } = deps;

  /** Settles the bets of a closed round by its committed outcome; bets already final are left alone. */
  async function settleBets(round: RoundRow): Promise<void> {
    const bets = await repository.roundBets(round.id);
    const payoutOf = (bet: BetRow): { payout: number; cashoutMultiplier: number | null } => {
      if (round.gameCode === CRASH_GAME_CODE)
        return bet.autoCashout !== null && bet.autoCashout <= round.outcome
          ? { payout: crashPayout(bet.stakePaise, bet.autoCashout), cashoutMultiplier: bet.autoCashout }
          : { payout: 0, cashoutMultiplier: null };
      // Zoo roulette: the bet is the slip of the player's chips on one spin.
      if (round.gameCode === ZOO_ROULETTE_GAME_CODE)
        return {
          payout: zooSlipReturn(decodeZooSlip(bet.selection), round.outcome),
          cashoutMultiplier: null,
        };
      return {
        payout: isColorSelection(bet.selection)
          ? colorPayout(bet.stakePaise, bet.selection, round.outcome)
          : 0,
        cashoutMultiplier: null,
      };
    };
    // Most bets of a round lose: they close in one statement; wins and refunds one by one.
    const open = bets.filter((bet) => bet.status === 'open');
    const losing = new Set(open.filter((bet) => payoutOf(bet).payout === 0).map((bet) => bet.id));
    const lost = await repository.loseMany([...losing]);
    const closing = bets.filter((bet) => !losing.has(bet.id));
    await eachLimited<{ bet: BetRow; closed: boolean }>(
      [...lost.map((bet) => ({ bet, closed: true })), ...closing.map((bet) => ({ bet, closed: false }))],
      WALLET_CONCURRENCY,
      async ({ bet, closed }) => {
        let settled: BetRow | null = closed ? bet : null;
        if (!closed && bet.status === 'placing') {
          settled = await repository.transition(bet.id, ['placing'], 'refunded');
        } else if (!closed && bet.status === 'open') {
          const { payout, cashoutMultiplier } = payoutOf(bet);
          settled = await repository.transition(bet.id, ['open'], 'won', {
            payoutPaise: payout,
            cashoutMultiplier,
          });
        }
        if (settled) await settleWallet(settled, round.roundNo);
      },
    );
  }

  /** Refunds the bets of a void round still open or in flight. */
  async function refundBets(round: RoundRow): Promise<void> {
    const bets = await repository.roundBets(round.id);
    await eachLimited(bets, WALLET_CONCURRENCY, async (bet) => {
      const refunded = await repository.transition(bet.id, ['placing', 'open'], 'refunded');
      if (refunded) await settleWallet(refunded, round.roundNo);
    });
  }

  return { settleBets, refundBets };
}
