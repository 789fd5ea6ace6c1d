import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Brotli (quality 11) and gzip (level 9) copies of the built assets, served as they are by the server's
// static files (preCompressed, apps/server/src/plugins/static-web.ts): ~15% fewer bytes than compressing on
// the fly at brotli's fast setting, and no compression work per request (issue 19).

const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'khelo-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      // The public files too (preload.js runs before the first paint on every page); not index.html, which
      // the server sends itself with each page's Link header.
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file) || path.relative(outDir, file) === 'index.html') continue;
        const body = readFileSync(file);
        if (body.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}
