import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest, Plugin } from 'vite';

// dist/route-hints.json (ADR 039): for the pages whose first paint waits on lazy chunks, the chunks and
// style sheets to fetch at once. The server sends them as `Link: rel=preload` headers with the page
// (apps/server/src/plugins/route-hints.ts), so the route's code downloads beside the entry chunk instead
// of after it has run. Computed from the Vite build's manifest, so a hint always names the current hashed
// files.

/** A page (a path; `:name` matches one segment) and the source modules its first paint needs. */
export interface RouteModules {
  path: string;
  modules: readonly string[];
}

export interface Preload {
  href: string;
  as: 'script' | 'style';
}

export interface RouteHint {
  path: string;
  preload: Preload[];
}

export interface RouteHints {
  routes: RouteHint[];
}

const PLAY_PAGE = 'src/features/house-games/components/play-page.tsx';

/** The pages measured by bench:web besides `/`, whose entry chunk index.html names already. */
export const ROUTE_MODULES: readonly RouteModules[] = [
  { path: '/play/SPB02001', modules: [PLAY_PAGE, 'src/features/house-games/components/crash-game.tsx'] },
  { path: '/play/SPB02014', modules: [PLAY_PAGE, 'src/features/house-games/components/color-game.tsx'] },
  { path: '/play/:gameCode', modules: [PLAY_PAGE] },
  {
    path: '/tables/rummy/:tableId',
    modules: ['src/app/pages/table-route.tsx', 'src/features/rummy-table/rummy-plugin.ts'],
  },
  { path: '/tables/:game/:tableId', modules: ['src/app/pages/table-route.tsx'] },
];

/** The files a manifest entry loads before it runs: itself, its static imports, their CSS. */
function closure(manifest: Manifest, key: string, seen: Set<string>, out: Preload[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`route-hints: ${key} is not in the build's manifest`);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen, out);
  for (const css of chunk.css ?? []) out.push({ href: `/${css}`, as: 'style' });
  out.push({ href: `/${chunk.file}`, as: 'script' });
}

/** Every route's preloads, without what the entry (index.html) already names. */
export function computeRouteHints(manifest: Manifest, routes: readonly RouteModules[]): RouteHints {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('route-hints: the manifest has no entry');
  const entryFiles: Preload[] = [];
  closure(manifest, entry, new Set(), entryFiles);
  const named = new Set(entryFiles.map((file) => file.href));
  return {
    routes: routes.map(({ path: routePath, modules }) => {
      const files: Preload[] = [];
      const seen = new Set<string>();
      for (const module of modules) closure(manifest, module, seen, files);
      const unique = new Map(files.filter((file) => !named.has(file.href)).map((file) => [file.href, file]));
      return { path: routePath, preload: [...unique.values()] };
    }),
  };
}

/** Writes dist/route-hints.json after the build (needs `build.manifest`, on in vite.config.ts). */
export function routeHints(): Plugin {
  let outDir = 'dist';
  let manifestFile = '.vite/manifest.json';
  return {
    name: 'khelo-route-hints',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      if (typeof config.build.manifest === 'string') manifestFile = config.build.manifest;
    },
    writeBundle() {
      const manifest = JSON.parse(readFileSync(path.join(outDir, manifestFile), 'utf8')) as Manifest;
      const hints = computeRouteHints(manifest, ROUTE_MODULES);
      writeFileSync(path.join(outDir, 'route-hints.json'), `${JSON.stringify(hints, null, 2)}\n`);
    },
  };
}
