import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAUNCH_TOKEN_SECONDS } from '@khelo/contracts/catalog-constants';
import type { ClientToServerEvents, Notice, ServerToClientEvents } from '@khelo/contracts/socket-events';
import type { WalletFailure, WalletSuccess } from '@khelo/contracts/wallet';
import { loginByMobile, manualClock, randomMobile } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { AVIATOR, walletApiCalls } from '../../../test/helpers/wallet-api-calls';
import { signBody } from './signature';

// Every branch of POST wallet-api/balance | debit | credit | rollback through HTTP, with real logins and
// real game launches (the launch token the provider receives).

const MINES = 'SPB02010';
const LUDO = 'MZ010067';

let database: TestDatabase;
let test: TestApp;
const clock = manualClock();
const { nextId, secretOf, call, launch, bet, fundedPlayer } = walletApiCalls(() => test.app);

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { now: clock.now });
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

function rollbackOf(token: string, reference: string, transactionId = nextId('rb')) {
  return {
    request_id: nextId('req'),
    token,
    game_code: AVIATOR,
    transaction_id: transactionId,
    reference_transaction_id: reference,
    round_id: nextId('round'),
  };
}

describe('signature and provider', () => {
  it('401 INVALID_SIGNATURE for a wrong signature, before looking at the body', async () => {
    const { token } = await fundedPlayer(0);
    const response = await call(
      'balance',
      { request_id: 'r', token, game_code: AVIATOR },
      { signature: 'ab'.repeat(32) },
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 0, code: 'INVALID_SIGNATURE', message: 'Invalid signature' });
  });

  it('401 for a signature made with another provider secret, a missing signature or provider', async () => {
    const { token } = await fundedPlayer(0);
    const body = { request_id: 'r', token, game_code: AVIATOR };
    const otherSecret = await secretOf('MZ');
    const wrongKey = await call('balance', body, { signature: signBody(otherSecret, JSON.stringify(body)) });
    expect(wrongKey.statusCode).toBe(401);

    const unsigned = await test.app.inject({
      method: 'POST',
      url: '/wallet-api/balance',
      headers: { 'content-type': 'application/json', 'x-provider-code': 'SPB' },
      payload: JSON.stringify(body),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json<WalletFailure>().code).toBe('INVALID_SIGNATURE');

    const anonymous = await test.app.inject({
      method: 'POST',
      url: '/wallet-api/balance',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'INVALID_SIGNATURE', message: 'Unknown provider' });
  });

  it('a body changed after signing is refused (the signature covers the raw bytes)', async () => {
    const { token } = await fundedPlayer(0);
    const signed = JSON.stringify(bet(token, 5));
    const signature = signBody(await secretOf('SPB'), signed);
    const response = await call('debit', {}, { raw: signed.replace('"amount":5', '"amount":1'), signature });
    expect(response.statusCode).toBe(401);
  });

  it('accepts the sha256= prefix on the signature', async () => {
    const { token } = await fundedPlayer(0);
    const body = JSON.stringify({ request_id: 'r1', token, game_code: AVIATOR });
    const response = await call(
      'balance',
      {},
      { raw: body, signature: `sha256=${signBody(await secretOf('SPB'), body)}` },
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /sandbox/wallet-providers/:code', () => {
  it('shows the development secret a provider signs with; nothing for an invalid code', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/sandbox/wallet-providers/SPB' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      provider_code: 'SPB',
      secret: await secretOf('SPB'),
      source: 'development',
    });
    const invalid = await test.app.inject({ method: 'GET', url: '/sandbox/wallet-providers/no%20such' });
    expect(invalid.statusCode).toBe(404);
  });
});

