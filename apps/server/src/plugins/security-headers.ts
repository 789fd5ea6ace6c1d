import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

// The browser security headers of helmet (CSP, HSTS, nosniff, frame and referrer policies…), computed once
// from its options at start. @fastify/helmet built a new helmet middleware on every request — parsing and
// re-serialising every CSP directive — a few percent of a lobby call's CPU (docs/performance.md, "Lobby").
// The directives here are static (no nonces, no per-request functions), so the headers are too.

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: no browser security headers (server-to-server JSON, such as the wallet-api). */
    securityHeaders?: boolean;
  }
}

/** The headers helmet's middleware sets for these options, as name → value. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  // helmet's middleware only calls setHeader / removeHeader, synchronously; it reads nothing of the request.
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed');
  });
  return headers;
}

export const securityHeaders = fp(
  (app: FastifyInstance, options: HelmetOptions, done: (error?: Error) => void) => {
    const headers = helmetHeaders(options);
    app.addHook('onRequest', (request, reply, next) => {
      if (request.routeOptions.config.securityHeaders !== false) reply.headers(headers);
      next();
    });
    done();
  },
  { name: 'security-headers' },
);
