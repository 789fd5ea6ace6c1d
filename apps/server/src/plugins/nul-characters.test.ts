import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginSuccess } from '@khelo/contracts/auth';
import type { StaffGameList } from '@khelo/contracts/backoffice-catalog';
import type { GatewayDepositResponse } from '@khelo/contracts/payments';
import type { AuditLogResponse } from '@khelo/contracts/staff';
import { gatewayDeposit } from '../../test/helpers/cash-calls';
import { loginByMobile, randomIp, randomMobile } from '../../test/helpers/auth';
import { cashLaunchVerifier, playerCall, TEST_GAME } from '../../test/helpers/money';
import { createStaff } from '../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-database';
import { sandboxGatewaySecret } from '../modules/payments/gateway-webhook.routes';
import { signBody } from '../modules/wallet-api/signature';
import { nulPath } from './validation';

// A NUL character (U+0000) in any string of any request is a 400 naming the field, refused once at the
// schema layer (plugins/validation.ts) before PostgreSQL could fail on it with a 500; nothing changes.
// The cases are those an attack run found, plus the routes that parse their own bodies.

const NUL = '\u0000';
const refusal = (field: string) => ({ status: 0, message: `${field}: must not contain NUL characters` });

let database: TestDatabase;
let test: TestApp;
let player: LoginSuccess;
let admin: { token: string };

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database, { launchTokenVerifier: cashLaunchVerifier });
  player = await loginByMobile(test.app);
  admin = await createStaff(test.app, 'admin');
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

const call = (url: string, body: Record<string, unknown>) => playerCall(test.app, player, url, body);

function staffCall(method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) {
  return test.app.inject({ method, url, headers: { authorization: `Bearer ${admin.token}` }, payload });
}

const auditRows = async () =>
  (await staffCall('GET', '/staff/audit-log')).json<AuditLogResponse>().data.length;

