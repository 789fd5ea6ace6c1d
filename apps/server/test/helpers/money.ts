import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { HistoryResponse } from '@khelo/contracts/wallet';
import type { App } from '../../src/app';
import type { Database } from '../../src/db/client';
import { bonusSettingsFrom } from '../../src/modules/bonus/bonus.config';
import { kycDocuments } from '../../src/db/schema';
import type { LaunchTokenVerifier } from '../../src/modules/wallet-api/launch-token';
import { signBody } from '../../src/modules/wallet-api/signature';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';

// Money moves for tests of bonuses and TDS: deposits through the sandbox bank and the manual UPI call,
// cash bets and wins through the signed wallet-api (launch tokens `cash:<player id>`, see
// cashLaunchVerifier), and a verified PAN.

export const TEST_GAME = 'SPB02001';

/** Pass as createTestApp's launchTokenVerifier: `cash:<player id>` is a live cash launch of TEST_GAME. */
export const cashLaunchVerifier: LaunchTokenVerifier = (token) => {
  const [kind, playerId] = token.split(':');
  if (kind !== 'cash' || !playerId) return Promise.resolve(null);
  return Promise.resolve({
    playerId,
    operatorId: 230201,
    gameCode: TEST_GAME,
    providerCode: 'SPB',
    expiresAt: new Date('2100-01-01T00:00:00Z'),
    gameName: 'Aviator',
  });
};

/**
 * The app of a bonus or tax test file: the product's bonus settings, cash launches `cash:<player id>` and
 * the clock `now`; after every test the ledger must be balanced. Read `.app` and `.database` in tests.
 */
export function moneyTestApp(now: () => Date) {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    test = await createTestApp(database.database, {
      now,
      launchTokenVerifier: cashLaunchVerifier,
      bonusSettings: bonusSettingsFrom({}),
    });
  });
  afterAll(async () => {
    await test?.cleanup();
    await database?.cleanup();
  });
  afterEach(async () => {
    const invariants = await test.app.ledger.invariants();
    expect(invariants.unbalancedTransactions + invariants.negativeAccounts + invariants.driftedAccounts).toBe(
      0,
    );
    expect(invariants.postingsTotal).toBe(0n);
  });
  return {
    get app(): App {
      return test.app;
    },
    get database(): Database {
      return database.database;
    },
  };
}

export function playerCall(app: App, player: LoginSuccess, url: string, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${player.token}` },
    payload: { operator_id: player.operator_id, player_id: player.player_id, ...body },
  });
}

let utrSeed = 300_000_000_000;

/** Pays the operator's UPI id in the sandbox bank and claims it: credited at once. */
export async function deposit(app: App, player: LoginSuccess, rupees: number): Promise<void> {
  const paid = await app.inject({
    method: 'POST',
    url: '/sandbox/upi-bank',
    headers: { accept: 'application/json' },
    payload: { upi_id: 'khelo.deposits@okaxis', amount: String(rupees), payer: 'Tester' },
  });
  if (paid.statusCode !== 200) throw new Error(`sandbox bank: ${paid.statusCode} ${paid.body}`);
  const utr = paid.json<{ utr: string }>().utr ?? String((utrSeed += 7919));
  const response = await playerCall(app, player, '/transaction/deposit', {
    device_id: 'dev-1',
    deposit_method: 'upi-QR',
    transaction_id: utr,
    amount: rupees,
    payment_gateway: 'upi',
  });
  if (!response.json<{ credited?: boolean }>().credited)
    throw new Error(`deposit not credited: ${response.statusCode} ${response.body}`);
}

async function walletApi(
  app: App,
  path: 'debit' | 'credit' | 'rollback',
  player: LoginSuccess,
  fields: Record<string, unknown>,
): Promise<string> {
  const secret = (await app.walletProviders.secretFor('SPB'))!.secret;
  const transactionId = randomUUID();
  const payload = JSON.stringify({
    request_id: randomUUID(),
    token: `cash:${player.player_id}`,
    game_code: TEST_GAME,
    transaction_id: transactionId,
    round_id: randomUUID(),
    ...fields,
  });
  const response = await app.inject({
    method: 'POST',
    url: `/wallet-api/${path}`,
    headers: {
      'content-type': 'application/json',
      'x-provider-code': 'SPB',
      'x-signature': signBody(secret, payload),
    },
    payload,
  });
  if (response.statusCode !== 200)
    throw new Error(`wallet-api ${path}: ${response.statusCode} ${response.body}`);
  return transactionId;
}

/** A cash bet of `rupees` (a provider's debit); answers the provider's transaction id. */
export const bet = (app: App, player: LoginSuccess, rupees: number) =>
  walletApi(app, 'debit', player, { amount: rupees, currency: 'INR' });
/** A win of `rupees` (a provider's credit). */
export const win = (app: App, player: LoginSuccess, rupees: number) =>
  walletApi(app, 'credit', player, { amount: rupees, currency: 'INR' });
/** The provider cancels the bet `betId` (refunded). */
export const rollback = (app: App, player: LoginSuccess, betId: string) =>
  walletApi(app, 'rollback', player, { reference_transaction_id: betId });

/** A verified PAN on file (what the KYC review produces), for withdrawals that carry TDS. */
export async function verifyPan(database: Database, player: LoginSuccess): Promise<void> {
  await database.db.insert(kycDocuments).values({
    operatorId: player.operator_id,
    playerId: player.player_id,
    docType: 'pan',
    playerName: 'Asha Verma',
    numberSealed: 'test',
    numberHash: randomUUID(),
    numberLast4: '234Z',
    frontFile: 'test',
    status: 'verified',
    reviewedAt: new Date(),
  });
}

export async function history(app: App, player: LoginSuccess, filter = 'all') {
  return (await playerCall(app, player, '/transaction/history', { filter })).json<HistoryResponse>();
}

export async function withdrawUpi(app: App, player: LoginSuccess, rupees: number) {
  return playerCall(app, player, '/transaction/withdraw', {
    method: 'upi',
    upi_id: 'asha@okaxis',
    amount: rupees,
  });
}
