import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { GameLaunch } from '@khelo/contracts/catalog';
import type { GatewayDepositResponse } from '@khelo/contracts/payments';
import type { App } from '../src/app';
import { sandboxGatewaySecret } from '../src/modules/payments/gateway-webhook.routes';
import { signBody } from '../src/modules/wallet-api/signature';
import { loginByMobile } from './helpers/auth';
import { cashLaunchVerifier } from './helpers/money';
import { createStaff } from './helpers/staff';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';
import { NOT_WALKED, operationsOf, routesOf, type Operation } from './fuzz/operations';
import { casesOf, RawBody, type FuzzCase, type FuzzContext } from './fuzz/values';

// Walks every operation of the OpenAPI document the app builds (/docs/json) and the routes it hides
// (fuzz/operations.ts) with generated bad and edge-case input — as a player, as staff and without a
// token — and fails on any 5xx, printing the operation and the input. Seeded (FUZZ_SEED), bounded
// (FUZZ_CASES per operation and identity) to run in CI in well under two minutes.

const SEED = Number(process.env.FUZZ_SEED ?? 18);
const CASES = Number(process.env.FUZZ_CASES ?? 12);
const HOUSE_GAMES = ['SPB02001', 'SPB02014', 'SPB02020', 'SPB02010', 'SPB02030', 'SPB02031'];

let database: TestDatabase;
let test: TestApp;
let app: App;
let player: LoginSuccess;
let victim: LoginSuccess;
let staffToken: string;
const known: Record<string, string[]> = {};
const houseTokens: Record<string, string> = {};