describe('malformed bodies (400 naming the field)', () => {
  it('malformed JSON', async () => {
    const response = await call('debit', {}, { raw: '{"amount": ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, code: 'BAD_REQUEST', message: 'body: malformed JSON' });
  });

  it.each([
    ['a missing transaction_id', { transaction_id: undefined }, 'transaction_id: is required'],
    ['an amount with three decimals', { amount: 1.005 }, 'amount: must have at most two decimals'],
    ['a negative amount', { amount: -5 }, 'amount: must be more than 0'],
    ['a zero bet', { amount: 0 }, 'amount: must be more than 0'],
    ['an amount as text', { amount: '10' }, 'amount: must be a number in rupees'],
    ['another currency', { currency: 'USD' }, 'currency: must be INR'],
    ['a missing round_id', { round_id: undefined }, 'round_id: is required'],
  ])('debit with %s', async (_name, change, message) => {
    const body = { ...bet('some-token', 10), ...change };
    const response = await call('debit', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 0, code: 'BAD_REQUEST', message });
  });

  it('rollback without reference_transaction_id', async () => {
    const body = { ...rollbackOf('t', 'x'), reference_transaction_id: undefined };
    const response = await call('rollback', body);
    expect(response.statusCode).toBe(400);
    expect(response.json<WalletFailure>().message).toBe('reference_transaction_id: is required');
  });
});

describe('tokens', () => {
  it('401 INVALID_TOKEN for a token that was never issued', async () => {
    const response = await call('balance', { request_id: 'r', token: 'never-issued', game_code: AVIATOR });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 0, code: 'INVALID_TOKEN', message: 'Invalid token' });
  });

  it('403 GAME_MISMATCH for a token of another game or used by another provider', async () => {
    const player = await loginByMobile(test.app);
    const token = await launch(player, AVIATOR);
    const otherGame = await call('debit', bet(token, 1, nextId('bet'), MINES));
    expect(otherGame.statusCode).toBe(403);
    expect(otherGame.json<WalletFailure>().code).toBe('GAME_MISMATCH');

    const ludoToken = await launch(player, LUDO);
    const otherProvider = await call(
      'balance',
      { request_id: 'r', token: ludoToken, game_code: LUDO },
      { provider: 'SPB' },
    );
    expect(otherProvider.statusCode).toBe(403);
    const ownProvider = await call(
      'balance',
      { request_id: 'r', token: ludoToken, game_code: LUDO },
      { provider: 'MZ' },
    );
    expect(ownProvider.statusCode).toBe(200);
  });

  it('after the launch token expired: balance and debit 401 TOKEN_EXPIRED, credit and rollback still work', async () => {
    const { token } = await fundedPlayer(100);
    const placed = bet(token, 30);
    expect((await call('debit', placed)).statusCode).toBe(200);
    const pending = bet(token, 20);
    expect((await call('debit', pending)).statusCode).toBe(200);

    clock.advance((LAUNCH_TOKEN_SECONDS + 1) * 1000);
    try {
      const balance = await call('balance', { request_id: 'r', token, game_code: AVIATOR });
      expect(balance.statusCode).toBe(401);
      expect(balance.json<WalletFailure>().code).toBe('TOKEN_EXPIRED');
      const debit = await call('debit', bet(token, 1));
      expect(debit.statusCode).toBe(401);
      expect(debit.json<WalletFailure>().code).toBe('TOKEN_EXPIRED');

      // A retried bet that was already taken still answers its first result.
      const replay = await call('debit', placed);
      expect(replay.statusCode).toBe(200);
      expect(replay.json<WalletSuccess>()).toMatchObject({ balance: 70, replayed: true });

      const win = await call('credit', { ...bet(token, 45), round_id: placed.round_id });
      expect(win.statusCode).toBe(200);
      expect(win.json<WalletSuccess>().balance).toBe(95);
      const refund = await call('rollback', rollbackOf(token, pending.transaction_id));
      expect(refund.statusCode).toBe(200);
      expect(refund.json<WalletSuccess>().balance).toBe(115);
    } finally {
      clock.advance(-(LAUNCH_TOKEN_SECONDS + 1) * 1000);
    }
  });
});

