import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LANGUAGES } from '@khelo/contracts/locales';
import { linkHeader, routeHintsReader } from './route-hints';

// The built SPA and the web app's public data files, on the API's own port (architecture.md section 1).

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const NAMESPACE_FILE = /^([a-z-]+)\.json$/;

export interface StaticWebOptions {
  webDist: string;
  webPublicDir: string;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Khelo</title></head>
<body><h1>The web app is not built</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it) and reload.</p></body></html>
`;

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ status: 0, message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
}

/** Answers a page request with the SPA shell; the client router takes the path from there. */
export function spaSender(webDist: string) {
  const routeHints = routeHintsReader(webDist);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    if (!existsSync(path.join(webDist, 'index.html'))) {
      return reply
        .code(503)
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    // The route's lazy chunks start downloading with the entry (ADR 039).
    const link = linkHeader(routeHints(), request.url.split('?')[0] ?? '/');
    if (link) reply.header('link', link);
    // index.html names the current hashed assets, so browsers must revalidate it on every load.
    return reply
      .code(200)
      .header('cache-control', REVALIDATE)
      .sendFile('index.html', webDist, { cacheControl: false });
  };
}

async function staticWeb(app: FastifyInstance, options: StaticWebOptions): Promise<void> {
  const { webDist, webPublicDir } = options;
  await app.register(fastifyStatic, {
    root: webDist,
    prefix: '/',
    // Looked up per request, so a web build made while the server runs is served without a restart.
    wildcard: true,
    cacheControl: false,
    // The web build writes brotli (quality 11) and gzip (level 9) copies of its assets next to them
    // (apps/web/vite.config.ts): smaller than @fastify/compress's on-the-fly brotli (quality 4) and no CPU
    // per request (issue 19). Files without a copy are still compressed on the fly.
    preCompressed: true,
    suppressWarning: true,
    setHeaders(reply, filePath) {
      const relative = path.relative(webDist, filePath).split(path.sep).join('/');
      // Vite puts a content hash in every file name under assets/: a changed file is a new URL.
      reply.header('cache-control', relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    },
  });

  app.get('/locales/:lng/:file', { schema: { hide: true } }, async (request, reply) => {
    const { lng, file } = request.params as { lng: string; file: string };
    const namespace = NAMESPACE_FILE.exec(file)?.[1];
    if (!(LANGUAGES as readonly string[]).includes(lng) || !namespace) return notFound(request, reply);
    const relative = path.join('locales', lng, `${namespace}.json`);
    if (!existsSync(path.join(webPublicDir, relative))) return notFound(request, reply);
    return reply
      .header('cache-control', REVALIDATE)
      .sendFile(relative, webPublicDir, { cacheControl: false });
  });

  app.get('/gameRules.json', { schema: { hide: true } }, async (request, reply) => {
    if (!existsSync(path.join(webPublicDir, 'gameRules.json'))) return notFound(request, reply);
    return reply
      .header('cache-control', REVALIDATE)
      .sendFile('gameRules.json', webPublicDir, { cacheControl: false });
  });
}

export const staticWebPlugin = fp(staticWeb, { name: 'khelo-static-web' });