describe('NUL characters', () => {
  it('finds the first NUL in strings and keys at any depth, without recursion', () => {
    expect(nulPath({ a: 'ok', b: [{ c: `x${NUL}` }] })).toBe('/b/0/c');
    expect(nulPath({ [`k${NUL}`]: 1 })).toBe('');
    expect(nulPath(['fine', 1, null, true])).toBeNull();
    let deep: unknown = `x${NUL}`;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(nulPath(deep)).toBe('/0'.repeat(100_000));
  });

  it('refuses them in the login fields without sending a code', async () => {
    const mobile = randomMobile();
    for (const field of ['affiliate_id', 'promo_code', 'referral_code']) {
      const response = await test.app.inject({
        method: 'POST',
        url: '/login/mobile',
        remoteAddress: randomIp(),
        payload: { country_code: '+91', mobile_number: mobile, operator_id: 230201, [field]: `a${NUL}b` },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(field));
    }
    const outbox = await test.app.inject({ method: 'GET', url: `/sandbox/outbox?to=${mobile}` });
    expect(outbox.json()).toEqual([]);
  });

  it('refuses them in a contact message and stores nothing', async () => {
    const before = (await staffCall('GET', '/staff/contact-messages')).json<{ data: unknown[] }>().data;
    const response = await test.app.inject({
      method: 'POST',
      url: '/contact/submit',
      remoteAddress: randomIp(),
      payload: {
        name: `Asha${NUL}`,
        email: 'asha@example.com',
        phone: '9876543210',
        message: 'A question about my withdrawal.',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal('name'));
    const after = (await staffCall('GET', '/staff/contact-messages')).json<{ data: unknown[] }>().data;
    expect(after).toHaveLength(before.length);
  });

  it('refuses them in payment calls, the signed webhook included; nothing is created or credited', async () => {
    const status = await call('/pg/kvmpay-checkStatus', { transaction_id: `KVM${NUL}` });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual(refusal('transaction_id'));

    const deposits = async () =>
      (await staffCall('GET', `/staff/ledger?player_id=${player.player_id}&type=deposit`)).json<{
        data: unknown[];
      }>().data.length;
    const deposit = await call('/pg/kvmpay-deposit', {
      device_id: `dev${NUL}`,
      deposit_method: 'UPI',
      amount: 100,
      mobileNo: '9876543210',
      email: 'p@example.com',
    });
    expect(deposit.statusCode).toBe(400);
    expect(deposit.json()).toEqual(refusal('device_id'));
    expect(await deposits()).toBe(0);

    const created = (await gatewayDeposit(test, player)).json<GatewayDepositResponse>();
    expect(await deposits()).toBe(1);
    const secret = sandboxGatewaySecret(test.config.sessionSecret);
    for (const [field, event] of [
      ['transaction_id', { transaction_id: `${created.transaction_id}${NUL}`, gateway_payment_id: 'g1' }],
      ['gateway_payment_id', { transaction_id: created.transaction_id, gateway_payment_id: `g${NUL}` }],
    ] as const) {
      const body = JSON.stringify({ ...event, status: 'SUCCESS', amount: 100 });
      const response = await test.app.inject({
        method: 'POST',
        url: '/webhooks/kvmpay',
        headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, body) },
        payload: body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(field));
    }
    const after = await call('/pg/kvmpay-checkStatus', { transaction_id: created.transaction_id });
    expect(after.json()).toMatchObject({ transaction_status: 'PENDING', wallet_balance: 0 });
  });

  it('refuses them in the sandbox pages: outbox filter, bank form, gateway page', async () => {
    const outbox = await test.app.inject({ method: 'GET', url: '/sandbox/outbox?to=%00' });
    expect(outbox.statusCode).toBe(400);
    expect(outbox.json()).toEqual(refusal('to'));

    const bank = await test.app.inject({
      method: 'POST',
      url: '/sandbox/upi-bank',
      headers: { accept: 'application/json' },
      payload: { upi_id: 'khelo.deposits@okaxis', amount: '75', payer: `Tester${NUL}` },
    });
    expect(bank.statusCode).toBe(400);
    expect(bank.json()).toEqual(refusal('payer'));
    const form = await test.app.inject({
      method: 'POST',
      url: '/sandbox/upi-bank',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'upi_id=khelo.deposits%40okaxis&amount=75&payer=A%00B',
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).toContain('payer: must not contain NUL characters');
    expect(form.body).toContain('No payments yet.');

    for (const [method, url] of [
      ['GET', '/sandbox/gateway/SGW%00'],
      ['POST', '/sandbox/gateway/SGW%00/pay'],
    ] as const) {
      const response = await test.app.inject({ method, url });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal('id'));
    }
  });

  it('refuses them in staff filters and decisions; nothing is changed or audited', async () => {
    const audited = await auditRows();
    for (const query of ['subject_type=%00', 'subject_id=player%00']) {
      const response = await staffCall('GET', `/staff/audit-log?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(query.split('=')[0]!));
    }
    const status = await staffCall('POST', `/staff/players/${player.player_id}/status`, {
      status: 'suspended',
      reason: `fraud${NUL}`,
    });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toEqual(refusal('reason'));
    const file = await staffCall('GET', `/staff/players/${player.player_id}`);
    expect(file.json()).toMatchObject({ player: { status: 'active' } });

    for (const [field, body] of [
      ['category', { category: `slot${NUL}` }],
      ['reason', { status: 'offline', reason: `maintenance${NUL}` }],
    ] as const) {
      const response = await staffCall('POST', `/staff/games/${TEST_GAME}`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(refusal(field));
    }
    const games = (await staffCall('GET', '/staff/games')).json<StaffGameList>();
    expect(games.data.find((game) => game.game_code === TEST_GAME)?.status).toBe('live');
    expect(await auditRows()).toBe(audited);
  });

  it('refuses them in a signed wallet-api body after the signature, with its error code', async () => {
    const secret = (await test.app.walletProviders.secretFor('SPB'))!.secret;
    const body = JSON.stringify({
      request_id: 'r1',
      token: `cash:${player.player_id}`,
      game_code: TEST_GAME,
      transaction_id: randomUUID(),
      round_id: `round${NUL}`,
      amount: 10,
      currency: 'INR',
    });
    const send = (signature: string) =>
      test.app.inject({
        method: 'POST',
        url: '/wallet-api/debit',
        headers: { 'content-type': 'application/json', 'x-provider-code': 'SPB', 'x-signature': signature },
        payload: body,
      });
    // Unsigned callers learn nothing about the body.
    expect((await send('00')).statusCode).toBe(401);
    const response = await send(signBody(secret, body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ...refusal('round_id'),
      code: 'BAD_REQUEST',
      request_id: 'r1',
    });
  });

  it('names the body when a key holds the NUL, and the path part of a URL', async () => {
    const key = await call('/transaction/history', { [`filter${NUL}`]: 'all' });
    expect(key.statusCode).toBe(400);
    expect(key.json()).toEqual(refusal('body'));
    const param = await staffCall('GET', '/staff/bank-credits/1234%0056789012');
    expect(param.statusCode).toBe(400);
    expect(param.json()).toEqual(refusal('utr'));
  });

  it('leaves header NULs to Node, which refuses the request before the app sees it', async () => {
    const address = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `POST /api/menu-list HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a${NUL}b\r\nConnection: close\r\n\r\n`,
        );
      });
      let data = '';
      socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
  });
});
