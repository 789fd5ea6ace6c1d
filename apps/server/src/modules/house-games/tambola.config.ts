import { TAMBOLA_PRIZES, type TambolaPrize } from '@khelo/contracts/house-tambola';
import { ConfigError, type Env } from '../../config';

// The operator's Tambola settings: the schedule, the ticket price, the rake and the prize table. A prize is
// either a fixed amount (rupees) or a share of the game's ticket sales less the rake ("45%"). The defaults
// suit a real room; browser tests run short games through the variables (scripts/e2e-server.mjs).

export type PrizeRule = { kind: 'fixed'; paise: number } | { kind: 'share'; percent: number };

export interface TambolaSettings {
  /** Tickets are sold for this long before the first call. */
  saleMs: number;
  /** Between two calls (and the claim window after the last). */
  callMs: number;
  /** After a game before the next one's sales open. */
  pauseMs: number;
  ticketPricePaise: number;
  rakePercent: number;
  prizes: Record<TambolaPrize, PrizeRule>;
}

export const DEFAULT_TAMBOLA_SETTINGS: TambolaSettings = {
  saleMs: 60_000,
  callMs: 4_000,
  pauseMs: 10_000,
  ticketPricePaise: 1_000,
  rakePercent: 10,
  prizes: {
    'early-five': { kind: 'share', percent: 10 },
    'top-line': { kind: 'share', percent: 15 },
    'middle-line': { kind: 'share', percent: 15 },
    'bottom-line': { kind: 'share', percent: 15 },
    'full-house': { kind: 'share', percent: 45 },
  },
};

const NUMBERS: [keyof TambolaSettings, string, number, number, boolean][] = [
  ['saleMs', 'TAMBOLA_SALE_MS', 2_000, 3_600_000, true],
  ['callMs', 'TAMBOLA_CALL_MS', 200, 60_000, true],
  ['pauseMs', 'TAMBOLA_PAUSE_MS', 500, 600_000, true],
  ['rakePercent', 'TAMBOLA_RAKE_PERCENT', 0, 50, false],
];

function numberFrom(name: string, raw: string, min: number, max: number, whole: boolean): number {
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max || (whole && !Number.isInteger(value)))
    throw new ConfigError(`${name}: must be a number from ${min} to ${max} (got ${JSON.stringify(raw)})`);
  return value;
}

const rupeesToPaise = (name: string, raw: string) =>
  Math.round(numberFrom(name, raw, 1, 10_00_000, false) * 100);

/** `early-five:10%,top-line:15%,…` or fixed rupees `full-house:500`; every prize must be listed. */
function prizesFrom(raw: string): Record<TambolaPrize, PrizeRule> {
  const name = 'TAMBOLA_PRIZES';
  const rules: Partial<Record<TambolaPrize, PrizeRule>> = {};
  for (const part of raw.split(',')) {
    const [prize, value] = part.split(':').map((piece) => piece.trim());
    if (!prize || !value || !(TAMBOLA_PRIZES as readonly string[]).includes(prize))
      throw new ConfigError(`${name}: "${part}" must be <prize>:<rupees> or <prize>:<percent>%`);
    rules[prize as TambolaPrize] = value.endsWith('%')
      ? { kind: 'share', percent: numberFrom(name, value.slice(0, -1), 0, 100, false) }
      : { kind: 'fixed', paise: rupeesToPaise(name, value) };
  }
  const missing = TAMBOLA_PRIZES.filter((prize) => !rules[prize]);
  if (missing.length > 0) throw new ConfigError(`${name}: missing ${missing.join(', ')}`);
  const shares = Object.values(rules).reduce(
    (sum, rule) => sum + (rule.kind === 'share' ? rule.percent : 0),
    0,
  );
  if (shares > 100) throw new ConfigError(`${name}: the shares add up to more than 100%`);
  return rules as Record<TambolaPrize, PrizeRule>;
}

export function tambolaSettingsFrom(env: Env): TambolaSettings {
  const settings = { ...DEFAULT_TAMBOLA_SETTINGS };
  for (const [key, name, min, max, whole] of NUMBERS) {
    const raw = env[name]?.trim();
    if (raw) (settings[key] as number) = numberFrom(name, raw, min, max, whole);
  }
  const price = env.TAMBOLA_TICKET_PRICE?.trim();
  if (price) settings.ticketPricePaise = rupeesToPaise('TAMBOLA_TICKET_PRICE', price);
  const prizes = env.TAMBOLA_PRIZES?.trim();
  if (prizes) settings.prizes = prizesFrom(prizes);
  return settings;
}

/** Each prize's amount for a game with these sales: fixed amounts as set, shares of sales less the rake. */
export function prizeAmounts(settings: TambolaSettings, salesPaise: number): Record<TambolaPrize, number> {
  const pool = salesPaise - Math.floor((salesPaise * settings.rakePercent) / 100);
  const amounts = {} as Record<TambolaPrize, number>;
  for (const prize of TAMBOLA_PRIZES) {
    const rule = settings.prizes[prize];
    amounts[prize] = rule.kind === 'fixed' ? rule.paise : Math.floor((pool * rule.percent) / 100);
  }
  return amounts;
}