describe('balance, debit and credit', () => {
  it('a new player has 0; a win and a bet move the balance; answers echo ids', async () => {
    const { token } = await fundedPlayer(0);
    const balance = await call('balance', { request_id: 'r-1', token, game_code: AVIATOR, currency: 'INR' });
    expect(balance.statusCode).toBe(200);
    expect(balance.json()).toEqual({
      status: 1,
      message: 'OK',
      request_id: 'r-1',
      balance: 0,
      currency: 'INR',
    });

    const win = bet(token, 250.5, 'win-1');
    const credited = await call('credit', win);
    expect(credited.statusCode).toBe(200);
    expect(credited.json()).toMatchObject({
      status: 1,
      request_id: win.request_id,
      balance: 250.5,
      currency: 'INR',
      provider_transaction_id: 'win-1',
      replayed: false,
    });
    expect(credited.json<WalletSuccess>().transaction_id).toMatch(/^\d+$/);

    const debited = await call('debit', bet(token, 100.25));
    expect(debited.statusCode).toBe(200);
    expect(debited.json<WalletSuccess>().balance).toBe(150.25);
  });

  it('a replayed debit answers the first result and posts nothing', async () => {
    const { token } = await fundedPlayer(100);
    const first = bet(token, 40);
    const original = await call('debit', first);
    const replay = await call('debit', { ...first, request_id: 'retry' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<WalletSuccess>()).toMatchObject({
      balance: 60,
      transaction_id: original.json<WalletSuccess>().transaction_id,
      replayed: true,
    });
    const balance = await call('balance', { request_id: 'r', token, game_code: AVIATOR });
    expect(balance.json<WalletSuccess>().balance).toBe(60);
  });

  it('a replay of the bet that emptied the wallet still answers its first result, not an overdraft', async () => {
    const { token } = await fundedPlayer(25);
    const allIn = bet(token, 25);
    expect((await call('debit', allIn)).json<WalletSuccess>().balance).toBe(0);
    const replay = await call('debit', allIn);
    expect(replay.statusCode).toBe(200);
    expect(replay.json<WalletSuccess>()).toMatchObject({ balance: 0, replayed: true });
  });

  it('a replayed credit answers the first result; the same id for another amount is 409', async () => {
    const { token } = await fundedPlayer(0);
    const win = bet(token, 12);
    await call('credit', win);
    const replay = await call('credit', win);
    expect(replay.json<WalletSuccess>()).toMatchObject({ balance: 12, replayed: true });
    const changed = await call('credit', { ...win, amount: 13 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ code: 'DUPLICATE_TRANSACTION' });
    const asDebit = await call('debit', { ...win, amount: 12 });
    expect(asDebit.statusCode).toBe(409);
  });

  it('402 INSUFFICIENT_FUNDS returns the real balance and posts nothing', async () => {
    const { token } = await fundedPlayer(30);
    const response = await call('debit', bet(token, 30.01));
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      status: 0,
      code: 'INSUFFICIENT_FUNDS',
      message: 'Insufficient funds',
      balance: 30,
      currency: 'INR',
    });
    const exact = await call('debit', bet(token, 30));
    expect(exact.json<WalletSuccess>().balance).toBe(0);
  });

  it('a zero credit closes a lost round without changing the balance', async () => {
    const { token } = await fundedPlayer(10);
    const response = await call('credit', bet(token, 0));
    expect(response.statusCode).toBe(200);
    expect(response.json<WalletSuccess>().balance).toBe(10);
  });

  it('concurrent bets never overdraw: exactly as many as the balance covers succeed', async () => {
    const { token } = await fundedPlayer(50);
    const responses = await Promise.all(Array.from({ length: 12 }, () => call('debit', bet(token, 10))));
    const codes = responses.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 402)).toHaveLength(7);
    const balance = await call('balance', { request_id: 'r', token, game_code: AVIATOR });
    expect(balance.json<WalletSuccess>().balance).toBe(0);
  });

  it('the same bet sent concurrently posts once', async () => {
    const { token } = await fundedPlayer(50);
    const same = bet(token, 10);
    const responses = await Promise.all(Array.from({ length: 6 }, () => call('debit', same)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const ids = new Set(responses.map((response) => response.json<WalletSuccess>().transaction_id));
    expect(ids.size).toBe(1);
    const balance = await call('balance', { request_id: 'r', token, game_code: AVIATOR });
    expect(balance.json<WalletSuccess>().balance).toBe(40);
  });
});

