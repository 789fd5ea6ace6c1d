import { performance } from 'node:perf_hooks';
import { io as connect, type Socket } from 'socket.io-client';
import type { RummyTableSnapshot, TableUpdatePayload } from '@khelo/contracts/tables';
import { callBreakGame } from '@khelo/games/call-break/game';
import { rummyGame } from '@khelo/games/rummy/game';
import type { PokerMove, PokerView } from '@khelo/games/poker/state';
import type { RummyView } from '@khelo/games/rummy/state';
import { teenPattiGame } from '@khelo/games/teen-patti/game';
import type { TeenPattiView } from '@khelo/games/teen-patti/state';
import { httpClient } from './lib/http-load';

// The players of bench/tables.ts: each is a logged-in account with its own socket.io connection and its own
// keep-alive HTTP connection to the server on loopback. A player acts on the newest snapshot it has (its
// move's answer or a table_update), with the engine's bot policy on its own view, as soon as the game waits
// for its seat: one move in flight per player, the version it saw sent along (a later table answers 409).

/**
 * Poker's bench policy from the view's legal moves: check when free, else call, folding one time in ten (so
 * hands end before the river too). Fast and legal, not the practice bots' hand reading.
 */
export function pokerBenchMove(view: PokerView, seat: number): PokerMove | null {
  const legal = view.legal;
  if (view.toAct !== seat || !legal) return null;
  if (legal.check) return { type: 'check' };
  if (legal.call !== null && Math.random() >= 0.1) return { type: 'call' };
  return legal.fold ? { type: 'fold' } : null;
}

export interface Account {
  id: string;
  token: string;
}

export interface Answer<T> {
  status: number;
  body: T;
}

export function createHttp(address: string, connections: number) {
  const client = httpClient(address, connections);
  async function post<T>(pathname: string, body: unknown, token?: string): Promise<Answer<T>> {
    const answer = await client.post(
      pathname,
      JSON.stringify(body),
      token ? { authorization: `Bearer ${token}` } : {},
    );
    if (answer.status === 0) throw new Error(answer.text);
    try {
      return { status: answer.status, body: JSON.parse(answer.text) as T };
    } catch {
      return { status: answer.status, body: { raw: answer.text } as T };
    }
  }
  return { post, close: client.close };
}

export type Http = ReturnType<typeof createHttp>;

/** What one repetition's players measured; only moves sent inside the window count. */
export interface PlayStats {
  window: { from: number; to: number };
  moveMs: number[];
  updateMs: number[];
  refused: Map<string, number>;
  errors: number;
  firstError: string | null;
}

interface TableTrack {
  /** Moves in flight or answered whose update the other seat has not seen yet: version sent → when, who. */
  sent: Map<number, { seat: number; at: number }>;
}

export interface Player extends Account {
  socket: Socket;
  tableId: string | null;
  seat: number | null;
  latest: RummyTableSnapshot | null;
  inFlight: boolean;
  actedOn: number;
  /** The offer the player sits at (Call Break players sit down again after each game). */
  offerId?: string;
  /** Poker: the buy-in (chips) taken to the seat at the join. */
  buyIn?: number | undefined;
  rejoining?: boolean;
}

