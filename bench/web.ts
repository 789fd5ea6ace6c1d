import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';

// What the home route costs a phone (issue 4):
// 1. the gzip size of the JavaScript the home route loads first: the entry script and its modulepreloads
//    in index.html (target <= 150 KB);
// 2. with Debian's chromium (CHROME_PATH or /usr/bin/chromium): LCP and FCP of / on a fresh database under
//    Lighthouse's mobile settings (Pixel-size screen, 4x CPU slowdown, 150 ms RTT, 1.6 Mbps down),
//    measured with Playwright (Lighthouse itself is not a dependency here; target LCP <= 2.5 s).
// Usage: npm run build && npx tsx bench/web.ts   (WEB_DIST picks another build)

const root = path.resolve(import.meta.dirname, '..');
const webDist = path.resolve(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'));
const html = readFileSync(path.join(webDist, 'index.html'), 'utf8');
const first = [
  ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
  ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
].map((match) => match[1]!);

let total = 0;
console.log(`JavaScript the home route loads first (${webDist}):`);
for (const file of first) {
  const body = readFileSync(path.join(webDist, file.replace(/^\//, '')));
  const gzip = gzipSync(body, { level: 9 }).length;
  total += gzip;
  console.log(
    `  ${file.padEnd(44)} ${(body.length / 1024).toFixed(1).padStart(7)} KB  gzip ${(gzip / 1024).toFixed(1).padStart(6)} KB`,
  );
}
console.log(`  total gzip ${(total / 1024).toFixed(1)} KB (target <= 150 KB)`);

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.log(`no browser at ${chrome}: LCP not measured`);
  process.exit(0);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-bench-web-'));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  WEB_DIST: webDist,
};
delete env.DATABASE_URL;
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  env: { ...env, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
const origin = `http://127.0.0.1:${port}`;
for (let i = 0; i < 120; i++) {
  const up = await fetch(`${origin}/healthz`)
    .then((r) => r.ok)
    .catch(() => false);
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}

const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const runs: Array<{ lcp: number; fcp: number }> = [];
  for (let run = 0; run < 3; run++) {
    const context = await browser.newContext({
      ...devices['Moto G4'],
      viewport: { width: 412, height: 823 },
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(origin, { waitUntil: 'load' });
    await page.waitForTimeout(3000);
    const timing = await page.evaluate(
      () =>
        new Promise<{ lcp: number; fcp: number }>((resolve) => {
          let lcp = 0;
          // Node's typings (this file's) do not list the browser-only entry type, hence the cast.
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) lcp = entry.startTime;
          }).observe({ type: 'largest-contentful-paint' as 'mark', buffered: true });
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
          setTimeout(() => resolve({ lcp, fcp }), 100);
        }),
    );
    runs.push(timing);
    await context.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  console.log(
    `mobile (4x CPU, 150 ms RTT, 1.6 Mbps), median of 3 cold loads: FCP ${(median(runs.map((r) => r.fcp)) / 1000).toFixed(2)} s, LCP ${(median(runs.map((r) => r.lcp)) / 1000).toFixed(2)} s (target <= 2.5 s)`,
  );
  console.log('Lighthouse is not installed here, so no performance score is printed.');
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
