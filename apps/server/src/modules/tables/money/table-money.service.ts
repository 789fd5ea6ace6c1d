import { paiseToRupees } from '@khelo/contracts/money';
import type { Db } from '../../../db/client';
import type { ComplianceService } from '../../compliance/register-compliance';
import type { PracticeChipsRepository } from '../../practice/practice-chips.repository';
import type { LedgerService } from '../../wallet/ledger.service';
import type { TableOffer, TablePayout } from '../games/adapter';
import { createMoneyPoster } from './table-money-posting';
import { createStackMoney } from './table-stack-money';
import type { CanSit, MoneyHand, SeatPayer, TableMoney, Tx } from './table-money';
import {
  createTableMoneyRepository,
  isBetRef,
  isBetRefundRef,
  moneyRef,
  type MoneyRow,
  type NewMoneyRow,
} from './table-money.repository';

// The money of the tables (docs/tables.md "Money"), behind the interface the table runtime calls. Cash moves
// through the ledger (player cash ⇄ the operator's table escrow; the rake escrow → house), practice on the
// practice chips, never the ledger. Stakes are collected before a deal (their own postings, so a seat that
// cannot pay is known before the cards are dealt); settlements and voids are rows written in the runtime's
// transaction and posted after its commit by postPending, which a restart runs again for what a crash left.

/** A void came too late: some of the hand's settlement was already paid out. */
export class TableMoneyVoidRefused extends Error {
  constructor(handId: string) {
    super(`hand ${handId} is already (partly) paid out and cannot be voided`);
    this.name = 'TableMoneyVoidRefused';
  }
}

/** The runtime's interface (table-money.ts) with what staff pages and tests need on top. */
export interface TableMoneyService extends TableMoney {
  /** Every money row of some hands (staff, history). */
  rowsOfHands(handIds: string[]): Promise<MoneyRow[]>;
}

export interface TableMoneyDeps {
  db: Db;
  ledger: Pick<LedgerService, 'transfer' | 'transferInternal' | 'findByReference' | 'cashBalance'>;
  compliance: Pick<ComplianceService, 'check'>;
  chips: Pick<PracticeChipsRepository, 'move'>;
  /** Practice refusal (account closed, self-excluded), or null. */
  practiceRefusal: (playerId: string) => Promise<string | null>;
  operatorId: number;
  settings: { sameNetworkRule: boolean };
  /** What a seat pays before its first hand at the offer (reserve or entry). */
  firstCollect: (offer: TableOffer) => bigint;
  gameCode: (game: string) => string;
  gameName: (game: string) => string;
  /** The game whose tables keep stacks (the ledger rows of a buy-in given back name it). */
  stacksGame?: string | undefined;
  log: { error: (object: unknown, message: string) => void };
}

export const TABLE_MONEY_MESSAGES = {
  sameNetwork:
    'Another account from your network or device is already at this table. Cash tables seat one account per network; pick another table.',
  notTaken: 'The stake could not be taken; try again',
  practiceShort: 'Not enough practice chips',
} as const;

function rupees(paise: bigint): string {
  return `₹${paiseToRupees(paise).toFixed(2)}`;
}

export function notEnoughCash(offer: TableOffer, need: bigint, balance: bigint): string {
  const what =
    offer.variant === 'points'
      ? `the ${rupees(need)} this table reserves for a hand (80 points at ${rupees(offer.stakePaise)} a point)`
      : `the ${rupees(need)} entry fee of this table`;
  return `Not enough cash: you need ${what} and your balance is ${rupees(balance)}. Add cash or pick a lower stake.`;
}

/** One row per seat and kind (the reference is unique), positive amounts only. */
function merged(rows: NewMoneyRow[]): NewMoneyRow[] {
  const byRef = new Map<string, NewMoneyRow>();
  for (const row of rows) {
    const known = byRef.get(row.ref);
    if (known) known.paise += row.paise;
    else byRef.set(row.ref, { ...row });
  }
  return [...byRef.values()].filter((row) => row.paise > 0n);
}

