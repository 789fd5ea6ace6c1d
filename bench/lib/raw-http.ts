import net from 'node:net';
import type { Answer } from './http-load';

// HTTP/1.1 POSTs over kept-alive TCP connections, written and read by hand: what a load generator such as
// wrk or autocannon does, so that the players' side costs little of the two cores the server shares with
// it. node:http's client took ~0.3 ms of CPU a call (request objects, an agent, a stream per answer) — in a
// 400-bet burst as much CPU as the server's own main thread (docs/performance.md, "A lean load generator").
// The server reads the same bytes as from node:http: a request line, host, content type and length, the
// body. An answer is read by its Content-Length, or chunked; a connection the server closes is left.
// Not for anything but bench/: no redirects, no trailers, no pipelining.

interface Pending {
  resolve: (answer: Answer) => void;
  /** The request's bytes, to send it again on a new connection if a kept-alive one was found closed. */
  request: string;
  retry: boolean;
}

interface Connection {
  socket: net.Socket;
  pending: Pending | null;
  buffer: Buffer;
  /** Whether an answer has been read on it: a reset before the first answer is not a stale connection. */
  used: boolean;
  closed: boolean;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** The answer at the start of `buffer`, and its length in bytes; null while incomplete. */
export function parseAnswer(buffer: Buffer): { answer: Answer; bytes: number; close: boolean } | null {
  const headEnd = buffer.indexOf(HEAD_END);
  if (headEnd === -1) return null;
  const head = buffer.toString('latin1', 0, headEnd);
  const lines = head.split('\r\n');
  const status = Number(lines[0]!.split(' ')[1]);
  const headers = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const close = headers.get('connection')?.toLowerCase() === 'close';
  const bodyStart = headEnd + 4;
  if (headers.get('transfer-encoding')?.toLowerCase().includes('chunked')) {
    const chunks: Buffer[] = [];
    let at = bodyStart;
    for (;;) {
      const lineEnd = buffer.indexOf('\r\n', at);
      if (lineEnd === -1) return null;
      const size = parseInt(buffer.toString('latin1', at, lineEnd), 16);
      if (buffer.length < lineEnd + 2 + size + 2) return null;
      if (size === 0) {
        // The last chunk, then (no trailers) the blank line.
        const text = Buffer.concat(chunks).toString('utf8');
        return { answer: { status, text }, bytes: lineEnd + 4, close };
      }
      chunks.push(buffer.subarray(lineEnd + 2, lineEnd + 2 + size));
      at = lineEnd + 2 + size + 2;
    }
  }
  const length = Number(headers.get('content-length') ?? 0);
  if (buffer.length < bodyStart + length) return null;
  const text = buffer.toString('utf8', bodyStart, bodyStart + length);
  return { answer: { status, text }, bytes: bodyStart + length, close };
}

export function rawHttpClient(origin: string) {
  const target = new URL(origin);
  const port = Number(target.port || 80);
  const idle: Connection[] = [];
  const all = new Set<Connection>();

  function settle(connection: Connection, answer: Answer): void {
    const pending = connection.pending;
    connection.pending = null;
    pending?.resolve(answer);
  }

  function open(): Connection {
    const socket = net.connect({ host: target.hostname, port, noDelay: true });
    const connection: Connection = {
      socket,
      pending: null,
      buffer: Buffer.alloc(0),
      used: false,
      closed: false,
    };
    all.add(connection);
    const drop = () => {
      connection.closed = true;
      all.delete(connection);
      const at = idle.indexOf(connection);
      if (at !== -1) idle.splice(at, 1);
    };
    socket.on('data', (chunk: Buffer) => {
      connection.buffer = connection.buffer.length === 0 ? chunk : Buffer.concat([connection.buffer, chunk]);
      const parsed = parseAnswer(connection.buffer);
      if (!parsed) return;
      connection.buffer = connection.buffer.subarray(parsed.bytes);
      connection.used = true;
      if (parsed.close) {
        drop();
        socket.end();
      }
      settle(connection, parsed.answer);
      if (!connection.closed) idle.push(connection);
    });
    socket.on('error', () => {});
    socket.on('close', () => {
      drop();
      const pending = connection.pending;
      if (!pending) return;
      connection.pending = null;
      // A kept-alive connection the server closed while idle, just as the request went out: the request
      // never reached a route; send it again on a fresh connection, once.
      if (connection.used && pending.retry) send({ ...pending, retry: false });
      else pending.resolve({ status: 0, text: 'connection closed before an answer' });
    });
    return connection;
  }

  function send(pending: Pending): void {
    const connection = idle.pop() ?? open();
    connection.pending = pending;
    connection.socket.write(pending.request);
  }

  function post(pathname: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
    let request =
      `POST ${pathname} HTTP/1.1\r\nHost: ${target.host}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n`;
    for (const [name, value] of Object.entries(headers)) request += `${name}: ${value}\r\n`;
    request += `\r\n${body}`;
    return new Promise((resolve) => send({ resolve, request, retry: true }));
  }

  function close(): void {
    for (const connection of all) connection.socket.destroy();
    all.clear();
    idle.length = 0;
  }

  return { post, close };
}