export function createTablePlayers(address: string, http: Http, stats: PlayStats) {
  const tables = new Map<string, TableTrack>();
  let stopping = false;
  let inFlight = 0;
  const measured = (at: number) => at >= stats.window.from && at < stats.window.to;

  function refuse(code: string) {
    stats.refused.set(code, (stats.refused.get(code) ?? 0) + 1);
  }

  function keep(player: Player, snapshot: RummyTableSnapshot | undefined): void {
    if (!snapshot || snapshot.table_id !== player.tableId) return;
    if (!player.latest || snapshot.version > player.latest.version) player.latest = snapshot;
  }

  function take(player: Player, snapshot: RummyTableSnapshot | undefined): void {
    keep(player, snapshot);
    act(player);
  }

  function act(player: Player): void {
    const snapshot = player.latest;
    if (stopping || player.inFlight || !snapshot || player.seat === null) return;
    if (snapshot.version <= player.actedOn) return;
    const view: RummyView = snapshot.view;
    // A Call Break game ends after its rounds and its table closes: the player sits down at the offer again.
    if ((view.phase as string) === 'match-over' && player.offerId && !player.rejoining) {
      player.rejoining = true;
      void join(player, player.offerId, player.buyIn)
        .catch((error: unknown) => {
          stats.errors++;
          stats.firstError ??= `rejoin: ${String(error)}`;
        })
        .finally(() => (player.rejoining = false));
      return;
    }
    const game = snapshot.game as string;
    // Teen Patti's view has no pending list: its bot policy answers null when the seat is not waited for.
    if (game !== 'teen-patti' && !view.pending?.seats.includes(player.seat)) return;
    const move =
      game === 'call-break'
        ? callBreakGame.botMove(view as unknown as Parameters<typeof callBreakGame.botMove>[0], player.seat)
        : game === 'teen-patti'
          ? teenPattiGame.botMove(view as unknown as TeenPattiView, player.seat)
          : game === 'poker'
            ? pokerBenchMove(view as unknown as PokerView, player.seat)
            : rummyGame.botMove(view, player.seat);
    if (move === null) return;
    player.actedOn = snapshot.version;
    player.inFlight = true;
    inFlight++;
    const at = performance.now();
    tables.get(snapshot.table_id)?.sent.set(snapshot.version, { seat: player.seat, at });
    http
      .post<{ table?: RummyTableSnapshot; code?: string; message?: string }>(
        '/api/tables/move',
        { player_id: player.id, table_id: snapshot.table_id, move, version: snapshot.version },
        player.token,
      )
      .then((answer) => {
        const ms = performance.now() - at;
        if (answer.status === 200) {
          if (measured(at)) stats.moveMs.push(ms);
          keep(player, answer.body.table); // the next move, if any, goes in finally
          return;
        }
        if (answer.status === 409) refuse(answer.body.code ?? 'conflict');
        else {
          stats.errors++;
          stats.firstError ??= `move ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
        }
      })
      .catch((error: unknown) => {
        stats.errors++;
        stats.firstError ??= `move: ${String(error)}`;
      })
      .finally(() => {
        player.inFlight = false;
        inFlight--;
        act(player);
      });
  }

  function onUpdate(player: Player, payload: TableUpdatePayload<RummyView>): void {
    const now = performance.now();
    const track = tables.get(payload.table_id);
    // Every move is one version: the update of version V comes from the move sent at V − 1.
    const sent = track?.sent.get(payload.version - 1);
    if (track && sent && sent.seat !== player.seat) {
      if (measured(sent.at)) stats.updateMs.push(now - sent.at);
      track.sent.delete(payload.version - 1);
    }
    take(player, payload.snapshot);
  }

  /** Connects and identifies the player's own socket (sendPlayerData → 'info'). */
  async function open(account: Account): Promise<Player> {
    const socket = connect(address, {
      path: '/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    const player: Player = {
      ...account,
      socket,
      tableId: null,
      seat: null,
      latest: null,
      inFlight: false,
      actedOn: -1,
    };
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`socket of ${account.id}: no answer`)), 30_000);
      socket.once('connect_error', (error) => reject(error));
      socket.once('info', () => {
        clearTimeout(timer);
        resolve();
      });
      socket.once('connect', () =>
        socket.emit('sendPlayerData', { token: account.token, player_id: account.id }),
      );
    });
    socket.on('table_update', (payload: TableUpdatePayload<RummyView>) => onUpdate(player, payload));
    return player;
  }

  /** Sits the player at the offer and watches the table; it starts playing at once. */
  async function join(player: Player, offerId: string, buyIn?: number): Promise<void> {
    const answer = await http.post<{ table?: RummyTableSnapshot; message?: string }>(
      '/api/tables/join',
      { player_id: player.id, offer_id: offerId, ...(buyIn === undefined ? {} : { buy_in: buyIn }) },
      player.token,
    );
    const table = answer.body.table;
    if (answer.status !== 200 || !table || table.my_seat === null)
      throw new Error(`join: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    player.tableId = table.table_id;
    player.seat = table.my_seat;
    player.offerId = offerId;
    player.buyIn = buyIn;
    player.latest = null;
    player.actedOn = -1;
    if (!tables.has(table.table_id)) tables.set(table.table_id, { sent: new Map() });
    player.socket.emit('table_watch', { table_id: table.table_id });
    take(player, table);
  }

  return {
    open,
    join,
    tables,
    /** Stops new moves and waits for those in flight (at most 30 s). */
    async stop(): Promise<void> {
      stopping = true;
      const until = Date.now() + 30_000;
      while (inFlight > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}

/** `connections` closed loops of one POST each for `seconds`: the latencies of the answers (200 only). */
export async function closedLoops(
  http: Http,
  pathname: string,
  body: (loop: number) => { body: unknown; token?: string },
  connections: number,
  seconds: number,
): Promise<{ latencies: number[]; failures: number; seconds: number }> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      const request = body(loop);
      while (performance.now() < end) {
        const at = performance.now();
        const answer = await http.post(pathname, request.body, request.token).catch(() => null);
        if (answer?.status === 200) latencies.push(performance.now() - at);
        else failures++;
      }
    }),
  );
  return { latencies, failures, seconds: (performance.now() - started) / 1000 };
}
