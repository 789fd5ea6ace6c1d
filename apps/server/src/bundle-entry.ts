import { setSourceMapsSupport } from 'node:module';

// The entry of the compiled server (scripts/build-server.mjs → apps/server/dist/main.js, ADR 028): switches
// source maps on for the server's own code, then loads it (main.ts, a chunk of its own: Node reads a
// file's map when the file loads, so support must be on before). Not `node --enable-source-maps`: with
// that flag Node also reads every npm package's map at load, and maps the call sites that pino asks for
// when its logger is made, which parses the bundle's whole map at start; here the map is parsed on the
// first stack trace that needs it (docs/performance.md, "Lean server").
setSourceMapsSupport(true);
await import('./main');
