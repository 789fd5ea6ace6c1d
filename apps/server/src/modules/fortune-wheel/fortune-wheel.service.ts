import { randomBytes } from 'node:crypto';
import { paiseToRupees } from '@khelo/contracts/money';
import { sha256Hex } from '@khelo/games/sha256';
import { drawAudience, drawStage, puzzleProblem, STARTER_PUZZLES } from '@khelo/games/fortune-wheel/index';
import type { BonusService } from '../bonus/bonus.service';
import type { LedgerService } from '../wallet/ledger.service';
import type { FortuneWheelSettings } from './fortune-wheel.config';
import type {
  FortuneWheelRepository,
  NewPrize,
  PuzzleRow,
  ShowPicks,
  ShowRow,
  Tx,
} from './fortune-wheel.repository';

// The promotion around the rounds (docs/fortune-wheel.md): the operator's puzzle set, the prize budget staff
// fund, shows on a schedule, registration, the draw of the picks, and the prizes — every prize a bonus grant
// out of the promotions budget, capped so that a show never pays more than its budget.

export const FORTUNE_SOURCE = 'fortune-wheel';

export type Language = 'en' | 'hi';

export class FortuneWheelError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
  }
}

export interface RoundResult {
  round: number;
  /** Each contestant's final points; the prize is points × the show's paise per point. */
  contestants: { playerId: string; points: number }[];
  bonus: { playerId: string; prizePaise: bigint; solved: boolean } | null;
}

export interface FortuneWheelServiceOptions {
  repository: FortuneWheelRepository;
  ledger: LedgerService;
  bonus: BonusService;
  settings: FortuneWheelSettings;
  now: () => Date;
}

function rupees(paise: bigint): string {
  return `₹${paiseToRupees(paise).toFixed(2)}`;
}

