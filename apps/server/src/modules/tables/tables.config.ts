import { ConfigError, type Env } from '../../config';
import {
  DEFAULT_FORTUNE_WHEEL_SETTINGS,
  fortuneWheelSettingsFrom,
  type FortuneWheelSettings,
} from '../fortune-wheel/fortune-wheel.config';

// The tables' timers and rules (docs/tables.md, README). The defaults are the usual online-rummy pace; the
// variables exist so that tests and browser runs play short turns.

export interface TablesSettings {
  /** A turn (draw + discard); the player's extra-time bank comes on top. */
  turnMs: number;
  /** The extra-time bank of each player, refilled at every deal. */
  extraMs: number;
  /** The losers' time to meld after a valid declaration. */
  meldMs: number;
  /** Pool: the time to answer a split offer. */
  splitMs: number;
  /** The countdown before a table of more than 2 seats starts with 2 or more players. */
  startMs: number;
  /** The results pause between hands. */
  nextHandMs: number;
  /** A bot's thinking time (practice tables). */
  botMs: number;
  /** Practice: empty seats get bots this long after a player sat down alone. */
  botFillMs: number;
  rakePercent: number;
  /** Poker: the rake of a pot (percent), only when a flop is dealt; capped per hand at this many big blinds. */
  pokerRakePercent: number;
  pokerRakeCapBigBlinds: number;
  /**
   * Teen Patti, fixed when a table is made: the pot limit at which everyone still in shows and the highest
   * stake, both in boots; the blind chaals a player may make before having to see.
   */
  teenPattiPotLimitBoots: number;
  teenPattiMaxStakeBoots: number;
  teenPattiMaxBlindRounds: number;
  /** Poker: a seat sitting out longer than this is stood up and its stack paid back (docs/poker.md). */
  pokerSitOutMs: number;
  /** Two accounts from one device or IP address never sit at one cash table. */
  sameNetworkRule: boolean;
  /** The sweeper's tick. */
  sweepMs: number;
  /** A hand still collecting stakes after this long was cut short by a crash: it is voided and refunded. */
  collectStaleMs: number;
  /**
   * Ludo, 4 players: the operator's share of the prize (entries less the rake) paid to 2nd place, percent;
   * the winner gets the rest. 0: winner takes all (the game then ends at the first player home).
   */
  ludoSecondPercent: number;
  /** Ludo's timed variant: how long one of its advertised minutes lasts (60 s; browser tests shorten it). */
  ludoMinuteMs: number;
  /** The Fortune Wheel's waits (FORTUNE_*): its adapter reads them here, set once at start. */
  fortuneWheel: FortuneWheelSettings;
}

export const DEFAULT_TABLES_SETTINGS: TablesSettings = {
  turnMs: 30_000,
  extraMs: 30_000,
  meldMs: 30_000,
  splitMs: 20_000,
  startMs: 10_000,
  nextHandMs: 8_000,
  botMs: 800,
  botFillMs: 3_000,
  rakePercent: 10,
  pokerRakePercent: 5,
  pokerRakeCapBigBlinds: 3,
  teenPattiPotLimitBoots: 1024,
  teenPattiMaxStakeBoots: 128,
  teenPattiMaxBlindRounds: 4,
  pokerSitOutMs: 300_000,
  sameNetworkRule: true,
  sweepMs: 250,
  collectStaleMs: 15_000,
  ludoSecondPercent: 30,
  ludoMinuteMs: 60_000,
  fortuneWheel: DEFAULT_FORTUNE_WHEEL_SETTINGS,
};

const NUMBERS: [keyof TablesSettings, string, number, number][] = [
  ['turnMs', 'TABLES_TURN_MS', 1_000, 600_000],
  ['extraMs', 'TABLES_EXTRA_MS', 0, 600_000],
  ['meldMs', 'TABLES_MELD_MS', 1_000, 600_000],
  ['splitMs', 'TABLES_SPLIT_MS', 1_000, 600_000],
  ['startMs', 'TABLES_START_MS', 0, 600_000],
  ['nextHandMs', 'TABLES_NEXT_HAND_MS', 0, 600_000],
  ['botMs', 'TABLES_BOT_MS', 0, 60_000],
  ['botFillMs', 'TABLES_BOT_FILL_MS', 0, 600_000],
  ['rakePercent', 'TABLES_RAKE_PERCENT', 0, 50],
  ['pokerRakePercent', 'TABLES_POKER_RAKE_PERCENT', 0, 20],
  ['pokerRakeCapBigBlinds', 'TABLES_POKER_RAKE_CAP_BB', 0, 100],
  ['teenPattiPotLimitBoots', 'TABLES_TEEN_PATTI_POT_LIMIT_BOOTS', 2, 100_000],
  ['teenPattiMaxStakeBoots', 'TABLES_TEEN_PATTI_MAX_STAKE_BOOTS', 1, 100_000],
  ['teenPattiMaxBlindRounds', 'TABLES_TEEN_PATTI_MAX_BLIND_ROUNDS', 0, 100],
  ['pokerSitOutMs', 'TABLES_POKER_SIT_OUT_MS', 1_000, 3_600_000],
  ['sweepMs', 'TABLES_SWEEP_MS', 20, 10_000],
  ['collectStaleMs', 'TABLES_COLLECT_STALE_MS', 1_000, 600_000],
  ['ludoSecondPercent', 'TABLES_LUDO_SECOND_PERCENT', 0, 50],
  ['ludoMinuteMs', 'TABLES_LUDO_MINUTE_MS', 1_000, 60_000],
];

/** Counts the engines take as whole numbers. */
const WHOLE = new Set<keyof TablesSettings>([
  'teenPattiPotLimitBoots',
  'teenPattiMaxStakeBoots',
  'teenPattiMaxBlindRounds',
]);

export function tablesSettingsFrom(env: Env): TablesSettings {
  const settings = { ...DEFAULT_TABLES_SETTINGS, fortuneWheel: fortuneWheelSettingsFrom(env) };
  for (const [key, name, min, max] of NUMBERS) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || value > max)
      throw new ConfigError(`${name}: must be a number from ${min} to ${max} (got ${JSON.stringify(raw)})`);
    if (WHOLE.has(key) && !Number.isInteger(value))
      throw new ConfigError(`${name}: must be a whole number (got ${JSON.stringify(raw)})`);
    (settings as unknown as Record<string, number>)[key] = value;
  }
  const rule = env.TABLES_SAME_NETWORK_RULE?.trim().toLowerCase();
  if (rule) {
    if (!['on', 'off'].includes(rule))
      throw new ConfigError(`TABLES_SAME_NETWORK_RULE: must be on or off (got ${JSON.stringify(rule)})`);
    settings.sameNetworkRule = rule === 'on';
  }
  return settings;
}
