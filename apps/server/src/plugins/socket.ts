import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Server } from 'socket.io';
import { TOKEN_MISMATCH } from '@khelo/contracts/auth';
import type { ClientToServerEvents, ServerToClientEvents } from '@khelo/contracts/socket-events';
import { matchesPlayer } from './auth';
import { originAllowed } from './origins';
import type { RedisClient } from './redis';

// socket.io on the API's own HTTP server at /socket.io (core-platform.md section 4). With Redis, the
// streams adapter lets any API process reach a player connected to another one.

export interface SocketData {
  /** Set once sendPlayerData carried a valid token. */
  playerId?: string;
}

export type SocketServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  Record<string, never>,
  SocketData
>;

/** The room every socket of a player joins after sendPlayerData. */
export function playerRoom(playerId: string): string {
  return `player:${playerId}`;
}

/** Sends an event to every socket of a player, on any API process (Redis adapter). For later issues. */
export function emitToPlayer<E extends keyof ServerToClientEvents>(
  io: SocketServer,
  playerId: string,
  event: E,
  ...payload: Parameters<ServerToClientEvents[E]>
): void {
  io.to(playerRoom(playerId)).emit(event, ...payload);
}

function tokenOf(payload: unknown): string | undefined {
  const token =
    typeof payload === 'object' && payload !== null ? (payload as { token?: unknown }).token : undefined;
  return typeof token === 'string' ? token : undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: SocketServer;
  }
}

export interface SocketOptions {
  /** WEB_ORIGIN and EXTRA_WEB_ORIGINS (origins.ts). */
  origins: string[];
  redis: RedisClient | null;
}

async function socket(app: FastifyInstance, options: SocketOptions): Promise<void> {
  // The Redis adapter only with Redis (imported then, like node-redis in redis.ts). A shorter blocking read
  // lets a closing process release its Redis connections sooner.
  const adapter = options.redis
    ? (await import('@socket.io/redis-streams-adapter')).createAdapter(options.redis, {
        blockTimeInMs: 1_000,
      })
    : undefined;
  const io: SocketServer = new Server(app.server, {
    path: '/socket.io',
    cors: { origin: options.origins, credentials: true },
    // CORS headers alone do not stop a WebSocket upgrade or a polling handshake from another site's page:
    // every new connection (either transport; an upgrade belongs to a session that passed here) is checked.
    allowRequest: (request, callback) =>
      callback(null, originAllowed(request.headers.origin, request.headers.host, options.origins)),
    ...(adapter ? { adapter } : {}),
  });
  app.decorate('io', io);

  io.on('connection', (client) => {
    app.log.debug({ socket: client.id }, 'socket connected');
    client.on('disconnect', (why) => app.log.debug({ socket: client.id, why }, 'socket disconnected'));

    // The client identifies itself after connecting (core-platform.md section 4): the access token must be
    // valid, its session live, and player_id / operator_id the token's.
    client.on('sendPlayerData', (payload: unknown) => {
      void (async () => {
        const player = await app.authenticateAccessToken(tokenOf(payload)).catch((error: unknown) => {
          app.log.error({ err: error }, 'socket authentication failed');
          return null;
        });
        if (!player || !matchesPlayer(payload, player) || client.disconnected) {
          client.emit('error', { message: TOKEN_MISMATCH });
          client.disconnect(true);
          return;
        }
        if (client.data.playerId && client.data.playerId !== player.id)
          await client.leave(playerRoom(client.data.playerId));
        client.data.playerId = player.id;
        await client.join(playerRoom(player.id));
        client.emit('info', { message: 'connected' });
      })();
    });

    client.on('logout', () => {
      void (async () => {
        if (client.data.playerId) await client.leave(playerRoom(client.data.playerId));
        client.data.playerId = undefined;
        client.disconnect(true);
      })();
    });
  });

  // Before the HTTP server closes: open websockets would otherwise keep it from closing.
  app.addHook('preClose', async () => {
    await io.close();
  });
}

export const socketPlugin = fp(socket, { name: 'khelo-socket' });
