import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_ROLE_FORBIDDEN, STAFF_ROLES, type StaffRole } from '@khelo/contracts/staff';
import { createStaff } from '../../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// Every /staff route checks the role on the server: a table of routes × roles. Inputs are valid but name
// nothing that exists, so an allowed role gets past the role check (200, 404 or 409) without changing
// anything, and every other role gets 403. Every /staff route, listed here or not, refuses a call without a
// session.

interface Case {
  method: 'GET' | 'POST';
  url: string;
  /** The route as registered, to find it in the OpenAPI document. */
  route: string;
  body?: Record<string, unknown>;
  allowed: readonly StaffRole[];
}

const CASHIER: StaffRole[] = ['admin', 'cashier'];
const REVIEWER: StaffRole[] = ['admin', 'kyc_reviewer'];
const AUDIT: StaffRole[] = ['admin', 'auditor'];
const CATALOG_READ: StaffRole[] = ['admin', 'support', 'auditor'];
const kycId = randomUUID();

const CASES: Case[] = [
  { method: 'GET', url: '/staff/auth/me', route: '/staff/auth/me', allowed: STAFF_ROLES },
  { method: 'GET', url: '/staff/audit-log', route: '/staff/audit-log', allowed: AUDIT },
  { method: 'GET', url: '/staff/audit-log/verify', route: '/staff/audit-log/verify', allowed: AUDIT },
  ...(['deposits', 'withdrawals'] as const).flatMap((kind): Case[] => [
    { method: 'GET', url: `/staff/${kind}`, route: `/staff/${kind}`, allowed: CASHIER },
    ...(['approve', 'reject', 'claim', 'release'] as const).map((decision): Case => ({
      method: 'POST',
      url: `/staff/${kind}/987654321/${decision}`,
      route: `/staff/${kind}/{id}/${decision}`,
      body: { reason: 'role table test' },
      allowed: CASHIER,
    })),
  ]),
  { method: 'GET', url: '/staff/kyc', route: '/staff/kyc', allowed: REVIEWER },
  { method: 'GET', url: `/staff/kyc/${kycId}`, route: '/staff/kyc/{id}', allowed: REVIEWER },
  {
    method: 'POST',
    url: `/staff/kyc/${kycId}/approve`,
    route: '/staff/kyc/{id}/approve',
    body: {},
    allowed: REVIEWER,
  },
  {
    method: 'POST',
    url: `/staff/kyc/${kycId}/reject`,
    route: '/staff/kyc/{id}/reject',
    body: { reason: 'role table test' },
    allowed: REVIEWER,
  },
  {
    method: 'GET',
    url: '/staff/contact-messages',
    route: '/staff/contact-messages',
    allowed: ['admin', 'support'],
  },
  { method: 'GET', url: '/staff/games', route: '/staff/games', allowed: CATALOG_READ },
  { method: 'GET', url: '/staff/reports', route: '/staff/reports', allowed: AUDIT },
  { method: 'GET', url: '/staff/ledger', route: '/staff/ledger', allowed: AUDIT },
  {
    method: 'GET',
    url: '/staff/bank-credits/123456789012',
    route: '/staff/bank-credits/{utr}',
    allowed: ['admin', 'cashier', 'auditor'],
  },
  {
    method: 'POST',
    url: '/staff/games/NOSUCHGAME',
    route: '/staff/games/{code}',
    body: { status: 'offline' },
    allowed: ['admin'],
  },
  { method: 'GET', url: '/staff/providers', route: '/staff/providers', allowed: CATALOG_READ },
  {
    method: 'POST',
    url: '/staff/providers/NOSUCHPROVIDER',
    route: '/staff/providers/{code}',
    body: { status: 'offline' },
    allowed: ['admin'],
  },
  { method: 'GET', url: '/staff/menu', route: '/staff/menu', allowed: CATALOG_READ },
  { method: 'GET', url: '/staff/banners', route: '/staff/banners', allowed: CATALOG_READ },
  {
    method: 'POST',
    url: '/staff/banners/no-such-banner',
    route: '/staff/banners/{code}',
    body: { active: true },
    allowed: ['admin'],
  },
  {
    method: 'POST',
    url: '/staff/menu/no-such-item',
    route: '/staff/menu/{code}',
    body: { eng: 'X', hindi: 'X' },
    allowed: ['admin'],
  },
  { method: 'GET', url: '/staff/players?q=98765', route: '/staff/players', allowed: CATALOG_READ },
  {
    method: 'GET',
    url: `/staff/players/${randomUUID()}`,
    route: '/staff/players/{player_id}',
    allowed: CATALOG_READ,
  },
  {
    method: 'POST',
    url: `/staff/players/${randomUUID()}/adjustments`,
    route: '/staff/players/{player_id}/adjustments',
    body: { direction: 'credit', amount: 1, reason: 'role table test' },
    allowed: ['admin'],
  },
  { method: 'GET', url: '/staff/adjustments', route: '/staff/adjustments', allowed: ['admin'] },
  ...(['approve', 'reject'] as const).map((decision): Case => ({
    method: 'POST',
    url: `/staff/adjustments/${randomUUID()}/${decision}`,
    route: `/staff/adjustments/{id}/${decision}`,
    body: {},
    allowed: ['admin'],
  })),
  {
    method: 'POST',
    url: `/staff/players/${randomUUID()}/status`,
    route: '/staff/players/{player_id}/status',
    body: { status: 'suspended', reason: 'role table test' },
    allowed: ['admin', 'support'],
  },
];

let database: TestDatabase;
let test: TestApp;
const tokens = {} as Record<StaffRole, string>;
let documented: Map<string, string[]>;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database);
  for (const role of STAFF_ROLES) tokens[role] = (await createStaff(test.app, role)).token;
  const spec = test.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  documented = new Map(
    Object.entries(spec.paths)
      .filter(([path]) => path.startsWith('/staff/'))
      .map(([path, operations]) => [path, Object.keys(operations).map((method) => method.toUpperCase())]),
  );
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

describe('staff roles, route by route', () => {
  it('lists routes that exist', () => {
    for (const entry of CASES) expect(documented.get(entry.route), entry.route).toContain(entry.method);
  });

  for (const entry of CASES) {
    it(`${entry.method} ${entry.route}: only ${entry.allowed.join(', ')}`, async () => {
      for (const role of STAFF_ROLES) {
        const response = await test.app.inject({
          method: entry.method,
          url: entry.url,
          headers: { authorization: `Bearer ${tokens[role]}` },
          ...(entry.body ? { payload: entry.body } : {}),
        });
        if (entry.allowed.includes(role)) {
          expect([200, 404, 409], `${role}: ${response.body}`).toContain(response.statusCode);
        } else {
          expect(response.statusCode, role).toBe(403);
          expect(response.json()).toEqual({ status: 0, message: STAFF_ROLE_FORBIDDEN });
        }
      }
    });
  }

  it('refuses every /staff route without a session', async () => {
    for (const [route, methods] of documented) {
      if (route === '/staff/auth/login') continue;
      for (const method of methods) {
        const url = route.replace(/\{[^}]+\}/g, 'x');
        const response = await test.app.inject({
          method: method as 'GET',
          url,
          payload: method === 'GET' ? undefined : {},
        });
        // Bad input may be named (400) before the session is checked; nothing ever succeeds.
        expect([400, 401], `${method} ${route}`).toContain(response.statusCode);
      }
    }
  });
});
