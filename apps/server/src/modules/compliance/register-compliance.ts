import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createRoundLock } from '../house-games/round-lock.repository';
import { complianceSettingsFrom, type ComplianceSettings } from './compliance.config';
import { createComplianceRepository } from './compliance.repository';
import { complianceRoutes } from './compliance.routes';
import { eligibilityRule, eligibilityRuleMany, moneyModeRule } from './eligibility.rules';
import { runHousekeeping, type HousekeepingReport } from './housekeeping';
import { playerStatusRoutes } from './player-status.routes';

// `app.compliance`: the operator's money mode and the rules of cash play, for every module that moves cash
// (deposits, withdrawals, game launches, wallet-api debits) and for the pages that explain a refusal.
// Rules are added by the modules that own them (eligibility, responsible gaming, …); a check answers the
// first refusal, in the order the rules were added.

declare module 'fastify' {
  interface FastifyInstance {
    compliance: ComplianceService;
  }
}

export type CashAction = 'deposit' | 'cash_game' | 'withdrawal';

export interface CashCheck {
  playerId: string;
  action: CashAction;
  /** The amount of a deposit, stake or withdrawal, when the rule depends on it. */
  amountPaise?: bigint;
  /** A withdrawal's payout instrument: its holder name must match the KYC name (crypto has none). */
  instrument?: { kind: 'bank' | 'upi'; holderName?: string | undefined };
}

export interface Refusal {
  /** A stable code the pages translate (e.g. `blocked_state`, `deposit_limit`). */
  reason: string;
  /** English: names the rule and what the player can do. */
  message: string;
  /** 403 for a rule the player does not meet; 409 for a state that changes with time. */
  statusCode: number;
  /** Values the pages' translated text needs (e.g. { state: 'Assam' }). */
  details?: Record<string, string>;
}

export type CashRule = (check: CashCheck) => Promise<Refusal | null>;

/** A rule's answer for many checks at once, in order (a group of bets, ADR 037): fewer reads than one each. */
export type CashRuleMany = (checks: CashCheck[]) => Promise<(Refusal | null)[]>;

/** Thrown by assert(); the error handler answers { status: 0, message, reason } with its status. */
export class ComplianceRefusal extends Error {
  readonly statusCode: number;
  readonly reason: string;
  readonly details: Record<string, string> | undefined;
  constructor(refusal: Refusal) {
    super(refusal.message);
    this.name = 'ComplianceRefusal';
    this.statusCode = refusal.statusCode;
    this.reason = refusal.reason;
    this.details = refusal.details;
  }
}

export interface ComplianceService {
  settings: ComplianceSettings;
  /** `many`: the same rule for many checks at once; without, checkMany asks `rule` once per check. */
  addRule(rule: CashRule, many?: CashRuleMany): void;
  /** The first refusal of the rules, or null when the action is allowed. */
  check(check: CashCheck): Promise<Refusal | null>;
  /** check() for each of many checks, answered in order. */
  checkMany(checks: CashCheck[]): Promise<(Refusal | null)[]>;
  /** Throws ComplianceRefusal when the action is refused. */
  assert(check: CashCheck): Promise<void>;
}

export interface RegisterComplianceOptions {
  database: Database;
  now: () => Date;
  /** Tests pass their own; default: MONEY_MODE and BLOCKED_STATES of the environment. */
  settings?: ComplianceSettings;
  /**
   * The player rules of this module (account, age, state, mobile, KYC, instrument); default on. Only tests
   * of other modules turn them off (createTestApp), so that they need no birthday, state and KYC.
   */
  eligibility?: boolean;
}

/** How often the housekeeping job looks for work (it does it once a month per account). */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60_000;
export const HOUSEKEEPING_LOCK = 7_310_008;

declare module 'fastify' {
  interface FastifyInstance {
    /** Started by main.ts (not in tests): inactivity, maintenance fees and closure (docs/compliance.md). */
    housekeeping: { start(): void; runOnce(): Promise<HousekeepingReport | null> };
  }
}

export function createComplianceService(settings: ComplianceSettings): ComplianceService {
  const rules: { rule: CashRule; many?: CashRuleMany | undefined }[] = [];
  // The rules only read, so they are asked side by side (one round trip's wait, not one per rule); the
  // answer is still the first refusal in the order the rules were added.
  async function check(request: CashCheck): Promise<Refusal | null> {
    const refusals = await Promise.all(rules.map(({ rule }) => rule(request)));
    return refusals.find((refusal) => refusal !== null) ?? null;
  }
  async function checkMany(requests: CashCheck[]): Promise<(Refusal | null)[]> {
    if (requests.length === 0) return [];
    const byRule = await Promise.all(
      rules.map(({ rule, many }) => (many ? many(requests) : Promise.all(requests.map(rule)))),
    );
    return requests.map((_, index) => byRule.map((refusals) => refusals[index]).find((r) => r) ?? null);
  }
  return {
    settings,
    addRule: (rule, many) => void rules.push({ rule, many }),
    check,
    checkMany,
    async assert(request) {
      const refusal = await check(request);
      if (refusal) throw new ComplianceRefusal(refusal);
    },
  };
}

export async function registerCompliance(
  app: FastifyInstance,
  options: RegisterComplianceOptions,
): Promise<void> {
  const { database, now } = options;
  const compliance = createComplianceService(options.settings ?? complianceSettingsFrom(process.env));
  app.decorate('compliance', compliance);
  const repository = createComplianceRepository(database.db);
  compliance.addRule(moneyModeRule(compliance.settings));
  if (options.eligibility !== false) {
    const deps = {
      settings: compliance.settings,
      facts: (playerId: string) => repository.playerFacts(playerId),
      factsMany: (playerIds: string[]) => repository.playerFactsMany(playerIds),
      kycNames: (playerId: string) => repository.verifiedKycNames(playerId),
      now,
    };
    compliance.addRule(eligibilityRule(deps), eligibilityRuleMany(deps));
  }
  await app.register(complianceRoutes, { compliance });
  await app.register(playerStatusRoutes, { repository });

  const lock = createRoundLock(database, HOUSEKEEPING_LOCK);
  const runOnce = async (): Promise<HousekeepingReport | null> => {
    // One process at a time (Postgres advisory lock); the others skip this round.
    if (!(await lock.tryAcquire())) return null;
    try {
      return await runHousekeeping({ repository, ledger: app.ledger, now });
    } finally {
      await lock.release();
    }
  };
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    runOnce()
      .then((report) => {
        if (report && report.inactivated.length + report.charged.length + report.closed.length > 0)
          app.log.info(
            {
              month: report.month,
              inactivated: report.inactivated.length,
              charged: report.charged.length,
              closed: report.closed.length,
            },
            'account housekeeping',
          );
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'account housekeeping failed'));
  };
  app.decorate('housekeeping', {
    start() {
      if (timer) return;
      tick();
      timer = setInterval(tick, HOUSEKEEPING_INTERVAL_MS);
      timer.unref();
    },
    runOnce,
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await lock.release();
  });
}
