import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App, type BuildAppOptions } from '../../src/app';
import { loadConfig, type Config, type Env } from '../../src/config';
import type { Database } from '../../src/db/client';
import { NO_BONUSES } from '../../src/modules/bonus/bonus.config';
import { createWebFixture } from './web-fixture';

// The app on a given test database with a test configuration: port 0 on 127.0.0.1, a temporary DATA_DIR,
// a fixture web build and public folder, silent logs, no Redis unless the test passes REDIS_URL.

export interface TestApp {
  app: App;
  config: Config;
  cleanup(): Promise<void>;
}

export interface TestAppOptions extends Partial<Omit<BuildAppOptions, 'config' | 'database'>> {
  env?: Env;
  /** Leave index.html out of the fixture web build. */
  webBuilt?: boolean;
  /** Extra routes a test needs, added before the app is ready. */
  routes?: (app: App) => void;
}

export function testConfig(env: Env = {}): { config: Config; cleanup: () => void } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-data-'));
  const web = createWebFixture();
  const config = loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '8080',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: web.webDist,
    WEB_PUBLIC_DIR: web.webPublicDir,
    ...env,
  });
  return {
    config: { ...config, port: 0 },
    cleanup() {
      web.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function createTestApp(database: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const { env, webBuilt, routes, ...buildOptions } = options;
  const { config, cleanup } = testConfig(env);
  if (webBuilt === false) rmSync(path.join(config.webDist, 'index.html'), { force: true });
  // The player rules of cash play are off unless a test asks (docs/compliance.md): other modules' tests
  // then need no birthday, state and KYC. The compliance tests turn them on.
  // Bonuses are off too unless a test asks (bonus-and-tax.md): other tests count exact balances.
  const app = await buildApp({
    cashEligibility: false,
    bonusSettings: NO_BONUSES,
    ...buildOptions,
    config,
    database,
  });
  routes?.(app);
  await app.ready();
  return {
    app,
    config,
    async cleanup() {
      await app.close();
      cleanup();
    },
  };
}
