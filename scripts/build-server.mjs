// `npm run build:server`: the API server as plain JavaScript in apps/server/dist (ADR 028), so
// that production runs no TypeScript compiler. One ESM bundle of apps/server/src, the workspace packages
// (their package.json exports point at .ts sources, which Node does not load from node_modules) and the
// npm packages that need no files of their own: loading one file instead of ~1,000 halves the start. The
// packages in EXTERNAL load from node_modules as usual. The SQL migrations are copied beside the bundle,
// where db/migrate.ts looks for them (import.meta.dirname + '/migrations').
import { cpSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { isStale } from './freshness.mjs';
import { trimSourceMap } from './trim-source-map.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const serverDist = path.join(root, 'apps/server/dist');
export const serverEntry = path.join(serverDist, 'main.js');
/**
 * How `npm start` and the e2e server run the bundle (figures in docs/performance.md, "Lean server"):
 * - source maps: stack traces name the .ts files and lines (switched on by the bundle's entry,
 *   apps/server/src/bundle-entry.ts, not by --enable-source-maps);
 * - a 16 MB young generation, Node 20's default: Node 24 sizes it from the machine's memory, up to ~100 MB
 *   of an idle server's RSS on a 24 GB box;
 * - WebAssembly (PGlite's PostgreSQL) compiled by the baseline compiler only: the optimising tier spent a
 *   second of CPU and up to 500 MB at start; its gain (a group of 200 crash bets 57 → 42 ms alone) did not
 *   show in bench:crash's latencies (docs/performance.md, 2026-12-05); no effect on PostgreSQL.
 * The benchmarks' in-process servers run with serverV8Flags too (bench/lib/processes.ts).
 */
export const serverV8Flags = ['--max-semi-space-size=16', '--liftoff-only'];
export const serverNodeArgs = [...serverV8Flags, serverEntry];
/** What the bundle is made of: a change under any of these makes `npm start` rebuild it. */
export const serverSources = [
  'apps/server/src',
  'apps/server/package.json',
  // The bundle holds npm packages' code too: an upgrade must rebuild it.
  'package-lock.json',
  'packages/contracts/src',
  'packages/games/src',
  'scripts/build-server.mjs',
];

/**
 * Packages that stay in node_modules: they read files next to their own code (WASM, native addons,
 * worker threads, static assets) or are imported only when a feature is used.
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  '@node-rs/argon2',
  '@socket.io/redis-streams-adapter',
  'nodemailer',
  'pg-native',
  'pino',
  'pino-pretty',
  'qrcode',
  'redis',
  'sharp',
  'socket.io',
];

/** Builds into outdir (default apps/server/dist), replacing what was there. */
export async function buildServer(outdir = serverDist) {
  rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    // A small main.js that switches source maps on, then loads main.ts's chunk (bundle-entry.ts).
    // The embedded database's thread (db/pglite-worker.ts, ADR 045) is a file of its own that the worker loads.
    entryPoints: {
      main: 'apps/server/src/bundle-entry.ts',
      'pglite-worker': 'apps/server/src/db/pglite-worker.ts',
    },
    outdir,
    bundle: true,
    // Dynamic import() of start-only or rarely used code becomes its own file, loaded on first use.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Stack traces name the .ts files and lines (switched on by bundle-entry.ts).
    sourcemap: 'linked',
    sourcesContent: false,
    // Fastify's plugin names and error classes keep the names the logs show.
    keepNames: true,
    // No comments and line breaks: V8 keeps a bundle's source in memory, two bytes a character once one
    // character is not Latin-1 (the packages' comments had some), and V8 and Node a number per line of it:
    // 11.4 MB of source and 3.6 MB of line tables became 3.6 MB. Stack traces go through the source map.
    minifyWhitespace: true,
    // The packages' license comments (two of them not ASCII) go to a .LEGAL.txt file beside the bundle.
    legalComments: 'external',
    // Flat: every file of the bundle sits in dist/ as main.ts sits in src/, so the import.meta.dirname
    // paths of config.ts (the repository root) and db/migrate.ts (./migrations) hold in both.
    chunkNames: '[name]-[hash]',
    tsconfig: path.join(root, 'apps/server/tsconfig.json'),
    external: EXTERNAL.flatMap((name) => [name, `${name}/*`]),
    // Bundled CommonJS packages call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __kheloCreateRequire } from 'node:module'; const require = __kheloCreateRequire(import.meta.url);",
    },
    logLevel: 'warning',
  });
  for (const file of readdirSync(outdir).filter((name) => name.endsWith('.js.map')))
    trimSourceMap(path.join(outdir, file), (source) => !source.includes('node_modules/'));
  cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(outdir, 'migrations'), {
    recursive: true,
  });
}

async function timedBuild() {
  const started = performance.now();
  try {
    await buildServer();
  } finally {
    // esbuild's service process stays alive after a build (250 MB resident here) beside the server that
    // `npm start` runs next: stopped, it is started again by the next build.
    await esbuild.stop();
  }
  console.log(`khelo: server built into apps/server/dist in ${Math.round(performance.now() - started)} ms`);
}

const buildLock = `${serverDist}.lock`;

/** mkdir is atomic: the one process that creates the directory builds; a lock older than 2 min is a dead builder's. */
async function withBuildLock(work) {
  for (;;) {
    try {
      mkdirSync(buildLock);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      try {
        if (Date.now() - statSync(buildLock).mtimeMs > 120_000)
          rmSync(buildLock, { recursive: true, force: true });
      } catch {
        // released meanwhile
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(buildLock, { recursive: true, force: true });
  }
}

/**
 * `npm start`, the cluster and the e2e server: rebuild only when a source is newer than the bundle. Test files
 * run in parallel and each may start servers: under the lock, so that no process starts on a half-written
 * bundle and no build deletes the files of a bundle another process runs.
 */
export async function ensureServerBuilt() {
  await withBuildLock(async () => {
    if (isStale(root, serverEntry, serverSources)) await timedBuild();
  });
}

// `npm run build:server` builds; `--when-stale` (scripts/start.mjs) is ensureServerBuilt() in a process of its own.
if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--when-stale')) await ensureServerBuilt();
  else await timedBuild();
}
