// The server Playwright tests run against: the built app and the compiled server that `npm start` runs
// (rebuilt first when its sources changed), on a fresh database every run — a new PGlite directory, or a
// new database on the PostgreSQL at DATABASE_URL — removed again when the run ends.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ensureServerBuilt, serverNodeArgs } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'khelo-e2e-'));
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: process.env.E2E_PORT ?? '18080',
  // Every test logs in from 127.0.0.1; the per-IP limit itself is covered by the API tests.
  OTP_PER_IP_PER_HOUR: '10000',
  // Bonuses off: the other specs count exact balances. e2e/bonus-tax.spec.ts starts its own server with
  // E2E_BONUSES=1 (the product defaults: Rs 25 sign-up, 100% welcome bonus, …).
  ...(process.env.E2E_BONUSES === '1'
    ? {}
    : { SIGNUP_BONUS: '0', WELCOME_BONUS_PERCENT: '0', REFERRAL_BONUS: '0' }),
  // Short house-game rounds so that a test plays several in seconds; the engines are the same.
  HOUSE_CRASH_BETTING_MS: '4000',
  HOUSE_CRASH_PAUSE_MS: '1500',
  HOUSE_CRASH_GROWTH: '0.25',
  HOUSE_COLOR_ORDER_MS: '8000',
  HOUSE_COLOR_WAIT_MS: '4000',
  // Card tables: short hands, 6-deck shoes whose cut card comes right after the first hand's cards, so
  // every shoe is one hand long and the verify page can deal a round again at once.
  HOUSE_CARDS_BETTING_MS: '10000',
  HOUSE_CARDS_DEAL_MS: '2500',
  HOUSE_CARDS_PAUSE_MS: '4000',
  HOUSE_DRAGON_TIGER_DECKS: '6',
  HOUSE_BACCARAT_DECKS: '6',
  HOUSE_CARDS_CUT_CARDS: '310',
  // European roulette: 14 s to bet (on a loaded CI box a phone took over 5 s to put five chips down and
  // place them), a 3 s spin, the product's 4 s result: a shorter one ends before a loaded machine has fetched
  // and shown the player's win (docs/house-games.md).
  HOUSE_ROULETTE_BETTING_MS: '14000',
  HOUSE_ROULETTE_SPIN_MS: '3000',
  HOUSE_ROULETTE_PAUSE_MS: '4000',
  // Zoo Roulette: the same short spins (e2e/house-wheel.spec.ts).
  HOUSE_ZOO_BETTING_MS: '14000',
  HOUSE_ZOO_SPIN_MS: '3000',
  HOUSE_ZOO_PAUSE_MS: '4000',
  // Tambola (docs/ludo-and-tambola.md): 8 s of sales, a number every 250 ms, 2 s between games — a game of
  // about 30 s, so e2e/tambola.spec.ts plays one to the end well inside its minute.
  TAMBOLA_SALE_MS: '8000',
  TAMBOLA_CALL_MS: '250',
  TAMBOLA_PAUSE_MS: '2000',
  // Multiplayer tables (docs/tables.md): short pauses; two local browsers may share a cash table. A turn of
  // 15 s: specs photograph the table and open dialogs on their turn, which takes seconds on a loaded CI box;
  // no spec waits for a turn to time out.
  TABLES_TURN_MS: '15000',
  TABLES_MELD_MS: '8000',
  // The results between hands stay up 5 s: three browsers on a loaded 2-core CI box took over 3 s to show
  // a poker hand's results (e2e/poker.spec.ts), which the next deal then took away.
  TABLES_NEXT_HAND_MS: '5000',
  TABLES_BOT_MS: '300',
  TABLES_BOT_FILL_MS: '1000',
  TABLES_START_MS: '2000',
  TABLES_SAME_NETWORK_RULE: 'off',
  // Timed Ludo: a minute of 15 s, so a "2-minute" game is over in 30 s (e2e/ludo.spec.ts plays two to a win).
  TABLES_LUDO_MINUTE_MS: '15000',
  // Fortune Wheel (docs/fortune-wheel.md): turns long enough for a browser to type, a quick toss-up.
  FORTUNE_TURN_MS: '8000',
  FORTUNE_SOLVE_MS: '10000',
  FORTUNE_REVEAL_MS: '700',
  // A show (e2e/fortune-wheel-show.spec.ts): 4 browsers register, the draw puts 3 on stage and none among the
  // alternates, so the 4th watches and wins the audience prize; one round, then the show ends. The presence
  // check outlasts the show page's 3 s poll of the list plus its first "here".
  FORTUNE_PRESENCE_MS: '6000',
  FORTUNE_ONSTAGE_PICKS: '3',
  FORTUNE_ALTERNATE_PICKS: '0',
};

let dropDatabase = async () => {};
if (process.env.DATABASE_URL) {
  const adminUrl = process.env.DATABASE_URL;
  const name = `khelo_e2e_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}

await ensureServerBuilt();
const server = spawn(process.execPath, serverNodeArgs, {
  cwd: root,
  env,
  stdio: 'inherit',
});

let stopping = false;
async function cleanUp(code) {
  rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase().catch((error) =>
    console.error(`e2e: could not drop the test database: ${error.message}`),
  );
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    server.kill('SIGTERM');
  });
}
server.on('exit', (code) => void cleanUp(stopping ? 0 : (code ?? 1)));
