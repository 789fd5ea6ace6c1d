import { paiseToRupees, rupeesToPaise } from '@khelo/contracts/money';
import {
  COOL_OFF_HOURS,
  DEPOSIT_LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_HOURS,
  type CoolOffDuration,
  type DepositLimit,
  type DepositLimitPeriod,
  type PlayerBreak,
} from '@khelo/contracts/responsible-gaming';
import type { CashCheck, Refusal } from '../compliance/register-compliance';
import { addMonths, formatRupeesText, istText, periodBounds } from './rg-periods';
import type { BreakRow, LimitRow, ResponsibleGamingRepository } from './responsible-gaming.repository';

// Responsible gaming (docs/practice-and-responsible-gaming.md): deposit limits the player sets, a cool-off
// and self-exclusion. Limits protect the player, so tightening is instant and loosening waits 72 hours
// (a decision made in the heat of play must survive three days). Breaks can never be shortened.

const HOUR_MS = 60 * 60_000;
const PERIOD_WORD: Record<DepositLimitPeriod, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

export interface ResponsibleGamingDeps {
  repository: ResponsibleGamingRepository;
  now: () => Date;
}

export class BreakConflict extends Error {
  readonly statusCode = 409;
}

/** The limit in force at `at`: a waiting raise or removal applies once its time has come. */
export function effectiveLimit(row: LimitRow, at: Date): LimitRow {
  if (!row.pendingFrom || row.pendingFrom.getTime() > at.getTime()) return row;
  return { period: row.period, amountPaise: row.pendingPaise, pendingPaise: null, pendingFrom: null };
}

/** What asking for `wanted` (null: no limit) does to a limit: a cut or a first limit at once, else wait. */
export function requestedLimit(current: LimitRow, wanted: bigint | null, at: Date): LimitRow {
  const { period, amountPaise } = current;
  const loosens = amountPaise !== null && (wanted === null || wanted > amountPaise);
  if (!loosens) return { period, amountPaise: wanted, pendingPaise: null, pendingFrom: null };
  return {
    period,
    amountPaise,
    pendingPaise: wanted,
    pendingFrom: new Date(at.getTime() + LIMIT_RAISE_DELAY_HOURS * HOUR_MS),
  };
}

function presentBreak(row: BreakRow): PlayerBreak {
  return {
    kind: row.kind,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt?.toISOString() ?? null,
  };
}

