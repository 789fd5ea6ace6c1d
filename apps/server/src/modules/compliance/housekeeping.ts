import { paiseToRupees } from '@khelo/contracts/money';
import { todayInIndia } from '@khelo/contracts/profile';
import type { LedgerService } from '../wallet/ledger.service';
import type { ComplianceRepository } from './compliance.repository';

// The account housekeeping of the terms (pages-and-rules.md sections 4 and 9; docs/decisions/012):
// 1. 12 months without login → inactive.
// 2. Each calendar month (India time) an inactive account pays the Rs 250 maintenance fee: a ledger `fee`
//    to the house, at most the cash balance (the ledger never goes below zero). The part the balance could
//    not cover is the terms' "negative balance".
// 3. An inactive account with an uncovered fee older than 15 days → closed.
// Logging in again makes an inactive account active (auth's players.repository) and stops the fees.
// Every step is idempotent: a second run in the same month changes nothing.

export const INACTIVE_AFTER_MONTHS = 12;
export const MAINTENANCE_FEE_PAISE = 25_000n;
export const CLOSE_AFTER_DAYS = 15;
export const FEE_SOURCE = 'maintenance_fee';

const DAY_MS = 86_400_000;

export interface HousekeepingDeps {
  repository: ComplianceRepository;
  ledger: LedgerService;
  now: () => Date;
}

export interface HousekeepingReport {
  month: string;
  inactivated: string[];
  charged: { playerId: string; chargedPaise: bigint; shortfallPaise: bigint }[];
  closed: string[];
}

function monthsBefore(at: Date, months: number): Date {
  const date = new Date(at.getTime());
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

const rupees = (paise: bigint) => String(paiseToRupees(paise));

async function chargeFee(
  deps: HousekeepingDeps,
  player: { id: string; operatorId: number },
  month: string,
  at: Date,
) {
  const { ledger } = deps;
  const externalRef = `${player.id}:${month}`;
  // A run that posted the fee but stopped before recording it: the ledger already knows the amount.
  let transaction = await ledger.findByReference(FEE_SOURCE, externalRef);
  for (let attempt = 0; !transaction && attempt < 3; attempt += 1) {
    const balance = await ledger.cashBalance(player.id);
    const amount = balance < MAINTENANCE_FEE_PAISE ? balance : MAINTENANCE_FEE_PAISE;
    if (amount === 0n) break;
    const uncovered = MAINTENANCE_FEE_PAISE - amount;
    const result = await ledger.transfer({
      operatorId: player.operatorId,
      playerId: player.id,
      type: 'fee',
      source: FEE_SOURCE,
      externalRef,
      amount,
      direction: 'out',
      counterparty: 'house',
      remarks:
        uncovered > 0n
          ? `Maintenance fee ${month}, inactive account: Rs ${rupees(amount)} of Rs ${rupees(MAINTENANCE_FEE_PAISE)} (balance too low)`
          : `Maintenance fee ${month}, inactive account`,
      details: { month, fee: String(MAINTENANCE_FEE_PAISE), uncovered: String(uncovered) },
    });
    if (result.ok) transaction = result.transaction;
    else if (result.reason !== 'insufficient_funds') transaction = result.existing;
    // insufficient_funds: the balance moved meanwhile; read it again.
  }
  const charged = transaction?.amount ?? 0n;
  const fee = {
    playerId: player.id,
    operatorId: player.operatorId,
    month,
    feePaise: MAINTENANCE_FEE_PAISE,
    chargedPaise: charged,
    shortfallPaise: MAINTENANCE_FEE_PAISE - charged,
    transactionId: transaction?.id ?? null,
    chargedAt: at,
  };
  return (await deps.repository.recordFee(fee)) ? fee : null;
}

export async function runHousekeeping(deps: HousekeepingDeps): Promise<HousekeepingReport> {
  const at = deps.now();
  const month = todayInIndia(at).slice(0, 7);
  const inactivated = await deps.repository.markInactive(monthsBefore(at, INACTIVE_AFTER_MONTHS));
  const charged: HousekeepingReport['charged'] = [];
  for (const player of await deps.repository.unchargedInactive(month)) {
    const fee = await chargeFee(deps, player, month, at);
    if (fee)
      charged.push({
        playerId: player.id,
        chargedPaise: fee.chargedPaise,
        shortfallPaise: fee.shortfallPaise,
      });
  }
  const closed = await deps.repository.closeUncovered(new Date(at.getTime() - CLOSE_AFTER_DAYS * DAY_MS));
  return { month, inactivated, charged, closed };
}