export function createTableMoney(deps: TableMoneyDeps): TableMoneyService {
  const repository = createTableMoneyRepository(deps.db);
  const post = createMoneyPoster({ ...deps, repository });

  async function canSit(input: Parameters<TableMoney['canSit']>[0]): Promise<CanSit> {
    const { playerId, offer } = input;
    if (offer.mode === 'practice') {
      const refused = await deps.practiceRefusal(playerId);
      return refused ? { ok: false, status: 403, code: 'practice_refused', message: refused } : { ok: true };
    }
    const need = input.amountPaise ?? deps.firstCollect(offer);
    const refusal = await deps.compliance.check({ playerId, action: 'cash_game', amountPaise: need });
    if (refusal)
      return {
        ok: false,
        status: refusal.statusCode === 409 ? 409 : 403,
        code: refusal.reason,
        message: refusal.message,
      };
    const balance = await deps.ledger.cashBalance(playerId);
    if (balance < need)
      return {
        ok: false,
        status: 409,
        code: 'insufficient_funds',
        message: notEnoughCash(offer, need, balance),
      };
    if (deps.settings.sameNetworkRule && input.tableId) {
      const others = await repository.sameNetworkSeats(input.tableId, playerId, input.ip, input.deviceId);
      if (others > 0)
        return { ok: false, status: 409, code: 'same_network', message: TABLE_MONEY_MESSAGES.sameNetwork };
    }
    return { ok: true };
  }

  /** Null when paid, else why not (in words for the player). */
  async function collectOne(hand: MoneyHand, payer: SeatPayer, paise: bigint): Promise<string | null> {
    const { offer } = hand;
    if (offer.mode === 'cash') {
      // Rules can change between hands (a break, a limit, a suspension): checked at every collect.
      const refusal = await deps.compliance.check({
        playerId: payer.playerId,
        action: 'cash_game',
        amountPaise: paise,
      });
      if (refusal) return refusal.message;
    }
    const row = await repository.insertOnce({
      handId: hand.handId,
      tableId: hand.tableId,
      seat: payer.seat,
      playerId: payer.playerId,
      kind: 'collect',
      paise,
      ref: moneyRef(hand.handId, payer.seat, 'collect'),
      mode: offer.mode,
    });
    if (row.playerId !== payer.playerId) return 'This seat already paid for this hand';
    if (row.status === 'pending')
      await post({ ...row, handNo: hand.handNo, game: offer.game, variant: offer.variant });
    const after = await repository.byRef(row.ref);
    if (after?.status === 'posted') return null;
    if (after?.error === 'insufficient_funds' || after?.error === 'insufficient') {
      if (offer.mode !== 'cash') return TABLE_MONEY_MESSAGES.practiceShort;
      return notEnoughCash(offer, paise, await deps.ledger.cashBalance(payer.playerId));
    }
    return TABLE_MONEY_MESSAGES.notTaken;
  }

  const service: TableMoneyService = {
    canSit,

    async collect(hand, payers, paise) {
      if (paise <= 0n) return { paid: payers.map((payer) => payer.seat), refused: [] };
      const results = await Promise.all(
        payers.map(async (payer) => {
          try {
            return { seat: payer.seat, refusal: await collectOne(hand, payer, paise) };
          } catch (error) {
            // Unknown (the posting may or may not have happened): the row stays pending for postPending and
            // the seat sits this hand out; the runtime voids a hand that cannot start, refunding it.
            deps.log.error({ err: error, hand: hand.handId, seat: payer.seat }, 'table collect failed');
            return { seat: payer.seat, refusal: TABLE_MONEY_MESSAGES.notTaken };
          }
        }),
      );
      return {
        paid: results.filter((entry) => entry.refusal === null).map((entry) => entry.seat),
        refused: results.flatMap(({ seat, refusal }) =>
          refusal === null ? [] : [{ seat, reason: refusal }],
        ),
      };
    },

    async settleInTx(tx: Tx, hand: MoneyHand, payouts: TablePayout[]) {
      const rows = await repository.ofHands([hand.handId], tx);
      if (rows.some((row) => row.kind !== 'collect' && !isBetRefundRef(row.ref))) return; // settled or voided already
      const released = new Set(rows.filter((row) => isBetRefundRef(row.ref)).map((row) => row.ref));
      const collects = rows.filter(
        (row) => row.kind === 'collect' && row.status !== 'failed' && !released.has(`${row.ref}:void`),
      );
      const playerOf = new Map(collects.map((row) => [row.seat!, row.playerId]));
      const paidIn = collects.reduce((sum, row) => sum + row.paise, 0n);
      const paidOut = payouts.reduce((sum, row) => sum + row.paise, 0n);
      for (const payout of payouts) {
        if (payout.paise < 0n) throw new Error(`settlement of ${hand.handId}: a negative amount`);
        if (payout.kind !== 'rake' && !playerOf.has(payout.seat))
          throw new Error(`settlement of ${hand.handId}: seat ${payout.seat} did not pay in`);
      }
      // Cash: exactly what was collected goes out again (the escrow nets to zero). Practice bots are staked
      // by the house, so a practice winner may take more chips than the players put in.
      if (hand.offer.mode === 'cash' && !hand.stacks && paidOut !== paidIn)
        throw new Error(`settlement of ${hand.handId} pays ${paidOut} of ${paidIn} collected`);
      const money = payouts.map((payout): NewMoneyRow => ({
        handId: hand.handId,
        tableId: hand.tableId,
        seat: payout.kind === 'rake' ? null : payout.seat,
        playerId: payout.kind === 'rake' ? null : playerOf.get(payout.seat)!,
        kind: payout.kind,
        paise: payout.paise,
        ref: moneyRef(hand.handId, payout.kind === 'rake' ? null : payout.seat, payout.kind),
        mode: hand.offer.mode,
      }));
      await repository.insertMany(merged(money), tx);
    },

    async voidInTx(tx: Tx, handId: string, reason: string) {
      void reason; // kept by the runtime with the hand (void_reason) and in the staff audit log
      const rows = await repository.ofHands([handId], tx);
      const closing = rows.filter((row) => row.kind !== 'collect' && !isBetRefundRef(row.ref));
      if (closing.length > 0) {
        if (closing.every((row) => row.ref.endsWith(':void'))) return;
        throw new TableMoneyVoidRefused(handId);
      }
      const refunds = rows
        .filter((row) => row.kind === 'collect' && row.status !== 'failed')
        .map((row) => (isBetRef(row.ref) ? { ...voidRefund(row), ref: `${row.ref}:void` } : voidRefund(row)));
      await repository.insertMany(refunds, tx);
    },

    async postPending(limit = 500) {
      let posted = 0;
      for (const row of await repository.pending(limit)) {
        try {
          if ((await post(row)) === 'posted') posted += 1;
        } catch (error) {
          deps.log.error({ err: error, ref: row.ref }, 'table money posting failed; retried later');
        }
      }
      return posted;
    },

    async bet(hand, payer, paise, ref) {
      const { offer } = hand;
      if (offer.mode === 'cash') {
        const refusal = await deps.compliance.check({
          playerId: payer.playerId,
          action: 'cash_game',
          amountPaise: paise,
        });
        if (refusal) return { ok: false, code: refusal.reason, message: refusal.message };
      }
      let row = await repository.insertOnce({
        handId: hand.handId,
        tableId: hand.tableId,
        seat: payer.seat,
        playerId: payer.playerId,
        kind: 'collect',
        paise,
        ref,
        mode: offer.mode,
      });
      if (row.status === 'failed' && row.playerId === payer.playerId)
        row = (await repository.retryFailed(ref, paise)) ?? row;
      const stale = {
        ok: false as const,
        code: 'stale-version',
        message: 'The table has moved on; refresh and try again',
      };
      if (row.playerId !== payer.playerId || row.paise !== paise) return stale;
      if (await repository.byRef(`${ref}:void`)) return stale;
      if (row.status === 'pending')
        await post({ ...row, handNo: hand.handNo, game: offer.game, variant: 'boot' });
      const after = await repository.byRef(ref);
      if (after?.status === 'posted') return { ok: true };
      if (after?.error === 'insufficient_funds' || after?.error === 'insufficient') {
        const balance = offer.mode === 'cash' ? await deps.ledger.cashBalance(payer.playerId) : null;
        const message =
          balance === null
            ? `${TABLE_MONEY_MESSAGES.practiceShort} for this bet of ${paiseToRupees(paise).toFixed(2)} chips.`
            : `Not enough cash: this bet is ${rupees(paise)} and your balance is ${rupees(balance)}.`;
        return { ok: false, code: 'insufficient-funds', message };
      }
      return { ok: false, code: 'bet-not-taken', message: TABLE_MONEY_MESSAGES.notTaken };
    },

    async releaseBetsInTx(tx: Tx, handId: string, keep: ReadonlySet<string>, only?: string) {
      const rows = await repository.ofHands([handId], tx);
      const refunds = rows
        .filter((row) => row.kind === 'collect' && row.status !== 'failed' && isBetRef(row.ref))
        .filter((row) => !keep.has(row.ref) && (only === undefined || row.ref === only))
        .map((row) => ({ ...voidRefund(row), ref: `${row.ref}:void` }));
      await repository.insertMany(refunds, tx);
    },

    async refundStrayBets(limit = 100) {
      const stray = await repository.strayBets(limit);
      await repository.insertMany(
        stray.map((row) => ({ ...voidRefund(row), ref: `${row.ref}:void` })),
        deps.db,
      );
      return stray.length;
    },

    rowsOfHands: (handIds) => repository.ofHands(handIds),
  };
  return {
    ...service,
    ...createStackMoney({ db: deps.db, repository, bet: (...args) => service.bet!(...args), voidRefund }),
  };
}

/** The full refund of a collect (void): it reverses the collect. */
export function voidRefund(row: MoneyRow): NewMoneyRow {
  return {
    handId: row.handId,
    tableId: row.tableId,
    seat: row.seat,
    playerId: row.playerId,
    kind: 'refund',
    paise: row.paise,
    ref: moneyRef(row.handId, row.seat, 'void'),
    mode: row.mode,
  };
}
