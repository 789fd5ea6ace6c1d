import type { TFunction } from 'i18next';
import { formatHistoryRupees } from './history-format';

// The server writes a transaction's remarks in English (the ledger keeps one text for staff, exports and
// the wallet API). The history page shows the remarks it knows in the player's language: each rule below
// matches one text the server writes (modules bonus, payments, tax, wallet-api, compliance, fortune-wheel)
// and names its key under `remarks.*` in history.json with the values it carries. A text no rule knows — a staff
// adjustment's reason, a remark added later — is shown as it is.

type Values = Record<string, string>;

interface RemarkRule {
  pattern: RegExp;
  key: string | ((match: RegExpExecArray) => string);
  values?: (match: RegExpExecArray) => Values;
}

const RUPEES = '₹(\\d+(?:\\.\\d{1,2})?)';

const GAME_ACTIONS: Record<string, string> = { bet: 'gameBet', win: 'gameWin', 'bet refunded': 'gameRefund' };

const FORTUNE_PRIZES: Record<string, string> = {
  'round prize': 'fortuneRoundPrize',
  'bonus round prize': 'fortuneBonusPrize',
  'audience prize': 'fortuneAudiencePrize',
};

const RULES: RemarkRule[] = [
  { pattern: /^Sign-up bonus$/, key: 'signupBonus' },
  {
    pattern: new RegExp(`^Welcome bonus: (\\d+)% of your first deposit of ${RUPEES}$`),
    key: 'welcomeBonus',
    values: (m) => ({ percent: m[1]!, amount: m[2]! }),
  },
  { pattern: /^Refer-a-friend bonus: your friend made a first deposit$/, key: 'referralBonus' },
  {
    pattern: new RegExp(`^Bonus released: (\\d+)% of a ${RUPEES} stake$`),
    key: 'bonusReleased',
    values: (m) => ({ percent: m[1]!, amount: m[2]! }),
  },
  { pattern: /^Bonus release cancelled: the bet was rolled back$/, key: 'bonusReleaseCancelled' },
  {
    pattern: new RegExp(`^Bonus expired: ${RUPEES} not released within (\\d+) days$`),
    key: 'bonusExpired',
    values: (m) => ({ amount: m[1]!, days: m[2]! }),
  },
  {
    pattern: /^(.+): (bet|win|bet refunded), round (.+)$/,
    key: (m) => GAME_ACTIONS[m[2]!]!,
    values: (m) => ({ game: m[1]!, round: m[3]! }),
  },
  {
    // The show's title is the operator's and stays as written; the last ": " ends it.
    pattern: /^(Fortune Wheel), (.+): (round prize|bonus round prize|audience prize)$/,
    key: (m) => FORTUNE_PRIZES[m[3]!]!,
    values: (m) => ({ game: m[1]!, show: m[2]! }),
  },
  { pattern: /^UPI deposit, UTR (\d+)$/, key: 'upiDeposit', values: (m) => ({ utr: m[1]! }) },
  { pattern: /^UPI payment through the gateway$/, key: 'gatewayDeposit' },
  { pattern: /^Withdrawal to UPI (\S+)$/, key: 'withdrawalUpi', values: (m) => ({ upi: m[1]! }) },
  {
    pattern: /^Withdrawal to bank account ••••(\d{4})$/,
    key: 'withdrawalBank',
    values: (m) => ({ last4: m[1]! }),
  },
  { pattern: /^Withdrawal to Polygon (\S+)$/, key: 'withdrawalCrypto', values: (m) => ({ address: m[1]! }) },
  {
    pattern: new RegExp(
      `^(TDS|Year-end TDS) u/s 194BA: (\\d+)% of net winnings ${RUPEES} \\(FY ([\\d-]+)\\)$`,
    ),
    key: (m) => (m[1] === 'TDS' ? 'tds' : 'tdsYearEnd'),
    values: (m) => ({ percent: m[2]!, amount: m[3]!, fy: m[4]! }),
  },
  { pattern: /^TDS returned: withdrawal rejected$/, key: 'tdsReturnedRejected' },
  { pattern: /^TDS returned: withdrawal not placed$/, key: 'tdsReturnedNotPlaced' },
  {
    pattern: /^Maintenance fee (\d{4}-\d{2}), inactive account$/,
    key: 'maintenanceFee',
    values: (m) => ({ month: m[1]! }),
  },
  {
    pattern:
      /^Maintenance fee (\d{4}-\d{2}), inactive account: Rs (\d+(?:\.\d{1,2})?) of Rs (\d+(?:\.\d{1,2})?) \(balance too low\)$/,
    key: 'maintenanceFeePartial',
    values: (m) => ({ month: m[1]!, amount: m[2]!, fee: m[3]! }),
  },
];

/** Values named amount or fee are rupees: written like the amounts beside them (₹1,000.00). */
const MONEY_VALUES = new Set(['amount', 'fee']);

/** The key and values of a remark this page knows, or null. */
export function parseRemark(remarks: string): { key: string; values: Values } | null {
  for (const rule of RULES) {
    const match = rule.pattern.exec(remarks);
    if (!match) continue;
    return {
      key: typeof rule.key === 'string' ? rule.key : rule.key(match),
      values: rule.values?.(match) ?? {},
    };
  }
  return null;
}

/** How a value of a remark reads in the reader's language. */
function localValue(
  name: string,
  value: string,
  language: string | undefined,
  gameName: ((catalogName: string) => string) | undefined,
): string {
  if (MONEY_VALUES.has(name)) return formatHistoryRupees(Number(value), language);
  if (name === 'game' && gameName) return gameName(value);
  return value;
}

/**
 * The remark in the reader's language (`t` of the history namespace), or as the server wrote it. The
 * server names a game by its catalog (English) name; `gameName` gives the name the lobby shows for it.
 */
export function translateRemark(
  remarks: string,
  t: TFunction,
  language?: string,
  gameName?: (catalogName: string) => string,
): string {
  const known = parseRemark(remarks);
  if (!known) return remarks;
  const values = Object.fromEntries(
    Object.entries(known.values).map(([name, value]) => [name, localValue(name, value, language, gameName)]),
  );
  return t(`remarks.${known.key}`, { ...values, defaultValue: remarks });
}
