import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@khelo/contracts/socket-events';
import type { RedisClient } from './redis';

// socket.io on the API's own HTTP server at /socket.io (core-platform.md section 4). With Redis, the
// streams adapter lets any API process reach a player connected to another one.

export type SocketServer = Server<ClientToServerEvents, ServerToClientEvents>;

declare module 'fastify' {
  interface FastifyInstance {
    io: SocketServer;
  }
}

export interface SocketOptions {
  webOrigin: string;
  redis: RedisClient | null;
}

function socket(app: FastifyInstance, options: SocketOptions, done: (error?: Error) => void): void {
  const io: SocketServer = new Server(app.server, {
    path: '/socket.io',
    cors: { origin: options.webOrigin, credentials: true },
    // A shorter blocking read lets a closing process release its Redis connections sooner.
    ...(options.redis ? { adapter: createAdapter(options.redis, { blockTimeInMs: 1_000 }) } : {}),
  });
  app.decorate('io', io);

  io.on('connection', (client) => {
    app.log.debug({ socket: client.id }, 'socket connected');
    client.on('disconnect', (why) => app.log.debug({ socket: client.id, why }, 'socket disconnected'));
  });

  // Before the HTTP server closes: open websockets would otherwise keep it from closing.
  app.addHook('preClose', async () => {
    await io.close();
  });
  done();
}

export const socketPlugin = fp(socket, { name: 'khelo-socket' });
