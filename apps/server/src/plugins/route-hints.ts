import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// The `Link` preload header of a page (ADR 039): the lazy chunks and style sheets its first paint needs,
// from the web build's dist/route-hints.json (apps/web/route-hints.ts), so the browser fetches them beside
// the entry chunk instead of after the entry has run and asked for them.

interface Preload {
  href: string;
  as: 'script' | 'style';
}

interface RouteHint {
  path: string;
  preload: Preload[];
}

/** `/play/:gameCode` matches `/play/SPB02001`: a `:name` segment matches any one segment. */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const have = pathname.replace(/\/+$/, '').split('/');
  if (pathname === '/' || want.length !== have.length) return pattern === pathname;
  return want.every((segment, index) =>
    segment.startsWith(':') ? have[index] !== '' : segment === have[index],
  );
}

/** The header value for a page, or null when nothing is to be preloaded (the first route that matches). */
export function linkHeader(routes: readonly RouteHint[], pathname: string): string | null {
  const route = routes.find((candidate) => matchesRoute(candidate.path, pathname));
  if (!route || route.preload.length === 0) return null;
  // crossorigin: the app's scripts are modules and its style sheets are linked with crossorigin
  // (index.html), so only a CORS-mode preload is reused by the request the page makes.
  return route.preload.map(({ href, as }) => `<${href}>; rel=preload; as=${as}; crossorigin`).join(', ');
}

/** Reads dist/route-hints.json again whenever a new web build has replaced it; none before a build. */
export function routeHintsReader(webDist: string): () => readonly RouteHint[] {
  const file = path.join(webDist, 'route-hints.json');
  let cached: { mtimeMs: number; routes: RouteHint[] } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return [];
    }
    if (cached?.mtimeMs !== mtimeMs) {
      try {
        const parsed = JSON.parse(readFileSync(file, 'utf8')) as { routes?: RouteHint[] };
        cached = { mtimeMs, routes: Array.isArray(parsed.routes) ? parsed.routes : [] };
      } catch {
        // A build writing the file right now: no hints for this one request.
        return [];
      }
    }
    return cached.routes;
  };
}
