import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticWebPlugin } from './static-web';

// The web build's brotli and gzip copies of its assets (apps/web/precompress.ts) are sent as they are.
const ASSET = '/assets/app-abc123.js';
const BODY = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
// Marked so that the test can tell the build's copy from an on-the-fly compression of the file.
const BUILT = `${BODY}// built copy\n`;

describe('static web: precompressed assets', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'khelo-precompressed-'));
  const app = Fastify();
  beforeAll(async () => {
    const webDist = path.join(root, 'dist');
    mkdirSync(path.join(webDist, 'assets'), { recursive: true });
    writeFileSync(path.join(webDist, ASSET), BODY);
    writeFileSync(path.join(webDist, `${ASSET}.br`), brotliCompressSync(BUILT));
    writeFileSync(path.join(webDist, `${ASSET}.gz`), gzipSync(BUILT));
    await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
    await app.register(staticWebPlugin, { webDist, webPublicDir: path.join(root, 'public') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(root, { recursive: true, force: true });
  });

  it.each([
    ['br', brotliCompressSync(BUILT)],
    ['gzip', gzipSync(BUILT)],
  ])('sends the build’s %s copy with the asset’s type and caching', async (encoding, copy) => {
    const response = await app.inject({
      method: 'GET',
      url: ASSET,
      headers: { 'accept-encoding': encoding },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(response.rawPayload.equals(copy)).toBe(true);
  });

  it('sends the plain file to a client that takes no compression', async () => {
    const response = await app.inject({
      method: 'GET',
      url: ASSET,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(BODY);
  });
});
