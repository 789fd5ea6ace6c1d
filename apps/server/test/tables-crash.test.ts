import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess, OtpSent } from '@khelo/contracts/auth';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import type { OutboxMessage } from '@khelo/contracts/sandbox';
import type { RummyTableSnapshot } from '@khelo/contracts/tables';
import { REPO_ROOT } from '../src/config';
import { randomMobile } from './helpers/auth';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// kill -9 in the middle of a hand (issue 17): the real server process (main.ts) on a database that outlives
// it (PostgreSQL at DATABASE_URL, else PGlite files). Two players are dealt in, one draws, the process is
// killed with SIGKILL; the next process resumes the hand where it was — same cards, same turn, same
// deadline — and the player finishes the turn.

const MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
// The tables-core helper's port range (18100–18119).
const PORTS = [18110, 18111];

let dataDir: string;
let database: TestDatabase | null = null;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-tables-crash-'));
  if (process.env.DATABASE_URL) database = await createTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

function startServer(port: number) {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.REDIS_URL;
  delete base.NODE_ENV;
  // node itself with tsx's loader, so that SIGKILL reaches the server and nothing in between.
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...base,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SANDBOX: '1',
      // Long turns and no bots: nothing moves unless the test moves it.
      TABLES_TURN_MS: '120000',
      TABLES_BOT_FILL_MS: '600000',
      ...(database ? { DATABASE_URL: database.databaseUrl! } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  child.stdout.resume();
  const exit = new Promise<NodeJS.Signals | null>((resolve) =>
    child.on('exit', (_code, signal) => resolve(signal)),
  );
  return { child, exit, stderr: () => err, url: `http://127.0.0.1:${port}` };
}

async function ready(server: ReturnType<typeof startServer>): Promise<void> {
  for (let attempt = 0; attempt < 1_800; attempt++) {
    try {
      if ((await fetch(`${server.url}/healthz`)).ok) return;
    } catch {
      if (server.child.exitCode !== null) throw new Error(`server exited: ${server.stderr()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start: ${server.stderr()}`);
}

async function call<T>(
  url: string,
  body: Record<string, unknown>,
  token?: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      operator_id: String(DEFAULT_OPERATOR_ID),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function login(base: string): Promise<LoginSuccess> {
  const mobile = randomMobile();
  const sent = await call<OtpSent>(`${base}/login/mobile`, {
    country_code: '+91',
    mobile_number: mobile,
    operator_id: DEFAULT_OPERATOR_ID,
  });
  const outbox = (await (await fetch(`${base}/sandbox/outbox?to=${mobile}`)).json()) as OutboxMessage[];
  const confirmed = await call<LoginSuccess>(`${base}/login/mobile-confirm`, {
    otp: outbox[0]!.code,
    _id: sent.body.objectId,
    mobile_number: mobile,
    operator_id: DEFAULT_OPERATOR_ID,
  });
  return confirmed.body;
}

const table = (base: string, player: LoginSuccess, call_: string, body: Record<string, unknown>) =>
  call<{ table: RummyTableSnapshot; code?: string; message: string }>(
    `${base}/api/tables/${call_}`,
    { player_id: player.player_id, ...body },
    player.token,
  );

describe('a table hand and kill -9', { timeout: 420_000 }, () => {
  it('resumes the hand where it was after the process is killed', async () => {
    const first = startServer(PORTS[0]!);
    await ready(first);
    const a = await login(first.url);
    const b = await login(first.url);
    const offer = 'practice-rummy-points-2-1';
    const tableId = (await table(first.url, a, 'join', { offer_id: offer })).body.table.table_id;
    const dealt = (await table(first.url, b, 'join', { offer_id: offer })).body.table;
    expect(dealt.view.phase).toBe('playing');
    const turn = dealt.view.turn!;
    const [mover, other] = turn === 0 ? [a, b] : [b, a];
    const drew = await table(first.url, mover, 'move', {
      table_id: tableId,
      move: { type: 'draw', pile: 'closed' },
    });
    expect(drew.status).toBe(200);
    const before = {
      mover: (await table(first.url, mover, 'state', { table_id: tableId })).body.table,
      other: (await table(first.url, other, 'state', { table_id: tableId })).body.table,
    };
    expect(before.mover.view.stage).toBe('discard');

    first.child.kill('SIGKILL');
    expect(await first.exit).toBe('SIGKILL');

    const second = startServer(PORTS[1]!);
    try {
      await ready(second);
      const after = {
        mover: (await table(second.url, mover, 'state', { table_id: tableId })).body.table,
        other: (await table(second.url, other, 'state', { table_id: tableId })).body.table,
      };
      // Same cards, same turn and stage, same deadline, same version: the hand is where it was.
      expect(after).toEqual(before);
      const mine = await call<{ tables: { table_id: string; my_turn: boolean }[] }>(
        `${second.url}/api/tables/mine`,
        { player_id: mover.player_id },
        mover.token,
      );
      expect(mine.body.tables).toEqual([expect.objectContaining({ table_id: tableId, my_turn: true })]);
      const discarded = await table(second.url, mover, 'move', {
        table_id: tableId,
        move: { type: 'discard', card: before.mover.view.drawn },
      });
      expect(discarded.status, discarded.body.message).toBe(200);
      expect(discarded.body.table.view.turn).toBe(1 - turn);
      expect(discarded.body.table.view.openTop).toBe(before.mover.view.drawn);
    } finally {
      second.child.kill('SIGTERM');
      await second.exit;
    }
  });
});
