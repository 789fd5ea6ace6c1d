import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { DEFAULT_OPERATOR_ID } from '@khelo/contracts/constants';
import { CRASH_GAME_CODE } from '@khelo/contracts/house-games';
import { benchPort, startServer } from './lib/processes';
import { median, option, printTable, spread, startReport, verdict } from './lib/report';

// What a page costs a phone (docs/performance.md): Lighthouse (the npm package, its default mobile preset:
// simulated slow 4G and 4× CPU slowdown) in Debian's chromium, against the server started as `npm start`
// starts it (PGlite, demo data). Pages: / as a visitor; the crash game's /play page and a practice rummy
// table as a logged-in demo player (logged in over the API; the session put in localStorage as the login
// page stores it; the crash page opened with a fresh launch URL of POST api/practice-launch, as the lobby's
// Practice button opens it, so the game itself is measured and not its relaunch through the lobby — a cash
// launch would need the demo player's birthday and state first); and the reference, a
// static page of the bare server (Lighthouse's floor on this box). Each page is run 3 times, the pages in
// turns; figures are min / median / max. "Before LCP" counts the scripts and style sheets whose download
// ended before the observed LCP: by their gzip size (the target's unit; each file fetched again with
// accept-encoding gzip, the build's level-9 copy) and, for JS, by the bytes on the wire (brotli + headers).
// Targets (issue 19): score >= 90, LCP <= 2.5 s, TBT <= 200 ms, JS before LCP <= 150 KB gzip.
// Usage: npm run bench:web -- [--runs 3] [--report <dir>]   (--report writes each Lighthouse JSON report;
// CHROME_PATH picks another chromium)

const runs = Number(option('runs', '3'));
// Runs of a page that Lighthouse could not measure, run again (at most this many in all).
const RETRIES = 3;
const reportDir = option('report', '');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsBeforeLcp: number;
  jsWireBeforeLcp: number;
  cssBeforeLcp: number;
  jsTotal: number;
  locales: string[];
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkEndTime?: number;
}

async function loginAndSit(origin: string) {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const mobile = '9876500001';
  const sent = await post('/login/mobile', {
    country_code: '+91',
    mobile_number: mobile,
    operator_id: DEFAULT_OPERATOR_ID,
  });
  const outbox = (await (await fetch(`${origin}/sandbox/outbox?to=${mobile}`)).json()) as { code: string }[];
  const session = await post('/login/mobile-confirm', {
    otp: outbox[0]!.code,
    _id: sent.objectId,
    mobile_number: mobile,
    operator_id: DEFAULT_OPERATOR_ID,
  });
  const lobby = (await (await fetch(`${origin}/api/tables/lobby?game=rummy&mode=practice`)).json()) as {
    offers: { offer_id: string }[];
  };
  const joined = (await post(
    '/api/tables/join',
    { player_id: session.player_id, offer_id: lobby.offers[0]!.offer_id },
    session.token as string,
  )) as { table: { table_id: string } };
  return { session, tablePath: `/tables/rummy/${joined.table.table_id}`, post };
}

/** The gzip size of a fetched file, cached by URL (hashed asset names: a URL's body never changes). */
const gzipSizes = new Map<string, Promise<number>>();
function gzipSize(url: string): Promise<number> {
  let size = gzipSizes.get(url);
  if (!size) {
    size = fetch(url, { headers: { 'accept-encoding': 'gzip' } }).then(async (response) => {
      // undici decodes the body: the encoded length is the header, else (a file sent as it is) the body.
      const length = Number(response.headers.get('content-length'));
      const body = await response.arrayBuffer();
      return response.headers.get('content-encoding') === 'gzip' && length > 0 ? length : body.byteLength;
    });
    gzipSizes.set(url, size);
  }
  return size;
}

/** The session as the page left it in localStorage (session-storage.ts: JSON-encoded values). */
function storedSession(page: Page): Promise<Record<string, unknown>> {
  // No named function inside: tsx would wrap it in a helper that the page does not have.
  return page.evaluate(() => {
    const tokens = {
      token: JSON.parse(localStorage.getItem('token') ?? 'null') as unknown,
      authToken: JSON.parse(localStorage.getItem('authToken') ?? 'null') as unknown,
    };
    return tokens.token && tokens.authToken ? tokens : {};
  });
}