export function createFortuneWheelService(options: FortuneWheelServiceOptions) {
  const { repository, ledger, bonus, now } = options;

  async function budget(operatorId: number) {
    const balance = await ledger.systemBalance(operatorId, 'promotions_budget');
    const reserved = await repository.reservedPaise(operatorId);
    return { balance, reserved, available: balance - reserved };
  }

  /** Caps each prize by what the show may still pay and records the rows; the caller holds the show's lock. */
  async function recordPrizesLocked(
    tx: Tx,
    show: ShowRow,
    prizes: Omit<NewPrize, 'showId' | 'status'>[],
  ): Promise<void> {
    const taken = await repository.prizeRefs(tx, show.id);
    let left = show.budgetPaise - show.paidPaise;
    const rows: NewPrize[] = [];
    for (const prize of prizes) {
      if (taken.has(prize.ref) || prize.paise <= 0n || left <= 0n) continue;
      const paise = prize.paise < left ? prize.paise : left;
      left -= paise;
      rows.push({ ...prize, showId: show.id, paise, status: 'pending' });
    }
    await repository.insertPrizes(tx, rows);
    await repository.updateShow(tx, show.id, { paidPaise: show.budgetPaise - left });
  }

  async function recordPrizes(showId: string, prizes: Omit<NewPrize, 'showId' | 'status'>[]): Promise<void> {
    await repository.transaction(async (tx) => {
      const show = await repository.lockShow(tx, showId);
      if (show) await recordPrizesLocked(tx, show, prizes);
    });
  }

  const service = {
    settings: options.settings,
    repository,
    budget,

    // ----- puzzles (back office)

    /** The operator's set; seeded with the starter puzzles the first time a language is asked for. */
    async puzzles(operatorId: number, language?: Language): Promise<PuzzleRow[]> {
      const all = await repository.puzzles(operatorId);
      const missing = (['en', 'hi'] as const).filter((lang) => !all.some((row) => row.language === lang));
      if (missing.length > 0)
        await repository.insertPuzzles(
          missing.flatMap((lang) => STARTER_PUZZLES[lang].map((p) => ({ operatorId, language: lang, ...p }))),
        );
      return missing.length > 0 || language ? repository.puzzles(operatorId, language) : all;
    },

    async addPuzzle(operatorId: number, input: { language: Language; category: string; answer: string }) {
      const problem = puzzleProblem(input.answer, input.language);
      if (problem) throw new FortuneWheelError(400, `answer: ${problem}`);
      const [row] = await repository.insertPuzzles([{ operatorId, ...input }]);
      return row!;
    },

    async changePuzzle(
      operatorId: number,
      id: number,
      changes: { category?: string; answer?: string; active?: boolean },
    ): Promise<{ before: PuzzleRow; after: PuzzleRow }> {
      const before = (await repository.puzzles(operatorId)).find((row) => row.id === id);
      if (!before) throw new FortuneWheelError(404, `id: no puzzle ${id}`);
      if (changes.answer !== undefined) {
        const problem = puzzleProblem(changes.answer, before.language);
        if (problem) throw new FortuneWheelError(400, `answer: ${problem}`);
      }
      const after = await repository.updatePuzzle(operatorId, id, changes, now());
      return { before, after: after! };
    },

    // ----- budget and shows (back office)

    async fund(operatorId: number, amount: bigint, reason: string, staffId: string): Promise<void> {
      const result = await ledger.transferInternal({
        operatorId,
        from: 'promotions',
        to: 'promotions_budget',
        type: 'adjustment',
        source: FORTUNE_SOURCE,
        externalRef: `fund:${randomBytes(12).toString('hex')}`,
        amount,
        remarks: `Fortune Wheel prize budget: ${reason}`,
        details: { staff_id: staffId },
      });
      if (!result.ok) throw new Error(`funding the budget failed: ${result.reason}`);
    },

    async createShow(
      operatorId: number,
      input: {
        title: string;
        language: Language;
        startsAt: Date;
        budgetPaise: bigint;
        paisePerPoint: number;
        audiencePrizePaise: bigint;
      },
    ): Promise<ShowRow> {
      if (input.startsAt.getTime() <= now().getTime())
        throw new FortuneWheelError(400, 'starts_at: must be in the future');
      const { available } = await budget(operatorId);
      if (input.budgetPaise > available)
        throw new FortuneWheelError(
          409,
          `budget: the promotions budget has ${rupees(available < 0n ? 0n : available)} free; fund it first`,
          'budget_short',
        );
      const active = (await service.puzzles(operatorId, input.language)).filter((p) => p.active);
      if (active.length < 4)
        throw new FortuneWheelError(
          409,
          `language: the ${input.language} puzzle set needs at least 4 active puzzles`,
        );
      const serverSeed = randomBytes(32).toString('hex');
      return repository.insertShow({
        operatorId,
        title: input.title,
        language: input.language,
        startsAt: input.startsAt,
        budgetPaise: input.budgetPaise,
        paisePerPoint: input.paisePerPoint,
        audiencePrizePaise: input.audiencePrizePaise,
        serverSeed,
        seedHash: sha256Hex(serverSeed),
      });
    },

    shows: (operatorId: number) => repository.shows(operatorId, new Date(now().getTime() - 86_400_000)),

    // ----- players

    async register(operatorId: number, showId: string, playerId: string): Promise<ShowRow> {
      const show = await repository.show(operatorId, showId);
      if (!show) throw new FortuneWheelError(404, 'show_id: no such show');
      if (show.status !== 'scheduled' || show.startsAt.getTime() <= now().getTime())
        throw new FortuneWheelError(409, 'Registration for this show has closed.', 'registration_closed');
      if (!(await repository.register(showId, playerId, now())))
        throw new FortuneWheelError(409, 'You are registered for this show already.', 'already_registered');
      return show;
    },

    /** The show page is open: the player is present (presence check, audience). */
    async present(operatorId: number, showId: string, playerId: string): Promise<ShowRow> {
      const show = await repository.show(operatorId, showId);
      if (!show) throw new FortuneWheelError(404, 'show_id: no such show');
      if (!(await repository.seen(showId, playerId, now())))
        throw new FortuneWheelError(409, 'You are not registered for this show.', 'not_registered');
      return show;
    },

    // ----- the show's course

    /** At the start time: the picks from the show's seed over everyone registered. */
    async draw(showId: string): Promise<ShowPicks | null> {
      return repository.transaction(async (tx) => {
        const show = await repository.lockShow(tx, showId);
        if (!show || show.status !== 'scheduled') return null;
        const registered = (await repository.registrations(tx, showId)).map((row) => row.playerId);
        const picks: ShowPicks = drawStage(registered, show.serverSeed, show.id, {
          onstage: options.settings.onstagePicks,
          alternates: options.settings.alternatePicks,
        });
        await repository.updateShow(tx, showId, { status: 'drawn', picks });
        return picks;
      });
    },

    /** A round's prizes: points × paise per point to each contestant, the bonus wedge to the leader. */
    async payRound(showId: string, result: RoundResult, paisePerPoint: number): Promise<void> {
      await recordPrizes(showId, [
        ...result.contestants.map((c) => ({
          ref: `round:${result.round}:${c.playerId}`,
          playerId: c.playerId,
          kind: 'round' as const,
          paise: BigInt(c.points) * BigInt(paisePerPoint),
          detail: { round: result.round, points: c.points },
        })),
        ...(result.bonus?.solved
          ? [
              {
                ref: `bonus:${result.round}`,
                playerId: result.bonus.playerId,
                kind: 'bonus' as const,
                paise: result.bonus.prizePaise,
                detail: { round: result.round },
              },
            ]
          : []),
      ]);
    },

    /**
     * The end: 10 audience prizes among the registered players who watched and were not picked. The status
     * and the prizes change in one transaction, so a finished show's `prizes_paid` is already final.
     */
    async finish(showId: string): Promise<void> {
      await repository.transaction(async (tx) => {
        const row = await repository.lockShow(tx, showId);
        if (!row || row.status !== 'drawn') return;
        const picks = row.picks as ShowPicks;
        const picked = new Set([...picks.onstage, ...picks.alternates]);
        const watchers = (await repository.registrations(tx, showId))
          .filter(
            (r) =>
              r.lastSeenAt && r.lastSeenAt.getTime() >= row.startsAt.getTime() && !picked.has(r.playerId),
          )
          .map((r) => r.playerId);
        const audience = drawAudience(watchers, row.serverSeed, row.id);
        await repository.updateShow(tx, showId, {
          status: 'finished',
          picks: { ...picks, audienceClientSeed: audience.clientSeed, audience: audience.audience },
        });
        await recordPrizesLocked(
          tx,
          row,
          audience.audience.map((playerId) => ({
            ref: `audience:${playerId}`,
            playerId,
            kind: 'audience' as const,
            paise: row.audiencePrizePaise,
            detail: {},
          })),
        );
      });
    },

    /** Posts the recorded prizes to the ledger (idempotent by reference); at the end of each step and on a timer. */
    async postPending(): Promise<number> {
      let posted = 0;
      for (const prize of await repository.pendingPrizes()) {
        const show = await repository.show(await operatorOf(prize.showId), prize.showId);
        if (!show) continue;
        const what =
          prize.kind === 'audience'
            ? 'audience prize'
            : prize.kind === 'bonus'
              ? 'bonus round prize'
              : 'round prize';
        await bonus.prize(
          { id: prize.playerId, operatorId: show.operatorId },
          `fortune-wheel:${prize.showId}:${prize.ref}`,
          prize.paise,
          `Fortune Wheel, ${show.title}: ${what}`,
          { show_id: prize.showId, prize_kind: prize.kind },
        );
        await repository.prizePosted(prize.showId, prize.ref);
        posted++;
      }
      return posted;
    },
  };

  const operators = new Map<string, number>();
  async function operatorOf(showId: string): Promise<number> {
    let id = operators.get(showId);
    if (id === undefined) {
      id = await repository.showOperator(showId);
      operators.set(showId, id);
    }
    return id;
  }

  return service;
}

export type FortuneWheelService = ReturnType<typeof createFortuneWheelService>;