describe('rollback', () => {
  it('refunds a bet once; a replay answers the same; another rollback of it refunds nothing more', async () => {
    const { token } = await fundedPlayer(100);
    const placed = bet(token, 35);
    await call('debit', placed);
    const rollback = rollbackOf(token, placed.transaction_id);
    const first = await call('rollback', rollback);
    expect(first.statusCode).toBe(200);
    expect(first.json<WalletSuccess>()).toMatchObject({ balance: 100, replayed: false });
    const replay = await call('rollback', rollback);
    expect(replay.json<WalletSuccess>()).toMatchObject({
      balance: 100,
      replayed: true,
      transaction_id: first.json<WalletSuccess>().transaction_id,
    });
    const again = await call('rollback', rollbackOf(token, placed.transaction_id));
    expect(again.statusCode).toBe(200);
    expect(again.json<WalletSuccess>().balance).toBe(100);
  });

  it('rollback before the debit succeeds; the late debit is refused with 409 TRANSACTION_ROLLED_BACK', async () => {
    const { token } = await fundedPlayer(20);
    const late = bet(token, 5);
    const rollback = await call('rollback', rollbackOf(token, late.transaction_id));
    expect(rollback.statusCode).toBe(200);
    expect(rollback.json<WalletSuccess>().balance).toBe(20);
    const debit = await call('debit', late);
    expect(debit.statusCode).toBe(409);
    expect(debit.json()).toMatchObject({ code: 'TRANSACTION_ROLLED_BACK', balance: 20 });
  });

  it('a win cannot be rolled back (409 ROLLBACK_NOT_ALLOWED)', async () => {
    const { token } = await fundedPlayer(0);
    const win = bet(token, 5);
    await call('credit', win);
    const response = await call('rollback', rollbackOf(token, win.transaction_id));
    expect(response.statusCode).toBe(409);
    expect(response.json<WalletFailure>().code).toBe('ROLLBACK_NOT_ALLOWED');
  });

  it("another player's bet cannot be rolled back with this player's token", async () => {
    const alice = await fundedPlayer(10);
    const bob = await fundedPlayer(0);
    const placed = bet(alice.token, 10);
    await call('debit', placed);
    const response = await call('rollback', rollbackOf(bob.token, placed.transaction_id));
    expect(response.statusCode).toBe(409);
  });
});

describe('the rest of the product sees the ledger', () => {
  it('the login answer carries the ledger balance', async () => {
    const mobile = randomMobile();
    const player = await loginByMobile(test.app, mobile);
    expect(player.wallet_balance).toBe(0);
    await call('credit', bet(await launch(player), 77.7));
    clock.advance(31_000); // another code for the same number only after 30 s
    const again = await loginByMobile(test.app, mobile);
    expect(again.wallet_balance).toBe(77.7);
  });

  it('every balance change reaches the player socket as info with the new balance', async () => {
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}`;
    const player = await loginByMobile(test.app);
    const token = await launch(player);
    const client: Socket<ServerToClientEvents, ClientToServerEvents> = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve) => {
        client.once('info', () => resolve());
        client.emit('sendPlayerData', {
          player_id: player.player_id,
          operator_id: player.operator_id,
          token: player.token,
        });
      });
      const notices: Notice[] = [];
      client.on('info', (notice) => notices.push(notice));
      const win = bet(token, 60);
      await call('credit', win);
      await call('credit', win); // a replay says nothing
      await call('debit', bet(token, 15));
      await expect.poll(() => notices.length).toBe(2);
      expect(notices[0]).toMatchObject({
        type: 'game_credit',
        amount: 60,
        wallet_balance: 60,
        transaction_type: 2,
      });
      expect(notices[1]).toMatchObject({
        type: 'game_debit',
        amount: 15,
        wallet_balance: 45,
        transaction_type: 1,
      });
      expect(notices[1]!.message).toBe(
        'Game debit ₹15.00: Aviator: bet, round ' + notices[1]!.message.split('round ')[1],
      );
    } finally {
      client.disconnect();
    }
  });

  it('keeps the ledger balanced', async () => {
    const invariants = await test.app.ledger.invariants();
    expect(invariants).toEqual({
      postingsTotal: 0n,
      unbalancedTransactions: 0,
      negativeAccounts: 0,
      driftedAccounts: 0,
      storedSystemBalances: 0,
      duplicateReferences: 0,
    });
  });
});
