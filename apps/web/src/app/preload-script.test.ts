import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_STORAGE_KEY, NAMESPACES } from '@khelo/contracts/locales';
import { DEMO_SLIDES } from '@/features/home/components/banner-carousel';
import { localePath } from '@/lib/locale-backend';
import { TABLE_GAMES } from './table-boards';

// public/preload.js is a classic script outside the bundle (the CSP allows no inline script): these tests
// keep its copies of the language constants in step with the app's.
const source = readFileSync(path.resolve(import.meta.dirname, '../../public/preload.js'), 'utf8');

function preloads(): string[] {
  return [...document.head.querySelectorAll('link[rel="preload"]')].map(
    (link) => link.getAttribute('href') ?? '',
  );
}

function runPreload(pathname = '/') {
  window.history.replaceState(null, '', pathname);
  // The public script runs as the browser runs it: as plain source, outside the module graph.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call
  new Function(source)();
}

describe('preload.js', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    localStorage.clear();
  });

  it.each(LANGUAGES)('fetches only the start-up translations of the stored language (%s)', (language) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    runPreload('/history');
    expect(preloads()).toEqual(NAMESPACES.map((namespace) => localePath(language, namespace)));
  });

  it('falls back to the default language for a missing or unknown choice', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    runPreload('/history');
    expect(preloads()).toEqual(NAMESPACES.map((namespace) => localePath(DEFAULT_LANGUAGE, namespace)));
  });

  it('preloads the first banner on the home page only', () => {
    runPreload('/');
    expect(preloads()).toContain(DEMO_SLIDES[0].image);
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    runPreload('/history');
    expect(preloads()).not.toContain(DEMO_SLIDES[0].image);
  });
});

describe('preload.js on a game or table page', () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
    localStorage.clear();
  });

  it('adds the games namespace on a house game page', () => {
    runPreload('/play/SPB02001');
    expect(preloads()).toEqual([...NAMESPACES, 'games'].map((namespace) => localePath('en', namespace)));
  });

  it.each(TABLE_GAMES)("adds the tables namespace and the %s board's own on a table", (game) => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    runPreload(`/tables/${game}/t-1`);
    expect(preloads()).toEqual(
      [...NAMESPACES, 'tables', game].map((namespace) => localePath('hd', namespace)),
    );
    expect(existsSync(path.resolve(import.meta.dirname, `../../public/locales/hd/${game}.json`))).toBe(true);
  });

  it('adds nothing on the table picker', () => {
    runPreload('/tables/rummy');
    expect(preloads()).toEqual(NAMESPACES.map((namespace) => localePath('en', namespace)));
  });
});
