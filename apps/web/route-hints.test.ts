import { describe, expect, it } from 'vitest';
import type { Manifest } from 'vite';
import { computeRouteHints } from './route-hints';

// A manifest shaped as Vite writes it: the entry, a shared vendor chunk, a lazy page with a style sheet
// importing a shared chunk, and a lazy game that imports the page again.
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor-1.js'],
    css: ['assets/index-1.css'],
  },
  '_vendor-1.js': { file: 'assets/vendor-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', imports: ['_vendor-1.js'] },
  'src/page.tsx': {
    file: 'assets/page-1.js',
    src: 'src/page.tsx',
    isDynamicEntry: true,
    imports: ['_shared-1.js', '_vendor-1.js', 'index.html'],
    css: ['assets/page-1.css'],
  },
  'src/game.tsx': {
    file: 'assets/game-1.js',
    src: 'src/game.tsx',
    isDynamicEntry: true,
    imports: ['src/page.tsx', '_shared-1.js'],
  },
};

describe('computeRouteHints', () => {
  it("lists a route's chunks and style sheets once, dependencies first, without the entry's files", () => {
    const hints = computeRouteHints(manifest, [
      { path: '/play/:code', modules: ['src/page.tsx', 'src/game.tsx'] },
    ]);
    expect(hints.routes).toEqual([
      {
        path: '/play/:code',
        preload: [
          { href: '/assets/shared-1.js', as: 'script' },
          { href: '/assets/page-1.css', as: 'style' },
          { href: '/assets/page-1.js', as: 'script' },
          { href: '/assets/game-1.js', as: 'script' },
        ],
      },
    ]);
  });

  it('fails the build when a hinted module is no chunk of the build (a moved file)', () => {
    expect(() => computeRouteHints(manifest, [{ path: '/x', modules: ['src/moved.tsx'] }])).toThrow(
      /src\/moved.tsx is not in the build's manifest/,
    );
  });
});
