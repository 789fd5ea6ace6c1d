import { paiseToRupees } from '@khelo/contracts/money';
import type { Db } from '../../../db/client';
import type { ComplianceService } from '../../compliance/register-compliance';
import type { PracticeChipsRepository } from '../../practice/practice-chips.repository';
import type { LedgerService } from '../../wallet/ledger.service';
import type { Collected, Settlement } from '../games/rummy-money';
import { createMoneyPoster } from './table-money-posting';
import {
  createTableMoneyRepository,
  moneyRef,
  type MoneyRow,
  type MoneyTx,
  type NewMoneyRow,
} from './table-money.repository';

// The money of the tables (docs/tables.md "Money"), behind the interface the table runtime calls. Cash moves
// through the ledger (player cash ⇄ the operator's table escrow; the rake escrow → house), practice on the
// practice chips, never the ledger. Stakes are collected before a deal (their own postings, so a seat that
// cannot pay is known before the cards are dealt); settlements and voids are rows written in the runtime's
// transaction and posted after its commit by postPending, which a restart runs again for what a crash left.

export type { MoneyTx } from './table-money.repository';

/** The part of a table offer money needs (the runtime's TableOffer fits). */
export interface MoneyOffer {
  offerId: string;
  game: string;
  mode: 'cash' | 'practice';
  variant: string;
  /** Points: the point value; pool and deals: the entry fee (paise; practice: chip hundredths). */
  stakePaise: bigint;
}

/** A seat that pays; playerId null: a practice bot, staked by the house (no chips move for it). */
export interface SeatPayer {
  seat: number;
  playerId: string | null;
}

export interface MoneyHand {
  tableId: string;
  handId: string;
  handNo: number;
  offer: MoneyOffer;
}

export type SitAnswer = { ok: true } | { ok: false; status: 403 | 409; code: string; message: string };

export interface CollectAnswer {
  paid: number[];
  refused: { seat: number; reason: string }[];
}

/** A void came too late: some of the hand's settlement was already paid out. */
export class TableMoneyVoidRefused extends Error {
  constructor(handId: string) {
    super(`hand ${handId} is already (partly) paid out and cannot be voided`);
    this.name = 'TableMoneyVoidRefused';
  }
}

export interface TableMoney {
  /** At join: may this player sit at this offer (compliance, funds for one reserve/entry, same network)? */
  canSit(input: {
    playerId: string;
    offer: MoneyOffer;
    /** The table the runtime would seat the player at (null: a new table). */
    tableId: string | null;
    ip: string;
    deviceId?: string | undefined;
  }): Promise<SitAnswer>;
  /**
   * Before a deal (points) or the first deal of a match (pool, deals): takes each payer's `paise`. Idempotent
   * per hand and seat. Seats that cannot pay come back in `refused` with a reason (the runtime unseats them).
   */
  collect(hand: MoneyHand, payers: SeatPayer[], paise: bigint): Promise<CollectAnswer>;
  /**
   * After a hand (points) or a match (pool, deals), in the runtime's transaction: `settle` gets what the open
   * collects of the table hold (rummy-money.ts computes the answer) and the rows are written to be posted
   * after the commit. Refuses (throws) a settlement that does not add up to what was collected.
   */
  settleInTx(
    tx: MoneyTx,
    hand: MoneyHand,
    settle: (collected: Collected[]) => Settlement,
  ): Promise<MoneyRow[]>;
  /**
   * Void (staff, crash recovery), in the runtime's transaction: every open collect of the table is refunded
   * in full. Throws TableMoneyVoidRefused when part of the settlement was already posted.
   */
  voidInTx(tx: MoneyTx, hand: MoneyHand, reason: string): Promise<{ refunds: number; paise: bigint }>;
  /** Posts pending rows (after a commit; at start for rows a crash left). Answers how many were posted. */
  postPending(limit?: number): Promise<number>;
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
  firstCollect: (offer: MoneyOffer) => bigint;
  gameCode: (game: string) => string;
  gameName: (game: string) => string;
  log: { error: (object: unknown, message: string) => void };
}

export const TABLE_MONEY_MESSAGES = {
  sameNetwork:
    'Another account from your network or device is already at this table. Cash tables seat one account per network; pick another table.',
  botAtCash: 'Bots never sit at cash tables',
} as const;

function rupees(paise: bigint): string {
  return `₹${paiseToRupees(paise).toFixed(2)}`;
}

export function notEnoughCash(offer: MoneyOffer, need: bigint, balance: bigint): string {
  const what =
    offer.variant === 'points'
      ? `the ${rupees(need)} this table reserves for a hand (80 points at ${rupees(offer.stakePaise)} a point)`
      : `the ${rupees(need)} entry fee of this table`;
  return `Not enough cash: you need ${what} and your balance is ${rupees(balance)}. Add cash or pick a lower stake.`;
}

