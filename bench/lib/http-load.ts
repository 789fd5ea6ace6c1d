import http from 'node:http';
import { performance } from 'node:perf_hooks';

// Plain node:http with keep-alive: the cheapest client, so that the figures are the server's.

export interface Answer {
  status: number;
  text: string;
}

export function httpClient(origin: string, maxSockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const target = new URL(origin);
  function post(
    pathname: string,
    body: string,
    headers: Record<string, string> = {},
    retry = true,
  ): Promise<Answer> {
    return new Promise((resolve) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: pathname,
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            ...headers,
          },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        // A kept-alive connection the server closed while idle (its keep-alive timeout) just as the request
        // went out: the request never reached the route; send it again on a fresh connection, once.
        if (retry && request.reusedSocket && error.code === 'ECONNRESET')
          void post(pathname, body, headers, false).then(resolve);
        else resolve({ status: 0, text: String(error) });
      });
      request.end(body);
    });
  }
  return { post, close: () => agent.destroy() };
}

export interface LoadResult {
  ok: number;
  failures: number;
  firstFailure: string | null;
  latencies: number[];
  seconds: number;
  perSecond: number;
}

/** `connections` loops that each send one request, wait for its answer, and send the next, for `seconds`. */
export async function closedLoop(
  connections: number,
  seconds: number,
  send: () => Promise<Answer>,
): Promise<LoadResult> {
  const latencies: number[] = [];
  let failures = 0;
  let firstFailure: string | null = null;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const begin = performance.now();
        const answer = await send();
        if (answer.status === 200) latencies.push(performance.now() - begin);
        else {
          failures++;
          firstFailure ??= `${answer.status} ${answer.text.slice(0, 200)}`;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    ok: latencies.length,
    failures,
    firstFailure,
    latencies,
    seconds: elapsed,
    perSecond: latencies.length / elapsed,
  };
}