async function audit(
  page: Page,
  name: string,
  url: string,
  session: Record<string, unknown> | null,
): Promise<Figures | null> {
  if (!session) {
    // A visitor: nothing of the player's runs before it (a stored session would make the page a
    // player's, whose calls rotate the session's tokens under the next player run).
    await page.goto(new URL('/healthz', url).toString());
    await page.evaluate(() => localStorage.clear());
  } else {
    // The login page's own storage (session-storage.ts writeLogin): JSON-encoded values.
    await page.goto(new URL('/healthz', url).toString());
    await page.evaluate(
      (values) => {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
      },
      {
        token: session.token,
        authToken: session.authToken,
        playerId: session.player_id,
        oprId: session.operator_id,
        nickName: session.display_name,
        wallet_balance: session.wallet_balance,
      },
    );
    // Lighthouse's own reset would log the player out; the cache is cleared here instead.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
  }
  const result = await lighthouse(
    url,
    { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: !!session },
    undefined,
    page,
  );
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  // The page renews the session's tokens (the refresh token rotates), after which the stored ones are
  // refused: the next logged-in run starts from what this one left, not from the first login's.
  if (session) Object.assign(session, await storedSession(page));
  // A run whose trace Lighthouse could not read (NO_NAVSTART, seen with chromium 156) measured nothing:
  // counted, it would put a score of 0 and no LCP among the three. The caller runs the page again.
  if (result.lhr.runtimeError) {
    console.warn(`${name}: ${result.lhr.runtimeError.code}, run again`);
    return null;
  }
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const file = `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}-${Date.now()}.json`;
    writeFileSync(path.join(reportDir, file), JSON.stringify(result.lhr));
  }
  const { audits, categories } = result.lhr;
  const observed = (audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)
    ?.items?.[0];
  const lcpAt = observed?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const items = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const fetched = (type: string, before: number) =>
    items.filter((item) => item.resourceType === type && (item.networkEndTime ?? 0) <= before);
  const bytes = (type: string, before: number) =>
    fetched(type, before).reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const gzip = async (type: string, before: number) =>
    (await Promise.all(fetched(type, before).map((item) => gzipSize(item.url)))).reduce((a, b) => a + b, 0);
  return {
    score: (categories.performance?.score ?? 0) * 100,
    lcp: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
    jsBeforeLcp: (await gzip('Script', lcpAt)) / 1024,
    jsWireBeforeLcp: bytes('Script', lcpAt) / 1024,
    cssBeforeLcp: (await gzip('Stylesheet', lcpAt)) / 1024,
    jsTotal: bytes('Script', Number.POSITIVE_INFINITY) / 1024,
    locales: items
      .filter((item) => item.url.includes('/locales/') && (item.networkEndTime ?? 0) <= lcpAt)
      .map((item) => new URL(item.url).pathname.replace('/locales/', '')),
  };
}

const server = await startServer('scripts/start.mjs', { DATABASE_URL: '', REDIS_URL: '' });
const bare = await startServer('bench/bare-server.mjs');
const chrome = await chromeLauncher.launch({
  chromePath,
  port: await benchPort(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const { session, tablePath, post } = await loginAndSit(server.origin);
  // Launch URLs as the lobby gets them, one per run (the page keeps it in the tab's storage), all taken
  // before the first audit: the page renews the session's token, after which the stored one is refused.
  const launches: string[] = [];
  for (let run = 0; run < runs + RETRIES; run++) {
    const launch = await post(
      '/api/practice-launch',
      { game_code: CRASH_GAME_CODE },
      session.token as string,
    );
    launches.push(new URL(String(launch.url), server.origin).toString());
  }
  const crashLaunch = () => Promise.resolve(launches.shift()!);
  const finish = startReport(
    'bench:web',
    `Lighthouse mobile preset (simulated throttling) in ${chromePath}; ${runs} runs per page, pages in turns`,
  );
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const pages = [
    { name: '/ (visitor)', url: `${server.origin}/`, session: null },
    { name: `/play/${CRASH_GAME_CODE} (player, practice launch)`, url: crashLaunch, session },
    { name: 'rummy practice table (player)', url: `${server.origin}${tablePath}`, session },
    { name: 'bare static page (reference)', url: `${bare.origin}/page`, session: null },
  ];
  const results = pages.map(() => [] as Figures[]);
  let retries = RETRIES;
  for (let run = 0; run < runs; run++)
    for (const [index, target] of pages.entries()) {
      for (;;) {
        const page = await browser.newPage();
        const url = typeof target.url === 'string' ? target.url : await target.url();
        const figures = await audit(page, target.name, url, target.session);
        await page.close();
        if (figures) {
          results[index]!.push(figures);
          break;
        }
        if (retries-- === 0) throw new Error(`${target.name}: more than ${RETRIES} runs failed`);
      }
    }
  await browser.disconnect();
  printTable(
    [
      'page (min / median / max)',
      'score',
      'LCP s',
      'TBT ms',
      'CLS',
      'JS before LCP KB gz',
      'JS before LCP KB wire',
      'CSS before LCP KB gz',
      'JS total KB',
    ],
    pages.map((target, index) => {
      const rows = results[index]!;
      const each = (pick: (row: Figures) => number, digits = 0) => spread(rows.map(pick), digits);
      return [
        target.name,
        each((row) => row.score),
        each((row) => row.lcp / 1000, 2),
        each((row) => row.tbt),
        each((row) => row.cls, 3),
        each((row) => row.jsBeforeLcp, 1),
        each((row) => row.jsWireBeforeLcp, 1),
        each((row) => row.cssBeforeLcp, 1),
        each((row) => row.jsTotal, 1),
      ];
    }),
  );
  for (const [index, target] of pages.slice(0, 3).entries()) {
    const rows = results[index]!;
    const score = median(rows.map((row) => row.score));
    const lcp = median(rows.map((row) => row.lcp));
    const tbt = median(rows.map((row) => row.tbt));
    const js = median(rows.map((row) => row.jsBeforeLcp));
    console.log(
      `${target.name}: score ${score.toFixed(0)} (${verdict(score >= 90)}: >= 90), LCP ${(lcp / 1000).toFixed(2)} s (${verdict(lcp <= 2500)}), ` +
        `TBT ${tbt.toFixed(0)} ms (${verdict(tbt <= 200)}), JS before LCP ${js.toFixed(0)} KB gzip (${verdict(js <= 150)}: <= 150); ` +
        `locale files before LCP: ${rows.at(-1)!.locales.join(', ') || 'none'}`,
    );
  }
  finish();
} finally {
  chrome.kill();
  await bare.stop();
  await server.stop();
}
