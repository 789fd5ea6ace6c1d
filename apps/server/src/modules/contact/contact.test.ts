import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_LIMITS,
  CONTACT_RATE_LIMITED,
  CONTACT_RECEIVED,
  type ContactList,
} from '@khelo/contracts/contact';
import { STAFF_ROLE_FORBIDDEN, STAFF_TOKEN_REQUIRED } from '@khelo/contracts/staff';
import { randomIp } from '../../../test/helpers/auth';
import { createStaff } from '../../../test/helpers/staff';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';

// POST contact/submit (public, limited per IP) and GET /staff/contact-messages (support and admin).

let database: TestDatabase;
let test: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  test = await createTestApp(database.database);
});
afterAll(async () => {
  await test?.cleanup();
  await database?.cleanup();
});

const valid = {
  name: 'Asha Verma',
  email: 'Asha@Example.com',
  phone: '9876543210',
  message: 'My withdrawal of Rs 500 is pending since yesterday.',
};

function submit(payload: Record<string, unknown>, ip = randomIp()) {
  return test.app.inject({ method: 'POST', url: '/contact/submit', remoteAddress: ip, payload });
}

function list(token: string | null, query = '') {
  return test.app.inject({
    method: 'GET',
    url: `/staff/contact-messages${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('contact/submit', () => {
  it('stores a message without login and thanks the sender', async () => {
    const response = await submit({ ...valid, message: `  ${valid.message} (first)  ` });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ status: number; message: string; id: string }>();
    expect(body).toMatchObject({ status: 1, message: CONTACT_RECEIVED });

    const support = await createStaff(test.app, 'support');
    const messages = (await list(support.token)).json<ContactList>();
    const stored = messages.data.find((message) => message.id === body.id);
    expect(stored).toMatchObject({
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9876543210',
      message: `${valid.message} (first)`,
      operator_id: 230201,
    });
    expect(stored).not.toHaveProperty('ip');
  });

  it.each([
    ['name', { name: ' ' }, 'name'],
    ['email', { email: 'not-an-email' }, 'email'],
    ['phone', { phone: '12345' }, 'phone'],
    ['message', { message: 'short' }, 'message'],
    ['message', { message: 'x'.repeat(CONTACT_LIMITS.messageMax + 1) }, 'message'],
    ['missing name', { name: undefined }, 'name'],
  ])('answers 400 naming the field for a bad %s and stores nothing', async (_label, change, field) => {
    const support = await createStaff(test.app, 'support');
    const before = (await list(support.token)).json<ContactList>().total;
    const response = await submit({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ status: number; message: string }>()).toMatchObject({ status: 0 });
    expect(response.json<{ message: string }>().message).toContain(field);
    expect((await list(support.token)).json<ContactList>().total).toBe(before);
  });

  it('refuses another operator with 404', async () => {
    const response = await submit({ ...valid, operator_id: 999_999 });
    expect(response.statusCode).toBe(404);
  });

  it(`allows ${CONTACT_LIMITS.perIpPerHour} messages per IP an hour, then 429 with retry_after`, async () => {
    const ip = randomIp();
    for (let index = 0; index < CONTACT_LIMITS.perIpPerHour; index += 1) {
      expect((await submit(valid, ip)).statusCode).toBe(200);
    }
    const limited = await submit(valid, ip);
    expect(limited.statusCode).toBe(429);
    const body = limited.json<{ message: string; retry_after: number }>();
    expect(body.message).toBe(CONTACT_RATE_LIMITED);
    expect(body.retry_after).toBeGreaterThan(0);
    expect(body.retry_after).toBeLessThanOrEqual(3600);
    expect(limited.headers['retry-after']).toBe(String(body.retry_after));
    // Another address is not affected.
    expect((await submit(valid)).statusCode).toBe(200);
  });
});

describe('GET /staff/contact-messages', () => {
  it('needs a staff token (401) of support or admin (403)', async () => {
    expect((await list(null)).json()).toEqual({ status: 0, message: STAFF_TOKEN_REQUIRED });
    expect((await list(null)).statusCode).toBe(401);
    const cashier = await createStaff(test.app, 'cashier');
    const refused = await list(cashier.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ status: 0, message: STAFF_ROLE_FORBIDDEN });
    const admin = await createStaff(test.app, 'admin');
    expect((await list(admin.token)).statusCode).toBe(200);
  });

  it('lists newest first and pages', async () => {
    for (const word of ['alpha', 'bravo', 'charlie']) {
      await submit({ ...valid, message: `Paging test message ${word}` });
    }
    const support = await createStaff(test.app, 'support');
    const first = (await list(support.token, '?page=1&page_size=2')).json<ContactList>();
    expect(first.data).toHaveLength(2);
    expect(first.data[0]!.message).toBe('Paging test message charlie');
    expect(first.data[1]!.message).toBe('Paging test message bravo');
    const second = (await list(support.token, '?page=2&page_size=2')).json<ContactList>();
    expect(second.data[0]!.message).toBe('Paging test message alpha');
    expect(first.total).toBe(second.total);
  });

  it('answers 400 naming the field for a bad page', async () => {
    const support = await createStaff(test.app, 'support');
    const response = await list(support.token, '?page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('page');
  });

  it("shows only the staff member's operator", async () => {
    const other = await createStaff(test.app, 'support', 777_001);
    const response = await list(other.token);
    expect(response.statusCode).toBe(200);
    expect(response.json<ContactList>().total).toBe(0);
  });
});
