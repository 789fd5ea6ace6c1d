import type { FastifyInstance } from 'fastify';
import { sha256Hex } from '@khelo/games/sha256';
import { DEFAULT_BONUS_WEDGES, roundContestants, showRounds } from '@khelo/games/fortune-wheel/index';
import { fortuneWheelGame } from '@khelo/games/fortune-wheel/game';
import type { FortuneWheelOptions, FortuneWheelState } from '@khelo/games/fortune-wheel/state';
import type { FortuneWheelRepository, ShowPicks, ShowRound, ShowRow } from './fortune-wheel.repository';
import type { FortuneWheelService } from './fortune-wheel.service';

// A show's course, advanced by a tick in every process (each step a compare-and-set on the show's step, so
// one process advances it): at the start time the draw; before each round the presence check
// (FORTUNE_PRESENCE_MS), then a table on the table runtime with the round's contestants; when the table's
// round is over its prizes; after the last round the audience draw and prizes. Prizes are posted at once.

/** A round's table id: unguessable before the show is over (the seed is secret), the same at every try. */
export function roundTableId(serverSeed: string, round: number): string {
  const hex = sha256Hex(`${serverSeed}:table:${round}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface FortuneWheelRunner {
  tick(): Promise<void>;
  start(): void;
  stop(): void;
}

export function createFortuneWheelRunner(
  app: FastifyInstance,
  service: FortuneWheelService,
  repository: FortuneWheelRepository,
  now: () => Date,
): FortuneWheelRunner {
  const settings = service.settings;
  let timer: NodeJS.Timeout | null = null;
  let running = false;

  function presence(round: number): ShowRound {
    const from = now();
    return {
      round,
      presenceFrom: from.toISOString(),
      presenceUntil: new Date(from.getTime() + settings.presenceMs).toISOString(),
      tableId: null,
      contestants: [],
      absent: [],
      paid: false,
    };
  }

  async function seatRound(
    show: ShowRow,
    picks: ShowPicks,
    current: ShowRound,
  ): Promise<ShowPicks | 'finish'> {
    const rounds = picks.rounds ?? [];
    const used = new Set(rounds.flatMap((r) => [...r.contestants, ...r.absent]));
    const present = new Set(
      (await repository.registrationsOf(show.id))
        .filter((r) => r.lastSeenAt && r.lastSeenAt.getTime() >= Date.parse(current.presenceFrom))
        .map((r) => r.playerId),
    );
    const { contestants, absent } = roundContestants(picks, used, present);
    if (contestants.length === 0) return 'finish';
    const puzzles = (await service.puzzles(show.operatorId, show.language)).filter((p) => p.active);
    const options: FortuneWheelOptions = {
      language: show.language,
      puzzles: puzzles.map((p) => ({ category: p.category, answer: p.answer })),
      bonusWedges: DEFAULT_BONUS_WEDGES,
    };
    // The round's table id comes from the show's secret seed, so a tick that opens it again after a crash
    // (before the step below was saved) finds the same table rather than a stray second one.
    const tableId = await app.tables.openSeated({
      offerId: `fortune-wheel-show-${show.language}`,
      options,
      playerIds: contestants,
      tableId: roundTableId(show.serverSeed, current.round),
    });
    // Who sits where is the table's word: a table found again was seated by the try that died, whose
    // presence count may differ from this one's.
    const seated = (await app.tables.repository.latestSeats(tableId)).map((seat) => seat.playerId!);
    const round = {
      ...current,
      tableId,
      contestants: seated,
      absent: absent.filter((id) => !seated.includes(id)),
    };
    return { ...picks, rounds: [...rounds.slice(0, -1), round] };
  }

  async function roundOver(
    show: ShowRow,
    picks: ShowPicks,
    current: ShowRound,
  ): Promise<ShowPicks | 'finish' | null> {
    const table = await app.tables.repository.table(current.tableId!);
    const state = table?.state as FortuneWheelState | null;
    const result = state ? fortuneWheelGame.matchResult(state) : null;
    if (!result) return null;
    await service.payRound(
      show.id,
      {
        round: current.round,
        contestants: result.totals.map((t) => ({ playerId: current.contestants[t.seat]!, points: t.total })),
        bonus: result.bonus
          ? {
              playerId: current.contestants[result.bonus.seat]!,
              prizePaise: BigInt(result.bonus.prize),
              solved: result.bonus.solved,
            }
          : null,
      },
      show.paisePerPoint,
    );
    const rounds = [...(picks.rounds ?? []).slice(0, -1), { ...current, paid: true }];
    if (current.round >= showRounds(settings.onstagePicks)) return 'finish';
    return { ...picks, rounds: [...rounds, presence(current.round + 1)] };
  }

  async function advance(show: ShowRow): Promise<void> {
    const picks = show.picks as ShowPicks;
    const step = picks.step ?? 0;
    const current = picks.rounds?.at(-1);
    let next: ShowPicks | 'finish' | null = null;
    if (!current) next = { ...picks, rounds: [presence(1)] };
    else if (!current.tableId && Date.parse(current.presenceUntil) <= now().getTime())
      next = await seatRound(show, picks, current);
    else if (current.tableId && !current.paid) next = await roundOver(show, picks, current);
    if (next === 'finish') await service.finish(show.id);
    else if (next) await repository.advance(show.id, step, { ...next, step: step + 1 });
  }

  async function tick(): Promise<void> {
    if (running) return;
    running = true;
    try {
      for (const due of await repository.dueShows(now())) await service.draw(due.id);
      for (const show of await repository.drawnShows()) await advance(show);
      await service.postPending();
    } catch (error) {
      app.log.error({ err: error }, 'fortune wheel runner failed');
    } finally {
      running = false;
    }
  }

  return {
    tick,
    start() {
      timer ??= setInterval(() => void tick(), settings.sweepMs);
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
