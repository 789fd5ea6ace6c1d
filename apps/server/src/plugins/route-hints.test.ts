import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { linkHeader, matchesRoute, routeHintsReader } from './route-hints';

const routes = [
  { path: '/play/SPB02001', preload: [{ href: '/assets/crash-1.js', as: 'script' as const }] },
  {
    path: '/play/:gameCode',
    preload: [
      { href: '/assets/play-1.css', as: 'style' as const },
      { href: '/assets/play-1.js', as: 'script' as const },
    ],
  },
];

describe('route hints', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('matches a :name segment to any one segment, and nothing else', () => {
    expect(matchesRoute('/play/:gameCode', '/play/SPB02014')).toBe(true);
    expect(matchesRoute('/play/:gameCode', '/play/SPB02014/')).toBe(true);
    expect(matchesRoute('/play/:gameCode', '/play')).toBe(false);
    expect(matchesRoute('/play/:gameCode', '/play/a/b')).toBe(false);
    expect(matchesRoute('/tables/rummy/:id', '/tables/poker/t1')).toBe(false);
    expect(matchesRoute('/play/:gameCode', '/')).toBe(false);
  });

  it('sends the first matching route as CORS preloads, none for other pages', () => {
    expect(linkHeader(routes, '/play/SPB02001')).toBe(
      '</assets/crash-1.js>; rel=preload; as=script; crossorigin',
    );
    expect(linkHeader(routes, '/play/SPB02014')).toBe(
      '</assets/play-1.css>; rel=preload; as=style; crossorigin, </assets/play-1.js>; rel=preload; as=script; crossorigin',
    );
    expect(linkHeader(routes, '/history')).toBeNull();
  });

  it('reads dist/route-hints.json, none before a build', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'khelo-route-hints-'));
    dirs.push(dir);
    const read = routeHintsReader(dir);
    expect(read()).toEqual([]);
    writeFileSync(path.join(dir, 'route-hints.json'), JSON.stringify({ routes }));
    expect(read()).toEqual(routes);
  });
});