async function playerPost<T>(url: string, body: Record<string, unknown>): Promise<T> {
  const response = await app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${player.token}` },
    payload: { operator_id: player.operator_id, player_id: player.player_id, ...body },
  });
  return response.json<T>();
}

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, {
    launchTokenVerifier: cashLaunchVerifier,
    rateLimitMax: 1_000_000,
    // FUZZ_LOG=<file> keeps the server's error log (the stack of a 500) there.
    ...(process.env.FUZZ_LOG
      ? { env: { LOG_LEVEL: 'error' }, logStream: createWriteStream(process.env.FUZZ_LOG) }
      : {}),
  });
  app = test.app;
  player = await loginByMobile(app);
  victim = await loginByMobile(app);
  staffToken = (await createStaff(app, 'admin')).token;
  await app.ledger.transfer({
    operatorId: player.operator_id,
    playerId: player.player_id,
    type: 'deposit',
    source: 'test',
    externalRef: randomUUID(),
    amount: 500_000n,
    direction: 'in',
    counterparty: 'gateway_clearing',
    remarks: 'fuzz funds',
  });
  for (const code of HOUSE_GAMES) {
    const launch = await app.inject({
      method: 'POST',
      url: '/api/game-launch',
      headers: { authorization: `Bearer ${player.token}` },
      payload: { game_code: code },
    });
    houseTokens[code] = launch.json<GameLaunch>().token;
  }
  // Things that exist, so that path parameters and ids also reach the rows they name.
  const pending = await playerPost<{ transaction_id: string }>('/transaction/deposit', {
    deposit_method: 'upi-QR',
    transaction_id: '612345678901',
    amount: 100,
  });
  const gateway = await playerPost<GatewayDepositResponse>('/pg/kvmpay-deposit', {
    deposit_method: 'UPI',
    amount: 100,
    mobileNo: '9876543210',
    email: 'p@example.com',
  });
  const withdrawal = await playerPost<{ transaction_id: string }>('/transaction/withdraw', {
    method: 'upi',
    upi_id: 'fuzz@okaxis',
    amount: 10,
  });
  known.id = [pending.transaction_id, withdrawal.transaction_id, randomUUID()];
  known.transaction_id = [gateway.transaction_id, '612345678902'];
  known.utr = ['612345678901'];
  known.code = ['SPB02001', 'SPB', 'MZ010001', 'home'];
  known.game_code = HOUSE_GAMES;
  known.token = Object.values(houseTokens);
  known['*'] = ['', 'addCash', 'play/SPB02001', '%00', '..%2f..%2fpackage.json', 'x'.repeat(3000)];
  // A practice table the player sits at (issue 17): moves, states and the fairness page reach real rows.
  const seated = await playerPost<{ table: { table_id: string; fairness: { hand_id: string } | null } }>(
    '/api/tables/join',
    { offer_id: 'practice-rummy-points-2-0.1' },
  );
  known.table_id = [seated.table.table_id, randomUUID()];
  known.offer_id = ['practice-rummy-points-2-0.1', 'rummy-points-6-0.5', 'practice-rummy-pool101-6-10'];
  known.hand_id = [seated.table.fairness?.hand_id ?? randomUUID(), randomUUID()];
  const sandboxOrder = new URL(gateway.payment_url).pathname.split('/').pop()!;
  known.id.push(sandboxOrder);
}, 180_000);

afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

type Identity = 'none' | 'player' | 'staff';

/** Calls that end the identity's session or block its play go last, so the rest runs logged in. */
const LAST = [
  '/auth/logout',
  '/staff/auth/logout',
  '/api/responsible-gaming/cool-off',
  '/api/responsible-gaming/self-exclusion',
];

function contextFor(operation: Operation, identity: Identity): FuzzContext {
  const knownIds: Record<string, string[]> = { ...known };
  if (operation.path.startsWith('/wallet-api/')) {
    knownIds.token = [`cash:${player.player_id}`];
    knownIds.game_code = ['SPB02001'];
    knownIds.transaction_id = [randomUUID()];
  }
  // Staff act on another player, so that a suspension does not end the walk of the player's calls.
  if (identity === 'staff' && operation.path.includes('{player_id}')) knownIds.player_id = [victim.player_id];
  return {
    playerId: identity === 'player' ? player.player_id : undefined,
    refreshToken: identity === 'player' ? player.authToken : undefined,
    houseTokens,
    knownIds,
  };
}

const gatewaySecret = () => sandboxGatewaySecret(test.config.sessionSecret);

/** A parameter value as a client would write it in a URL or a form. */
function asText(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function queryString(query: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? (value as unknown[]) : [value]) search.append(key, asText(one));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function send(operation: Operation, identity: Identity, input: FuzzCase) {
  let url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = asText(input.params[name]);
    // The page route takes the path as it comes (it may hold its own %-escapes and slashes).
    if (name === '*') return value;
    // A lone surrogate has no UTF-8: a client sends the bytes of one, which are no UTF-8 either.
    const surrogate = /[\ud800-\udfff]/g;
    return `${encodeURIComponent(value.replace(surrogate, ''))}${surrogate.test(value) ? '%ED%A0%80' : ''}`;
  });
  url += queryString(input.query);
  const headers: Record<string, string> = {};
  if (identity === 'player') headers.authorization = `Bearer ${player.token}`;
  if (identity === 'staff') headers.authorization = `Bearer ${staffToken}`;
  if (operation.path.startsWith('/login/')) headers.operator_id = '230201';
  let payload: string | undefined;
  if (operation.method === 'POST' && input.body !== undefined) {
    if (operation.form) {
      const fields =
        typeof input.body === 'object' && input.body !== null ? input.body : { value: input.body };
      payload = queryString(fields as Record<string, unknown>).slice(1);
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else {
      payload = input.body instanceof RawBody ? input.body.text : JSON.stringify(input.body);
      headers['content-type'] = 'application/json';
    }
  }
  if (operation.signature === 'wallet-api') {
    headers['x-provider-code'] = 'SPB';
    headers['x-signature'] = signBody((await app.walletProviders.secretFor('SPB'))!.secret, payload ?? '');
  }
  if (operation.signature === 'gateway') headers['x-signature'] = signBody(gatewaySecret(), payload ?? '');
  // Per-IP limits (OTPs, contact messages) would otherwise answer most of the walk with 429.
  const spread = url.length * 31 + (payload?.length ?? 0);
  return app.inject({
    method: operation.method,
    url,
    headers,
    payload,
    remoteAddress: `10.${spread % 250}.${Math.floor(spread / 250) % 250}.${(spread % 13) + 1}`,
  });
}

describe('every operation of the API', () => {
  it('is walked by the fuzz test, or listed with the reason it is not', async () => {
    const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json<
      Parameters<typeof operationsOf>[0]
    >();
    const walked = new Set(
      operationsOf(document).map((operation) => `${operation.method} ${operation.path}`),
    );
    const missing = routesOf(app.printRoutes({ commonPrefix: false })).filter(
      (route) => !walked.has(route) && !(route in NOT_WALKED),
    );
    expect(missing).toEqual([]);
  });

  it('answers generated bad and edge-case input without a 5xx, as a player, as staff and without a token', async () => {
    const document = (await app.inject({ method: 'GET', url: '/docs/json' })).json<
      Parameters<typeof operationsOf>[0]
    >();
    const operations = operationsOf(document).sort(
      (a, b) => Number(LAST.includes(a.path)) - Number(LAST.includes(b.path)),
    );
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    let requests = 0;
    for (const identity of ['none', 'staff', 'player'] as const) {
      for (const [index, operation] of operations.entries()) {
        const cases = casesOf(operation, contextFor(operation, identity), SEED + index, CASES);
        for (const input of cases) {
          requests += 1;
          let status: number;
          let body: string;
          try {
            const response = await send(operation, identity, input);
            status = response.statusCode;
            body = response.body.slice(0, 200);
          } catch (error) {
            status = 599;
            body = String(error);
          }
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500)
            failures.push(
              `${status} ${operation.method} ${operation.path} as ${identity}, ${input.mutation}: ${JSON.stringify(
                {
                  params: input.params,
                  query: input.query,
                  body: input.body,
                },
              ).slice(0, 400)} → ${body}`,
            );
        }
      }
    }
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.info(
      `fuzz: ${requests} requests over ${operations.length} operations in ${seconds} s (seed ${SEED}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(failures, failures.join('\n')).toEqual([]);
  }, 300_000);
});
