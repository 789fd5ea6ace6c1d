import path from 'node:path';
import { enableCompileCache, setSourceMapsSupport } from 'node:module';

// The entry of the compiled server (scripts/build-server.mjs → apps/server/dist/main.js, ADR 028), which
// then loads the server itself (main.ts, a chunk of its own; docs/performance.md, "Lean server"):
// - source maps for the server's own code, switched on before its chunk loads (Node reads a file's map when
//   the file loads). Not `node --enable-source-maps`: with that flag Node also reads every npm package's
//   map at load, and maps the call sites pino asks for when its logger is made, which parsed the bundle's
//   whole map at start; here the map is parsed on the first stack trace that needs it;
// - SIGTERM/SIGINT stop the process at once while it loads and starts (lifecycle.ts: it may be PID 1);
// - V8's compile cache in dist/.compile-cache (written when the process exits, removed by the next build):
//   a warm start reads the chunks' compiled code instead of parsing them again. Where the folder cannot be
//   written, Node goes on without it.
setSourceMapsSupport(true);
enableCompileCache(path.join(import.meta.dirname, '.compile-cache'));
(await import('./lifecycle')).exitAtOnceOnSignals();
await import('./main');
