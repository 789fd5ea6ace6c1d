import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// A stand-in for the built SPA and the web app's public folder, so server tests do not depend on a web build.

export const ASSET_PATH = '/assets/x-abc123.js';
/** Large enough to pass the compression threshold. */
export const ASSET_BODY = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
export const INDEX_HTML = `<!doctype html><html><head><script type="module" src="${ASSET_PATH}"></script></head><body><div id="root"></div></body></html>\n`;
export const EN_COMMON = { hello: 'Hello', login: 'Login' };
export const GAME_RULES = { poker: { title: 'Poker' } };

export interface WebFixture {
  webDist: string;
  webPublicDir: string;
  cleanup(): void;
}

export function createWebFixture(options: { built?: boolean } = {}): WebFixture {
  const root = mkdtempSync(path.join(os.tmpdir(), 'khelo-web-'));
  const webDist = path.join(root, 'dist');
  const webPublicDir = path.join(root, 'public');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  if (options.built !== false) {
    writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(webDist, ASSET_PATH), ASSET_BODY);
  }
  for (const lng of ['en', 'hd']) {
    mkdirSync(path.join(webPublicDir, 'locales', lng), { recursive: true });
    writeFileSync(path.join(webPublicDir, 'locales', lng, 'common.json'), JSON.stringify(EN_COMMON));
  }
  writeFileSync(path.join(webPublicDir, 'gameRules.json'), JSON.stringify(GAME_RULES));
  return { webDist, webPublicDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
