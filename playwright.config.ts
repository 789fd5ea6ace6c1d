import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
// E2E_EXTERNAL=1: test a server that is already running on E2E_PORT (e.g. `npm run cluster`, whose balancer
// listens there; docs/deployment.md) instead of starting scripts/e2e-server.mjs.
const external = process.env.E2E_EXTERNAL === '1';

// Debian's Chromium, never a downloaded browser (scripts/ensure-chromium.sh installs it).
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // Two spec files at a time (tests of one file stay in order, in one worker): most of a spec's time is
  // spent waiting on game timers, so on two cores the suite takes about half as long as one at a time, and
  // a run under load 29 passed the same way. Specs must not depend on each other (each logs in its own
  // players); E2E_WORKERS=1 runs them one at a time.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // CI shares two cores with other work (load average 20 seen): a starved page can take several seconds
  // to show a toast or finish a full-page screenshot. The timeouts bound a failure, not a passing test.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
      // It sets its own 390 px viewport: one run is the phone's.
      testIgnore: ['backoffice-phone.spec.ts'],
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      // Flows that are the same at every width run once, on the desktop: the API-only checks, the money
      // flows of payments, limits, bonuses and cash tables, and the back office (its phone layout has
      // backoffice-phone.spec.ts). Their pages are still seen at 390 px: pages.spec.ts photographs and
      // checks every route at this width, and each game's spec plays it here.
      testIgnore: [
        'server.spec.ts',
        'session-refresh.spec.ts',
        'payments.spec.ts',
        'compliance.spec.ts',
        'practice-and-limits.spec.ts',
        'bonus-tax.spec.ts',
        'tables-cash.spec.ts',
        'tables-backoffice.spec.ts',
        'backoffice.spec.ts',
      ],
    },
  ],
  webServer: external
    ? undefined
    : {
        command: 'node scripts/e2e-server.mjs',
        url: `${baseURL}/healthz`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
      },
});
