import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// After-commit money effects survive kill -9 (ADR 018). Each life of the server is a real child process
// (test/fixtures/ledger-crash-child.ts) on one database that outlives it: PostgreSQL at DATABASE_URL or
// PGlite files. The child kills itself with SIGKILL right after a movement with effects committed and
// before they ran (CRASH_AT); the next life recovers as main.ts does (the effect worker) and reports.
// Then a betting loop is killed from outside at a random moment, and the next life checks every bet.
// About a minute on an idle machine (each life boots tsx, migrations and the app); the timeout allows load.

const CHILD = path.join(REPO_ROOT, 'apps/server/test/fixtures/ledger-crash-child.ts');
const LOAD_KILLS = Number(process.env.CRASH_LOAD_KILLS ?? 1);

let workDir: string;
let database: TestDatabase | null = null;
let env: Record<string, string>;

interface Life {
  lines: Record<string, unknown>[];
  signal: NodeJS.Signals | null;
  code: number | null;
  stderr: string;
}

/** One life of the server; `killWhen` lets the test kill it from outside (SIGKILL) on a stdout line. */
function live(phase: string, crashAt?: string, killWhen?: (line: Record<string, unknown>) => boolean) {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.REDIS_URL;
  // node itself with tsx's loader (not the tsx wrapper, which would stand between the signal and the server).
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD, path.join(workDir, 'state.json'), phase], {
    cwd: REPO_ROOT,
    env: {
      ...base,
      TMPDIR: path.join(workDir, 'tmp'),
      ...env,
      ...(crashAt ? { CRASH_AT: crashAt } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const life: Life = { lines: [], signal: null, code: null, stderr: '' };
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    let newline: number;
    while ((newline = buffered.indexOf('\n')) >= 0) {
      const line = JSON.parse(buffered.slice(0, newline)) as Record<string, unknown>;
      buffered = buffered.slice(newline + 1);
      life.lines.push(line);
      if (killWhen?.(line)) child.kill('SIGKILL');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (life.stderr += chunk.toString()));
  return new Promise<Life>((resolve) =>
    child.on('exit', (code, signal) => resolve({ ...life, code, signal })),
  );
}

function report(life: Life) {
  const found = life.lines.find((line) => 'recoveredMs' in line);
  if (!found) throw new Error(`no report: ${life.stderr}`);
  return found as {
    recoveredMs: number;
    openAtStart: number;
    openNow: number;
    stake: { effects: { source: string; external_ref: string; amount: string }[]; balances: object };
    deposit: { effects: { external_ref: string; amount: string }[]; referred: object; referrer: object };
    tds: { effects: { source: string; amount: string }[]; balances: { cash: number } };
    orphan: { tds: string | null; returned: string | null };
    load: { bets: number; releases: number; missing: number } | null;
    invariants: Record<string, number | string>;
  };
}

const noViolations = { postingsTotal: '0', unbalanced: 0, negative: 0, drifted: 0, duplicates: 0 };

beforeAll(async () => {
  workDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-crash-'));
  mkdirSync(path.join(workDir, 'tmp'));
  if (process.env.DATABASE_URL) {
    database = await createTestDatabase();
    env = { DATABASE_URL: database.databaseUrl! };
  } else {
    env = { CRASH_PGLITE_DIR: path.join(workDir, 'db') };
  }
});

afterAll(async () => {
  await database?.cleanup();
  rmSync(workDir, { recursive: true, force: true });
});

describe('after-commit effects and kill -9', { timeout: 600_000 }, () => {
  it('a stake, a first deposit and a rejected withdrawal each get their effect exactly once after a crash', async () => {
    // Life 1: a stake of Rs 100 commits; the process dies before its 10% release.
    const stakeLife = await live('stake', 'bonus.stake-release');
    expect(stakeLife.signal, stakeLife.stderr).toBe('SIGKILL');
    expect(stakeLife.lines).toContainEqual(expect.objectContaining({ crashing: 'bonus.stake-release' }));

    // Life 2 finds the release open, applies it once; then a referred friend's first deposit dies.
    const depositLife = await live('deposit', 'bonus.first-deposit');
    const afterStake = report(depositLife);
    expect(afterStake.openAtStart).toBe(1);
    expect(afterStake.openNow).toBe(0);
    expect(afterStake.stake.effects).toEqual([
      { source: 'bonus', external_ref: expect.stringMatching(/^release:/) as string, amount: '1000' },
    ]);
    // Sign-up 25 + deposit 200 − stake 100 + release 10; bonus 200 − 10.
    expect(afterStake.stake.balances).toEqual({ cash: 13_500, bonus: 19_000 });
    expect(afterStake.invariants).toEqual(noViolations);
    expect(depositLife.signal, depositLife.stderr).toBe('SIGKILL');

    // Life 3: the welcome bonus and the referrer's bonus, once each; then a rejected withdrawal dies
    // before its TDS came back.
    const tdsLife = await live('tds', 'tax.withdrawal-failed');
    const afterDeposit = report(tdsLife);
    expect(afterDeposit.openAtStart).toBe(1);
    expect(afterDeposit.deposit.effects.map((row) => [row.external_ref.split(':')[0], row.amount])).toEqual([
      ['welcome', '10000'],
      ['referral', '10000'],
    ]);
    expect(afterDeposit.deposit.referred).toEqual({ cash: 12_500, bonus: 10_000 });
    expect(afterDeposit.deposit.referrer).toEqual({ cash: 13_500, bonus: 29_000 });
    expect(afterDeposit.stake.effects).toHaveLength(1); // the release was not applied again
    expect(afterDeposit.invariants).toEqual(noViolations);
    expect(tdsLife.signal, tdsLife.stderr).toBe('SIGKILL');
    const tds = tdsLife.lines.find((line) => 'tds' in line && typeof line.tds === 'string')?.tds;
    expect(Number(tds)).toBeGreaterThan(0);

    // Life 4: the TDS is back, once, and the cash is what it was before the withdrawal (the deferred check
    // of that TDS found its withdrawal). Then another withdrawal dies between its TDS and its hold.
    const orphanLife = await live('tds-orphan', 'tax.tds-without-withdrawal');
    const last = report(orphanLife);
    expect(last.openAtStart).toBe(2);
    expect(last.tds.effects.map((row) => [row.source, row.amount])).toEqual([['tds-reversal', tds]]);
    expect(last.tds.balances.cash).toBe(13_500 + 550_000);
    expect(last.deposit.effects).toHaveLength(2);
    expect(last.invariants).toEqual(noViolations);
    expect(orphanLife.signal, orphanLife.stderr).toBe('SIGKILL');

    // Life 5: the TDS without a withdrawal was returned by the worker's check.
    const end = report(await live('report'));
    expect(end.orphan.tds).not.toBeNull();
    expect(end.orphan.returned).toBe(end.orphan.tds);
    expect(end.tds.balances.cash).toBe(13_500 + 550_000);
    expect(end.invariants).toEqual(noViolations);
    console.info(
      `kill -9 at the crash point: 4 lives killed, open effects applied once each; recovery took ${[afterStake, afterDeposit, last, end].map((r) => r.recoveredMs).join(', ')} ms from process start`,
    );
  });

  it('a betting loop killed from outside at a random moment: after the restart every bet has its release', async () => {
    let bets = 0;
    let open = 0;
    for (let kill = 0; kill < LOAD_KILLS; kill += 1) {
      const after = 20 + Math.floor(Math.random() * 40);
      const loadLife = await live('load', undefined, (line) => Number(line.bets ?? 0) >= after);
      expect(loadLife.signal).toBe('SIGKILL');
      const recovered = report(await live('report'));
      expect(recovered.load!.missing).toBe(0);
      expect(recovered.load!.releases).toBe(recovered.load!.bets);
      expect(recovered.invariants).toEqual(noViolations);
      bets += recovered.load!.bets;
      open += recovered.openAtStart;
    }
    console.info(
      `kill -9 from outside: ${LOAD_KILLS} kills, ${bets} bets, ${open} releases open at restart, 0 missing after`,
    );
  });
});
