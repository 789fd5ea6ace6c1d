import { CRASH_GAME_CODE, HOUSE_MESSAGES } from '@khelo/contracts/house-games';
import { crashPayout, multiplierAt } from '@khelo/games/crash';
import type { ResolvedLaunch } from '../game-launch/game-launch.service';
import type { BetRow, HouseGamesRepository, RoundRow } from './house-games.repository';
import { createGroupCommit } from '../../lib/group-commit';
import type { Refusal } from './house-round-kit';

// Manual crash cash-outs, written in groups (ADR 041) as the bets are (house-bet-batch.ts): the cash-outs
// that arrive while a group is in flight read their bets in one statement, move to won in one statement,
// each at the multiplier of its own time of record, and are credited in one signed credit-batch call. Each
// caller still waits for its group's commit, and gets the answer a cash-out alone would get: a cash-out
// refused (late, not the player's bet, the same bet twice) takes nothing from the others.

export interface CashoutRequest {
  launch: ResolvedLaunch;
  betId: string;
  /** The cash-out's time of record (ADR 030). */
  at: Date;
}

export type CashoutAnswer = { ok: true; bet: BetRow; balance: number | null } | Refusal;

const NOT_FOUND: Refusal = { ok: false, statusCode: 404, message: HOUSE_MESSAGES.notFound };
const TOO_LATE: Refusal = { ok: false, statusCode: 409, message: HOUSE_MESSAGES.tooLate };

export interface CashoutGroupDeps {
  repository: Pick<HouseGamesRepository, 'bets' | 'cashOutMany'>;
  /** A round by id (the scheduler's open round without a read). */
  roundOf: (id: number) => Promise<RoundRow | null>;
  /** The closing credits of won bets in one call; the balance after each the wallet confirmed. */
  credit: (bets: BetRow[], roundNo: string) => Promise<Map<string, number>>;
  growthPerSecond: number;
  /** The cash-outs a group made, for the room. */
  cashedOut: (bets: BetRow[]) => void;
  inFlight: number;
}

export function createCashoutGroups(
  deps: CashoutGroupDeps,
): (request: CashoutRequest) => Promise<CashoutAnswer> {
  async function cashOut(requests: CashoutRequest[]): Promise<CashoutAnswer[]> {
    const answers = new Array<CashoutAnswer>(requests.length).fill(TOO_LATE);
    const bets = new Map(
      (await deps.repository.bets([...new Set(requests.map((request) => request.betId))])).map((bet) => [
        bet.id,
        bet,
      ]),
    );
    const rounds = new Map<number, RoundRow | null>();
    for (const roundId of new Set([...bets.values()].map((bet) => bet.roundId)))
      rounds.set(roundId, await deps.roundOf(roundId));

    // The time of record decides: at or after the crash instant the cash-out is refused. A bet the
    // settlement closed already is refused by the conditional update (a round is marked settled before its
    // bets are, so one still open is paid if the cash-out came in time).
    const wins: { id: string; multiplier: number; payout: number }[] = [];
    const owner = new Map<string, number>();
    requests.forEach((request, index) => {
      const bet = bets.get(request.betId);
      if (!bet || bet.playerId !== request.launch.playerId || bet.gameCode !== CRASH_GAME_CODE) {
        answers[index] = NOT_FOUND;
        return;
      }
      const round = rounds.get(bet.roundId);
      const { at } = request;
      if (!round || round.state === 'void' || at < round.startsAt || at >= round.endsAt) return;
      if (owner.has(bet.id)) return; // the same bet twice: the first one of the group cashes it out
      const multiplier = Math.min(
        multiplierAt(at.getTime() - round.startsAt.getTime(), deps.growthPerSecond),
        round.outcome,
      );
      wins.push({ id: bet.id, multiplier, payout: crashPayout(bet.stakePaise, multiplier) });
      owner.set(bet.id, index);
    });

    const won = await deps.repository.cashOutMany(wins);
    const byRound = new Map<number, BetRow[]>();
    for (const bet of won) byRound.set(bet.roundId, [...(byRound.get(bet.roundId) ?? []), bet]);
    for (const [roundId, rows] of byRound) {
      const balances = await deps.credit(rows, rounds.get(roundId)!.roundNo);
      for (const bet of rows)
        answers[owner.get(bet.id)!] = { ok: true, bet, balance: balances.get(bet.id) ?? null };
    }
    deps.cashedOut(won);
    return answers;
  }

  return createGroupCommit(cashOut, { maxBatch: 1000, inFlight: deps.inFlight });
}
