// The reference server of bench:server and bench:crash: Fastify and socket.io as the Khelo server uses
// them, with nothing else: GET /healthz, GET /page (a static HTML page), POST /bare answering a small JSON
// body, and a socket.io endpoint that accepts every connection and acknowledges its `bare` event the same
// way. Plain JavaScript started with `node`, as a compiled server would be.
import Fastify from 'fastify';
import { Server } from 'socket.io';

const app = Fastify({ logger: false });
app.get('/healthz', () => ({ status: 'ok' }));
// bench:web's floor: what Lighthouse's throttled phone gives a page with no script at all.
app.get('/page', (_request, reply) =>
  reply
    .type('text/html; charset=utf-8')
    .send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title></head><body><h1>Bare page</h1><p>One heading and one paragraph, served by Fastify.</p></body></html>',
    ),
);
app.post('/bare', (request) => ({ ok: true, echo: request.body ?? null, at: new Date().toISOString() }));
const io = new Server(app.server, { path: '/socket.io', transports: ['websocket', 'polling'] });
io.on('connection', (socket) => {
  socket.emit('hello', { id: socket.id });
  // bench:crash's reference for bets over the socket: an acknowledged event answering a small JSON body.
  socket.on('bare', (data, ack) => {
    if (typeof ack === 'function') ack({ ok: true, echo: data ?? null, at: new Date().toISOString() });
  });
});
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 8080) });

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    io.close();
    void app.close().then(() => process.exit(0));
  });
