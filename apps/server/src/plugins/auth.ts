import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PLAYER_MISMATCH, TOKEN_MISMATCH } from '@khelo/contracts/auth';
import type { AuthenticatedPlayer, SessionsService } from '../modules/auth/sessions.service';

// Authentication of every player call (ADR 003). A route opts in with one line:
//   app.post('/api/x', { preHandler: app.requirePlayer, schema }, async (request) => request.player.id)
// A missing, malformed, expired or revoked token is 401 "Token mismatch"; a player_id / operator_id in
// the body (or query) that is not the token's is 403 "Player does not match token".

declare module 'fastify' {
  interface FastifyInstance {
    requirePlayer: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
    /** For non-HTTP callers (socket.io): the player of an access token, or null. */
    authenticateAccessToken: (token: string | undefined) => Promise<AuthenticatedPlayer | null>;
  }
  interface FastifyRequest {
    /** Set by requirePlayer; read only on routes that use it. */
    player: AuthenticatedPlayer;
  }
}

export interface AuthPluginOptions {
  sessions: SessionsService;
}

/** The Bearer token of an Authorization header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

function field(source: unknown, name: string): unknown {
  return typeof source === 'object' && source !== null
    ? (source as Record<string, unknown>)[name]
    : undefined;
}

/** An id as text for comparison; objects and other shapes never match. */
function idText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  return null;
}

/** True when neither player_id nor operator_id in `source` names someone other than `player`. */
export function matchesPlayer(source: unknown, player: AuthenticatedPlayer): boolean {
  const playerId = field(source, 'player_id');
  const operatorId = field(source, 'operator_id');
  if (playerId !== undefined && playerId !== null && idText(playerId) !== player.id) return false;
  if (operatorId !== undefined && operatorId !== null && idText(operatorId) !== String(player.operatorId))
    return false;
  return true;
}

/**
 * Answers 403 "Player does not match token" and returns false when the body or query names another
 * player or operator; requirePlayer already calls it, routes with other ids (e.g. params) can too.
 */
export function assertBodyMatchesPlayer(request: FastifyRequest, reply: FastifyReply): boolean {
  if (matchesPlayer(request.body, request.player) && matchesPlayer(request.query, request.player))
    return true;
  void reply.code(403).send({ status: 0, message: PLAYER_MISMATCH });
  return false;
}

function auth(app: FastifyInstance, options: AuthPluginOptions, done: (error?: Error) => void): void {
  app.decorateRequest('player', null as unknown as AuthenticatedPlayer);
  app.decorate('authenticateAccessToken', (token: string | undefined) =>
    options.sessions.authenticate(token),
  );
  app.decorate('requirePlayer', async (request: FastifyRequest, reply: FastifyReply) => {
    const player = await options.sessions.authenticate(bearerToken(request.headers.authorization));
    // Returning the reply after send() stops the chain: the handler does not run.
    if (!player) return reply.code(401).send({ status: 0, message: TOKEN_MISMATCH });
    request.player = player;
    if (!assertBodyMatchesPlayer(request, reply)) return reply;
    return undefined;
  });
  done();
}

export const authPlugin = fp(auth, { name: 'khelo-auth' });