export function createTableMoney(deps: TableMoneyDeps): TableMoney {
  const repository = createTableMoneyRepository(deps.db);
  const post = createMoneyPoster({ ...deps, repository });

  async function canSit(input: Parameters<TableMoney['canSit']>[0]): Promise<SitAnswer> {
    const { playerId, offer } = input;
    if (offer.mode === 'practice') {
      const refused = await deps.practiceRefusal(playerId);
      return refused ? { ok: false, status: 403, code: 'practice_refused', message: refused } : { ok: true };
    }
    const need = deps.firstCollect(offer);
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

  async function collectOne(hand: MoneyHand, payer: SeatPayer, paise: bigint): Promise<string | null> {
    const { offer } = hand;
    if (payer.playerId === null && offer.mode === 'cash') return TABLE_MONEY_MESSAGES.botAtCash;
    if (payer.playerId !== null && offer.mode === 'cash') {
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
      const balance =
        payer.playerId && offer.mode === 'cash' ? await deps.ledger.cashBalance(payer.playerId) : 0n;
      return offer.mode === 'cash' ? notEnoughCash(offer, paise, balance) : 'Not enough practice chips';
    }
    return after?.error ?? 'The stake could not be taken; try again';
  }

  return {
    canSit,

    async collect(hand, payers, paise) {
      const answer: CollectAnswer = { paid: [], refused: [] };
      if (paise <= 0n) return { paid: payers.map((payer) => payer.seat), refused: [] };
      const results = await Promise.all(
        payers.map(async (payer) => {
          try {
            return { seat: payer.seat, refusal: await collectOne(hand, payer, paise) };
          } catch (error) {
            // Unknown (the posting may or may not have happened): the row stays pending for postPending and
            // the seat sits this hand out; the runtime voids a hand that cannot start.
            deps.log.error({ err: error, hand: hand.handId, seat: payer.seat }, 'table collect failed');
            return { seat: payer.seat, refusal: 'The stake could not be taken; try again' };
          }
        }),
      );
      for (const { seat, refusal } of results) {
        if (refusal === null) answer.paid.push(seat);
        else answer.refused.push({ seat, reason: refusal });
      }
      return answer;
    },

    async settleInTx(tx, hand, settle) {
      const open = await repository.openCollects(hand.tableId, tx);
      const latest = open.at(-1)?.handId;
      // Collects of an earlier hand still open (a bug or a crash) are refunded rather than left in escrow.
      const stale = open.filter((row) => row.handId !== latest);
      const current = open.filter((row) => row.handId === latest);
      const rows: NewMoneyRow[] = stale.map((row) => voidRefund(row));
      const collected = current.map((row) => ({ seat: row.seat!, paise: row.paise }));
      const settlement = settle(collected);
      const paidIn = collected.reduce((sum, row) => sum + row.paise, 0n);
      const paidOut = settlement.payouts.reduce((sum, row) => sum + row.paise, settlement.rake);
      if (paidOut !== paidIn)
        throw new Error(`settlement of ${hand.handId} pays ${paidOut} of ${paidIn} collected`);
      const playerOf = new Map(current.map((row) => [row.seat!, row.playerId]));
      for (const payout of settlement.payouts) {
        if (payout.paise < 0n || !playerOf.has(payout.seat))
          throw new Error(`settlement of ${hand.handId}: seat ${payout.seat} did not pay in`);
        rows.push({
          handId: latest!,
          tableId: hand.tableId,
          seat: payout.seat,
          playerId: playerOf.get(payout.seat)!,
          kind: payout.kind,
          paise: payout.paise,
          ref: moneyRef(latest!, payout.seat, payout.kind),
          mode: hand.offer.mode,
        });
      }
      if (settlement.rake > 0n)
        rows.push({
          handId: latest!,
          tableId: hand.tableId,
          seat: null,
          playerId: null,
          kind: 'rake',
          paise: settlement.rake,
          ref: moneyRef(latest!, null, 'rake'),
          mode: hand.offer.mode,
        });
      await repository.insertMany(rows, tx);
      return rows as MoneyRow[];
    },

    async voidInTx(tx, hand, reason) {
      void reason; // kept by the runtime with the hand (void_reason) and in the staff audit log
      const open = await repository.openCollects(hand.tableId, tx);
      if (open.length === 0) {
        // Nothing open: either nothing was collected (practice at no stake, every seat refused) or the
        // hand's money was settled already, which a void cannot take back.
        const settled = await repository.ofHands([hand.handId], tx);
        if (settled.some((row) => row.kind !== 'collect')) throw new TableMoneyVoidRefused(hand.handId);
      }
      const rows = open.map((row) => voidRefund(row));
      await repository.insertMany(rows, tx);
      return { refunds: rows.length, paise: rows.reduce((sum, row) => sum + row.paise, 0n) };
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

    rowsOfHands: (handIds) => repository.ofHands(handIds),
  };
}

/** The full refund of a collect (void): reverses it, under the collect's money hand. */
function voidRefund(row: MoneyRow): NewMoneyRow {
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