export function createResponsibleGamingService(deps: ResponsibleGamingDeps) {
  const { repository, now } = deps;

  async function limitsAt(playerId: string, at: Date): Promise<Map<DepositLimitPeriod, LimitRow>> {
    const rows = await repository.limits(playerId);
    const byPeriod = new Map<DepositLimitPeriod, LimitRow>();
    for (const period of DEPOSIT_LIMIT_PERIODS) {
      const row = rows.find((candidate) => candidate.period === period);
      byPeriod.set(
        period,
        row ? effectiveLimit(row, at) : { period, amountPaise: null, pendingPaise: null, pendingFrom: null },
      );
    }
    return byPeriod;
  }

  async function breakRefusal(playerId: string, at: Date): Promise<Refusal | null> {
    return refusalOfBreak(await repository.activeBreak(playerId, at));
  }

  function refusalOfBreak(active: BreakRow | null): Refusal | null {
    if (!active) return null;
    if (active.kind === 'cool_off')
      return {
        reason: 'cool_off',
        statusCode: 409,
        message: `You are on a cool-off break until ${istText(active.endsAt!)}: deposits and cash games are closed until then. Withdrawals stay open.`,
        // The pages say it in the player's language, with the time in IST.
        details: { until: active.endsAt!.toISOString() },
      };
    return {
      reason: 'self_excluded',
      statusCode: 403,
      message: active.endsAt
        ? `You are self-excluded until ${istText(active.endsAt)}: deposits and cash games are closed until then. Withdrawals stay open.`
        : 'You are self-excluded permanently: deposits and cash games are closed. Withdrawals stay open.',
      ...(active.endsAt ? { details: { until: active.endsAt.toISOString() } } : {}),
    };
  }

  async function limitRefusal(playerId: string, amount: bigint, at: Date): Promise<Refusal | null> {
    for (const limit of (await limitsAt(playerId, at)).values()) {
      if (limit.amountPaise === null) continue;
      const { start, end } = periodBounds(limit.period, at);
      const used = await repository.depositedSince(playerId, start);
      if (used + amount <= limit.amountPaise) continue;
      const left = limit.amountPaise > used ? limit.amountPaise - used : 0n;
      return {
        reason: 'deposit_limit',
        statusCode: 409,
        message:
          `${PERIOD_WORD[limit.period]} deposit limit of ${formatRupeesText(limit.amountPaise)} reached: ` +
          `you can deposit ${formatRupeesText(left)} more until it resets on ${istText(end)}.`,
        details: {
          period: limit.period,
          limit: String(paiseToRupees(limit.amountPaise)),
          left: String(paiseToRupees(left)),
          resets: end.toISOString(),
        },
      };
    }
    return null;
  }

  async function state(playerId: string) {
    const at = now();
    const limits = await limitsAt(playerId, at);
    const presented: DepositLimit[] = [];
    for (const limit of limits.values()) {
      const { start, end } = periodBounds(limit.period, at);
      presented.push({
        period: limit.period,
        amount: limit.amountPaise === null ? null : paiseToRupees(limit.amountPaise),
        pending: limit.pendingFrom
          ? {
              amount: limit.pendingPaise === null ? null : paiseToRupees(limit.pendingPaise),
              effective_at: limit.pendingFrom.toISOString(),
            }
          : null,
        used: paiseToRupees(await repository.depositedSince(playerId, start)),
        resets_at: end.toISOString(),
      });
    }
    const active = await repository.activeBreak(playerId, at);
    return {
      limits: presented,
      break: active ? presentBreak(active) : null,
      practice_allowed: active?.kind !== 'self_exclusion',
      raise_delay_hours: LIMIT_RAISE_DELAY_HOURS,
    };
  }

  /** A new break must end later than the one in force: breaks are never shortened or replaced early. */
  async function startBreak(playerId: string, row: BreakRow): Promise<void> {
    const active = await repository.activeBreak(playerId, row.startsAt);
    const endsLater =
      !active ||
      (active.endsAt !== null && (row.endsAt === null || row.endsAt.getTime() > active.endsAt.getTime()));
    if (!endsLater) throw new BreakConflict('You already have a break that lasts at least as long');
    await repository.addBreak(playerId, row);
  }

  return {
    state,

    /** Each period given: a rupee amount, or null to remove the limit; periods left out stay. */
    async setLimits(playerId: string, wanted: Partial<Record<DepositLimitPeriod, number | null>>) {
      const at = now();
      const limits = await limitsAt(playerId, at);
      for (const period of DEPOSIT_LIMIT_PERIODS) {
        const value = wanted[period];
        if (value === undefined) continue;
        const paise = value === null ? null : rupeesToPaise(value);
        await repository.saveLimit(playerId, requestedLimit(limits.get(period)!, paise, at));
      }
      return state(playerId);
    },

    async coolOff(playerId: string, duration: CoolOffDuration) {
      const at = now();
      const endsAt = new Date(at.getTime() + COOL_OFF_HOURS[duration] * HOUR_MS);
      await startBreak(playerId, { kind: 'cool_off', startsAt: at, endsAt });
      return state(playerId);
    },

    async selfExclude(playerId: string, months: number | null) {
      const at = now();
      const endsAt = months === null ? null : addMonths(at, months);
      await startBreak(playerId, { kind: 'self_exclusion', startsAt: at, endsAt });
      return state(playerId);
    },

    async selfExcluded(playerId: string): Promise<boolean> {
      return (await repository.activeBreak(playerId, now()))?.kind === 'self_exclusion';
    },

    /** rule() for many checks: the players' breaks read at once. */
    async ruleMany(checks: CashCheck[]): Promise<(Refusal | null)[]> {
      const at = now();
      const asked = checks.filter((check) => check.action !== 'withdrawal').map((check) => check.playerId);
      const breaks = await repository.activeBreaks([...new Set(asked)], at);
      return Promise.all(
        checks.map(async (check) => {
          if (check.action === 'withdrawal') return null;
          const refusal = refusalOfBreak(breaks.get(check.playerId) ?? null);
          if (refusal || check.action !== 'deposit') return refusal;
          return limitRefusal(check.playerId, check.amountPaise ?? 0n, at);
        }),
      );
    },

    /** The app.compliance rule: breaks refuse deposits and cash games, limits refuse deposits over them. */
    async rule(check: CashCheck): Promise<Refusal | null> {
      if (check.action === 'withdrawal') return null;
      const at = now();
      const refusal = await breakRefusal(check.playerId, at);
      if (refusal || check.action !== 'deposit') return refusal;
      return limitRefusal(check.playerId, check.amountPaise ?? 0n, at);
    },
  };
}

export type ResponsibleGamingService = ReturnType<typeof createResponsibleGamingService>;
