import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '@khelo/contracts/sandbox';
import { randomMobile, requestMobileOtp } from '../../../test/helpers/auth';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/test-database';
import { combineSenders, DeliveryUnavailableError, otpMessage, type OutgoingMessage } from './message-sender';
import { escapeHtml, renderOutboxPage } from './outbox-page';
import { createSmsSender } from './sms-sender';
import { createSmtpSender } from './smtp-sender';

const message: OutgoingMessage = otpMessage('mobile', '9876543210', '042137', 5);

describe('message bodies', () => {
  it('say the code, its lifetime and not to share it', () => {
    expect(message.body).toBe('Your Khelo code is 042137. It expires in 5 minutes. Do not share it.');
  });
});

describe('GET /sandbox/outbox (SANDBOX=1)', () => {
  let database: TestDatabase;
  let test: TestApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    test = await createTestApp(database.database);
  });
  afterAll(async () => {
    await test.cleanup();
    await database.cleanup();
  });

  it('lists the newest messages for a destination as JSON', async () => {
    const mobile = randomMobile();
    await requestMobileOtp(test.app, mobile);
    await requestMobileOtp(test.app, randomMobile());
    const response = await test.app.inject({ method: 'GET', url: `/sandbox/outbox?to=${mobile}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const list = response.json<OutboxMessage[]>();
    expect(list).toEqual([
      {
        to: mobile,
        channel: 'mobile',
        body: expect.stringMatching(
          /^Your Khelo code is \d{6}\. It expires in 5 minutes\. Do not share it\.$/,
        ) as string,
        code: expect.stringMatching(/^\d{6}$/) as string,
        sent_at: expect.any(String) as string,
      },
    ]);
    const all = (await test.app.inject({ method: 'GET', url: '/sandbox/outbox' })).json<OutboxMessage[]>();
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all.length).toBeLessThanOrEqual(20);
    expect(Date.parse(all[0]!.sent_at)).toBeGreaterThanOrEqual(Date.parse(all[1]!.sent_at));
  });

  it('shows a page to browsers, escaping what it shows', async () => {
    const mobile = randomMobile();
    await requestMobileOtp(test.app, mobile);
    const response = await test.app.inject({
      method: 'GET',
      url: `/sandbox/outbox?to=${mobile}`,
      headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<h1>Sandbox outbox</h1>');
    expect(response.body).toContain(`value="${mobile}"`);
    expect(response.body).toMatch(/<td class="code">\d{6}<\/td>/);
    expect(response.body).toContain(`href="/sandbox/outbox?to=${mobile}&amp;refresh=5"`);

    const hostile = await test.app.inject({
      method: 'GET',
      url: `/sandbox/outbox?to=${encodeURIComponent('"><script>alert(1)</script>')}`,
      headers: { accept: 'text/html' },
    });
    expect(hostile.body).not.toContain('<script>');
    expect(hostile.body).toContain('&quot;&gt;&lt;script&gt;');

    const refreshing = await test.app.inject({
      method: 'GET',
      url: '/sandbox/outbox?refresh=5',
      headers: { accept: 'text/html' },
    });
    expect(refreshing.body).toContain('<meta http-equiv="refresh" content="5">');
  });

  it('renders every field escaped', () => {
    const page = renderOutboxPage(
      [{ to: '<b>', channel: 'email', body: 'a & b', code: null, sent_at: '2026-01-01T00:00:00.000Z' }],
      undefined,
    );
    expect(page).toContain('<td>&lt;b&gt;</td>');
    expect(page).toContain('a &amp; b');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });
});

describe('GET /sandbox/outbox with SANDBOX=0', () => {
  it('does not exist', async () => {
    const database = await createTestDatabase();
    const test = await createTestApp(database.database, { env: { SANDBOX: '0' } });
    try {
      for (const accept of ['application/json', 'text/html']) {
        const response = await test.app.inject({
          method: 'GET',
          url: '/sandbox/outbox',
          headers: { accept },
        });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ status: 0, message: 'Not found: GET /sandbox/outbox' });
      }
      // Without SMS_URL the code cannot leave: the call says so instead of pretending.
      const sent = await requestMobileOtp(test.app, randomMobile());
      expect(sent.statusCode).toBe(503);
      expect(sent.json()).toEqual({ status: 0, message: 'Could not send the OTP, please try again later' });
    } finally {
      await test.cleanup();
      await database.cleanup();
    }
  });
});

describe('the SMTP adapter', () => {
  it('sends the message through nodemailer', async () => {
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const sendMail = vi.spyOn(transport, 'sendMail');
    const sender = createSmtpSender({ from: 'Khelo <otp@khelo.test>', transport });
    await sender.send(otpMessage('email', 'asha@example.com', '123456', 5));
    const info = (await sendMail.mock.results[0]!.value) as { message: string };
    const sent = [info.message];
    const mail = JSON.parse(sent[0]!) as {
      from: { address: string };
      to: Array<{ address: string }>;
      subject: string;
      text: string;
    };
    expect(mail.from.address).toBe('otp@khelo.test');
    expect(mail.to[0]!.address).toBe('asha@example.com');
    expect(mail.subject).toBe('Your Khelo login code');
    expect(mail.text).toBe('Your Khelo code is 123456. It expires in 5 minutes. Do not share it.');
  });

  it('builds its transport from SMTP_URL', () => {
    const sender = createSmtpSender({ from: 'a@b.co', url: 'smtp://user:pass@127.0.0.1:2525' });
    expect(sender.transport.transporter.name).toBe('SMTP');
  });
});

describe('the HTTP SMS adapter', () => {
  const received: Array<{ authorization: string | undefined; type: string | undefined; body: unknown }> = [];
  let status = 200;
  const server = createServer((request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        authorization: request.headers.authorization,
        type: request.headers['content-type'],
        body: JSON.parse(Buffer.concat(chunks).toString()) as unknown,
      });
      response.statusCode = status;
      response.end('{}');
    });
  });
  let url: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('POSTs {to, body} as JSON with the bearer token', async () => {
    await createSmsSender({ url, token: 'sms-secret', countryCode: '+91' }).send(message);
    expect(received.at(-1)).toEqual({
      authorization: 'Bearer sms-secret',
      type: 'application/json',
      body: { to: '+919876543210', body: message.body },
    });
  });

  it('fails on an error status or an unreachable provider, without the body in the error', async () => {
    status = 502;
    await expect(createSmsSender({ url, countryCode: '+91' }).send(message)).rejects.toThrow(
      'SMS provider answered HTTP 502',
    );
    status = 200;
    const down = createSmsSender({ url: 'http://127.0.0.1:9/sms', countryCode: '+91', timeoutMs: 2_000 });
    await expect(down.send(message)).rejects.toThrow(/^SMS provider unreachable/);
  });

  it('delivers the login code end to end when SMS_URL is set', async () => {
    const database = await createTestDatabase();
    const test = await createTestApp(database.database, {
      env: { SANDBOX: '0', SMS_URL: url, SMS_TOKEN: 't' },
    });
    try {
      const mobile = randomMobile();
      const response = await requestMobileOtp(test.app, mobile);
      expect(response.statusCode).toBe(200);
      expect(received.at(-1)?.body).toMatchObject({ to: `+91${mobile}` });
    } finally {
      await test.cleanup();
      await database.cleanup();
    }
  });
});

describe('combineSenders', () => {
  function recorder() {
    const sent: OutgoingMessage[] = [];
    return { sent, sender: { send: (m: OutgoingMessage) => Promise.resolve(void sent.push(m)) } };
  }

  it('sends to the channel adapter and, in sandbox mode, to the outbox', async () => {
    const outbox = recorder();
    const sms = recorder();
    const email = recorder();
    const combined = combineSenders({ outbox: outbox.sender, sms: sms.sender, email: email.sender });
    await combined.send(message);
    expect([outbox.sent.length, sms.sent.length, email.sent.length]).toEqual([1, 1, 0]);
  });

  it('refuses a channel nothing can deliver', async () => {
    const combined = combineSenders({ outbox: null, sms: null, email: null });
    await expect(combined.send(message)).rejects.toBeInstanceOf(DeliveryUnavailableError);
  });
});
