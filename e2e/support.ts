import { readFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');

/** The web app's own locale file, so assertions follow the words users see in each language. */
export function locale(lng: 'en' | 'hd'): Record<string, unknown> {
  return JSON.parse(
    readFileSync(path.join(root, 'apps/web/public/locales', lng, 'common.json'), 'utf8'),
  ) as Record<string, unknown>;
}

export function text(dictionary: Record<string, unknown>, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], dictionary);
  if (typeof value !== 'string') throw new Error(`locale key ${key} is not a string`);
  return value;
}

/** Full-page screenshots for people to look at: e2e/.artifacts/screenshots/<name>-<project>.png */
export async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = path.join(root, 'e2e/.artifacts/screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}-${testInfo.project.name}.png`), fullPage: true });
}
