import { randomUUID } from 'node:crypto';
import { HOUSE_MESSAGES, type HouseGameCode } from '@khelo/contracts/house-games';
import type { ResolvedLaunch } from '../game-launch/game-launch.service';
import type { BetRow, HouseGamesRepository, NewBet, RoundRow } from './house-games.repository';
import type { HouseWallet } from './house-wallet';
import { createGroupCommit, type Linger } from '../../lib/group-commit';
import { debitRefusal, debitUnknown, refundUnknownDebit, type Refusal } from './house-round-kit';

// The house games' bets, written in groups (ADR 037): the bets that arrive while a group is in flight are
// inserted in one statement, debited in one signed wallet-api debit-batch call (one ledger statement and
// commit), opened in one statement and announced in one event per game. Each bet's answer, its rules and
// its refunds are those of a bet placed alone (docs/house-games.md).

export interface BetRequest {
  launch: ResolvedLaunch;
  token: string;
  gameCode: HouseGameCode;
  slot: number;
  selection: string;
  paise: number;
  autoCashout: number | null;
  /** The bet's time of record (ADR 030). */
  at: Date;
}

export type BetAnswer = { ok: true; bet: BetRow; balance: number } | Refusal;

/**
 * The most bets one group writes — a whole 1,000-player burst's two slots in one or two groups (the wallet
 * call sends them 500 a call) — and groups at once on PostgreSQL; PGlite has one connection, where a second
 * group only interleaves its statements with the first's (ADR 041). A bet that finds no group being written
 * waits 3 ms for the rest of its burst, which the server reads over several turns (ADR 048) — unless the
 * groups linger (PGlite), which already gathers a burst and measured no gain from the wait.
 */
export const BET_GROUPS = { maxBatch: 1000, inFlight: 2, idleWaitMs: 3 };

const CLOSED: Refusal = { ok: false, statusCode: 409, message: HOUSE_MESSAGES.bettingClosed };
const SLOT_TAKEN: Refusal = { ok: false, statusCode: 409, message: HOUSE_MESSAGES.slotTaken };

export interface BetGroupDeps {
  repository: HouseGamesRepository;
  wallet: HouseWallet;
  settleWallet: (bet: BetRow, roundNo: string) => Promise<number | null>;
  /** The bets a group opened, to announce. */
  opened: (bets: BetRow[]) => void;
  /** The round of a game open for a bet received at `at` (the scheduler's open round without a read). */
  currentRound: (gameCode: string, at: Date) => Promise<RoundRow | null>;
  /** Groups at once (BET_GROUPS.inFlight; 1 on PGlite). */
  inFlight?: number;
  /** How a small group waits for more after the last (PGLITE_BET_LINGER on PGlite). */
  linger?: Linger;
}

/**
 * PGlite runs its statements on the server's one thread, between which a burst's bets are parsed two or so
 * at a time: a group that waits 20 ms for a dozen more pays its fixed cost once for them (ADR 041).
 */
export const PGLITE_BET_LINGER: Linger = { ms: 20, below: 16 };

export function createBetGroups(deps: BetGroupDeps): (request: BetRequest) => Promise<BetAnswer> {
  const { repository, wallet, settleWallet } = deps;

  async function place(requests: BetRequest[]): Promise<BetAnswer[]> {
    const answers = new Array<BetAnswer>(requests.length);
    const rounds = new Map<string, RoundRow | null>();
    for (const code of new Set(requests.map((request) => request.gameCode))) {
      const latest = Math.max(...requests.filter((r) => r.gameCode === code).map((r) => r.at.getTime()));
      rounds.set(code, await deps.currentRound(code, new Date(latest)));
    }

    // The window is judged at each bet's arrival (ADR 030), against the round open when the group runs.
    const rows: (NewBet & { id: string })[] = [];
    const owners: { index: number; round: RoundRow }[] = [];
    requests.forEach((request, index) => {
      const round = rounds.get(request.gameCode);
      if (!round || request.at >= round.bettingClosesAt) {
        answers[index] = CLOSED;
        return;
      }
      rows.push({
        id: randomUUID(),
        roundId: round.id,
        gameCode: request.gameCode,
        playerId: request.launch.playerId,
        operatorId: request.launch.operatorId,
        launchToken: request.token,
        mode: request.launch.mode,
        slot: request.slot,
        selection: request.selection,
        stakePaise: request.paise,
        autoCashout: request.autoCashout,
      });
      owners.push({ index, round });
    });
    const inserted = new Map((await repository.insertBets(rows)).map((bet) => [bet.id, bet]));
    const placed: { index: number; round: RoundRow; bet: BetRow }[] = [];
    rows.forEach((row, at) => {
      const bet = inserted.get(row.id);
      if (bet) placed.push({ ...owners[at]!, bet });
      else answers[owners[at]!.index] = SLOT_TAKEN;
    });

    const money = await wallet.debitMany(
      placed.map(({ bet, round }) => ({
        id: bet.id,
        token: bet.launchToken,
        gameCode: bet.gameCode,
        roundNo: round.roundNo,
        paise: bet.stakePaise,
      })),
    );
    const debited: ((typeof placed)[number] & { balance: number })[] = [];
    const refused: string[] = [];
    const unknown: Promise<void>[] = [];
    placed.forEach((item, at) => {
      const answer = money[at]!;
      if (answer.ok) debited.push({ ...item, balance: answer.balance });
      else if (debitUnknown(answer))
        unknown.push(
          refundUnknownDebit(repository, settleWallet, item.bet.id, item.round.roundNo).then((busy) => {
            answers[item.index] = busy;
          }),
        );
      else {
        refused.push(item.bet.id);
        answers[item.index] = debitRefusal(answer, CLOSED);
      }
    });
    await Promise.all([...unknown, repository.rejectBets(refused)]);

    const opened = new Set(await repository.openBets(debited.map((item) => item.bet.id)));
    const openedBets: BetRow[] = [];
    await Promise.all(
      debited.map(async (item) => {
        if (opened.has(item.bet.id)) {
          const bet: BetRow = { ...item.bet, status: 'open' };
          openedBets.push(bet);
          answers[item.index] = { ok: true, bet, balance: item.balance };
          return;
        }
        // The round closed while the debit was in flight: whoever moves the bet out of `placing` refunds it
        // (the settlement if it saw the bet, else this group).
        const refunded = await repository.transition(item.bet.id, ['placing'], 'refunded');
        if (refunded) await settleWallet(refunded, item.round.roundNo);
        answers[item.index] = CLOSED;
      }),
    );
    if (openedBets.length > 0) deps.opened(openedBets);
    return answers;
  }

  return createGroupCommit(place, {
    ...BET_GROUPS,
    inFlight: deps.inFlight ?? BET_GROUPS.inFlight,
    ...(deps.linger ? { linger: deps.linger, idleWaitMs: 0 } : {}),
  });
}
