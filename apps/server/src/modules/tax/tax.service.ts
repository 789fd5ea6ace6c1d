import { paiseToRupees } from '@khelo/contracts/money';
import { TDS_PERCENT } from '@khelo/contracts/bonus-tax';
import type { LedgerTransaction } from '../wallet/ledger.repository';
import type { TransferResult } from '../wallet/ledger-inputs';
import type { LedgerService } from '../wallet/ledger.service';
import { WITHDRAWAL_SOURCE } from '../payments/withdrawals.service';
import { financialYearFromLabel, financialYearOf, tdsOn, type FinancialYear } from './financial-year';
import type { TaxRepository } from './tax.repository';

// TDS under section 194BA with Rule 133's net winnings (docs/bonus-and-tax.md). At a withdrawal of A:
//   net winnings = (withdrawals of the year + A) − (deposits of the year + opening balance) − already taxed
// TDS = 30% of it (never below 0), rounded to the rupee, posted as a `tax` transaction (cash → tax_payable)
// just before the withdrawal's hold, which then holds A − TDS. A rejected withdrawal reverses its TDS. At
// year end the same formula with the closing balance taxes what no withdrawal did.

export const TDS_SOURCE = 'tds';
export const TDS_REVERSAL_SOURCE = 'tds-reversal';

export interface TaxPlayer {
  id: string;
  operatorId: number;
}

export interface Computation {
  year: FinancialYear;
  netWinnings: bigint;
  tds: bigint;
}

export interface TaxServiceOptions {
  ledger: LedgerService;
  repository: TaxRepository;
  now: () => Date;
}

function rupees(paise: bigint): string {
  return `₹${paiseToRupees(paise).toFixed(2)}`;
}

export function createTaxService(options: TaxServiceOptions) {
  const { ledger, repository, now } = options;
  // One withdrawal at a time per player in this process, so two at once are not taxed on the same past.
  // (Across processes the year-end computation taxes anything a race left untaxed.)
  const queues = new Map<string, Promise<unknown>>();

  function serialized<T>(playerId: string, work: () => Promise<T>): Promise<T> {
    const previous = queues.get(playerId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    queues.set(playerId, settled);
    void settled.then(() => {
      if (queues.get(playerId) === settled) queues.delete(playerId);
    });
    return next;
  }

  /** The TDS on a withdrawal of `amount` now. */
  async function compute(playerId: string, amount: bigint): Promise<Computation> {
    const year = financialYearOf(now());
    const figures = await repository.yearFigures(playerId, year);
    const raw = figures.withdrawals + amount - (figures.deposits + figures.opening) - figures.taxed;
    const netWinnings = raw > 0n ? raw : 0n;
    return { year, netWinnings, tds: tdsOn(netWinnings, TDS_PERCENT) };
  }

  function postTax(player: TaxPlayer, kind: 'tds' | 'year_end', ref: string, computed: Computation) {
    return ledger.transfer({
      operatorId: player.operatorId,
      playerId: player.id,
      type: 'tax',
      source: TDS_SOURCE,
      externalRef: ref,
      amount: computed.tds,
      direction: 'out',
      counterparty: 'tax_payable',
      remarks: `${kind === 'tds' ? 'TDS' : 'Year-end TDS'} u/s 194BA: ${TDS_PERCENT}% of net winnings ${rupees(computed.netWinnings)} (FY ${computed.year.label})`,
      details: { tax_kind: kind, fy: computed.year.label, net_winnings: String(computed.netWinnings) },
    });
  }

  /** Gives back the TDS of a withdrawal that was rejected or failed (once). */
  async function reverse(tax: LedgerTransaction, why: string): Promise<void> {
    if (!tax.playerId) return;
    await ledger.transfer({
      operatorId: tax.operatorId,
      playerId: tax.playerId,
      type: 'tax',
      source: TDS_REVERSAL_SOURCE,
      externalRef: tax.externalRef,
      amount: tax.amount,
      direction: 'in',
      counterparty: 'tax_payable',
      reversesId: tax.id,
      remarks: `TDS returned: ${why}`,
      details: {
        tax_kind: 'tds',
        fy: tax.details.fy ?? '',
        net_winnings: tax.details.net_winnings ?? '0',
      },
    });
  }

  return {
    compute,
    reverse,

    /**
     * Deducts the TDS of a withdrawal of `amount` and then posts the hold with `hold(tds)` (which holds
     * amount − tds); if the hold is refused the TDS is reversed. `ref` is the withdrawal's reference.
     */
    withhold(
      player: TaxPlayer,
      amount: bigint,
      ref: string,
      hold: (tds: bigint) => Promise<TransferResult>,
    ): Promise<TransferResult> {
      return serialized(player.id, async () => {
        const computed = await compute(player.id, amount);
        if (computed.tds === 0n) return hold(0n);
        const tax = await postTax(player, 'tds', ref, computed);
        if (!tax.ok) return tax;
        const held = await hold(computed.tds);
        if (!held.ok) await reverse(tax.transaction, 'withdrawal not placed');
        return held;
      });
    },

    /** A TDS whose withdrawal (same reference) was never placed comes back (a crash between the two). */
    async returnIfNoWithdrawal(tds: LedgerTransaction): Promise<void> {
      if (tds.details.tax_kind !== 'tds') return;
      const withdrawal = await ledger.findByReference(WITHDRAWAL_SOURCE, tds.externalRef);
      if (!withdrawal || withdrawal.tombstone) await reverse(tds, 'withdrawal not placed');
    },

    /** After a withdrawal was rejected: its TDS, if any, comes back. */
    async withdrawalFailed(withdrawal: LedgerTransaction): Promise<void> {
      const tax = await ledger.findByReference(TDS_SOURCE, withdrawal.externalRef);
      if (tax && tax.type === 'tax' && tax.playerId === withdrawal.playerId)
        await reverse(tax, 'withdrawal rejected');
    },

    /**
     * Year end (Rule 133(1)/(6)): for every player, net winnings = (withdrawals + closing balance) −
     * (deposits + opening balance) − already taxed; 30% of it is posted once per player and year
     * (reference `year-end:<fy>:<player>`), at most the player's cash. Only after the year ended.
     */
    async yearEnd(operatorId: number, label: string) {
      const year = financialYearFromLabel(label);
      if (now() < year.end) return { ok: false as const, reason: 'year_not_ended' as const };
      let taxedPlayers = 0;
      let total = 0n;
      for (const playerId of await repository.playersWithCash(operatorId)) {
        const figures = await repository.yearFigures(playerId, year);
        const raw =
          figures.withdrawals + figures.closing - (figures.deposits + figures.opening) - figures.taxed;
        if (raw <= 0n) continue;
        const cash = await ledger.cashBalance(playerId);
        const full = tdsOn(raw, TDS_PERCENT);
        const computed = { year, netWinnings: raw, tds: full < cash ? full : cash };
        if (computed.tds === 0n) continue;
        const posted = await postTax(
          { id: playerId, operatorId },
          'year_end',
          `year-end:${label}:${playerId}`,
          computed,
        );
        if (posted.ok && !posted.replayed) {
          taxedPlayers += 1;
          total += computed.tds;
        }
      }
      return { ok: true as const, year: label, players: taxedPlayers, total };
    },

    statementRows: (playerId: string, year: FinancialYear) => repository.statementRows(playerId, year),
    yearFigures: (playerId: string, year: FinancialYear) => repository.yearFigures(playerId, year),
    hasVerifiedPan: (playerId: string) => repository.hasVerifiedPan(playerId),
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
