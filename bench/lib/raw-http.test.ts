import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseAnswer, rawHttpClient } from './raw-http';

const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A node:http server that echoes what it read, answers in chunks on /chunked, and closes on /close. */
async function echoServer(keepAliveTimeout = 5_000) {
  const server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.url === '/chunked') {
        response.write('ab');
        response.end('cdé');
        return;
      }
      if (request.url === '/close') response.setHeader('connection', 'close');
      response.statusCode = request.url === '/missing' ? 404 : 200;
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          method: request.method,
          url: request.url,
          body,
          type: request.headers['content-type'],
          extra: request.headers['x-extra'] ?? null,
        }),
      );
    });
  });
  server.keepAliveTimeout = keepAliveTimeout;
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('the load generator’s HTTP client', () => {
  it('sends a JSON POST node:http reads as such, and reads the answer by its length', async () => {
    const client = rawHttpClient(await echoServer());
    const answer = await client.post('/bet', '{"amount":"₹10"}', { 'x-extra': 'yes' });
    client.close();
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({
      method: 'POST',
      url: '/bet',
      body: '{"amount":"₹10"}',
      type: 'application/json',
      extra: 'yes',
    });
  });

  it('keeps each answer with its own request when many are in flight', async () => {
    const client = rawHttpClient(await echoServer());
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => client.post(`/bet/${index}`, String(index))),
    );
    client.close();
    expect(answers.map((answer) => (JSON.parse(answer.text) as { body: string }).body)).toEqual(
      Array.from({ length: 50 }, (_, index) => String(index)),
    );
  });

  it('reads chunked answers, refusals and a connection the server closes', async () => {
    const client = rawHttpClient(await echoServer());
    expect(await client.post('/chunked', '{}')).toEqual({ status: 200, text: 'abcdé' });
    expect((await client.post('/missing', '{}')).status).toBe(404);
    expect((await client.post('/close', '{}')).status).toBe(200);
    expect((await client.post('/after-close', '{}')).status).toBe(200);
    client.close();
  });

  it('sends a request again on a new connection when its kept-alive one was closed while idle', async () => {
    const client = rawHttpClient(await echoServer(50));
    expect((await client.post('/first', '1')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const answer = await client.post('/second', '2');
    client.close();
    expect(answer.status).toBe(200);
    expect((JSON.parse(answer.text) as { url: string }).url).toBe('/second');
  });

  it('waits for the rest of an answer split across reads', () => {
    const whole = Buffer.from('HTTP/1.1 200 OK\r\nContent-Length: 5\r\n\r\nhello');
    expect(parseAnswer(whole.subarray(0, 20))).toBeNull();
    expect(parseAnswer(whole.subarray(0, whole.length - 1))).toBeNull();
    expect(parseAnswer(whole)).toEqual({
      answer: { status: 200, text: 'hello' },
      bytes: whole.length,
      close: false,
    });
  });
});
