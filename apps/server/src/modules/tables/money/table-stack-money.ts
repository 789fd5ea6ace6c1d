import { paiseToRupees } from '@khelo/contracts/money';
import type { Db } from '../../../db/client';
import type { MoneyHand, SeatPayer, TableMoney, Tx } from './table-money';
import type { MoneyRow, NewMoneyRow, PendingRow, TableMoneyRepository } from './table-money.repository';

// The money of tables of stacks (poker; docs/tables.md "Stacks"). A sitting — one player's time in one seat
// — is the money hand of its rows: `table:<sitting>:buy-in` (cash → escrow, taken before the seat is given,
// with seat -1 until the join's transaction attaches it to its table and seat), its top-ups (bets of the
// sitting, `table:<sitting>:<seat>:bet:<seq>`, through table-bet.ts) and `table:<sitting>:cash-out`
// (escrow → cash, written in the transaction of the leave or of the hand's end that freed the seat). The
// hands in between move chips between stacks inside the escrow; only the rake leaves it.

const UNSEATED = -1;

export function buyInRef(sittingId: string): string {
  return `table:${sittingId}:buy-in`;
}

export function cashOutRef(sittingId: string): string {
  return `table:${sittingId}:cash-out`;
}

const STACK_REF = /:(buy-in|cash-out)(:void)?$/;

/** A buy-in, a cash-out, or a buy-in given back. */
export function isStackRef(ref: string): boolean {
  return STACK_REF.test(ref);
}

/** What the player's history says of a stack row (top-ups are the sitting's bets: handNo 0). */
export function stackRemarks(row: Pick<PendingRow, 'ref' | 'handNo'>, name: string): string | null {
  if (row.ref.endsWith(':buy-in')) return `${name} table: buy-in`;
  if (row.ref.endsWith(':buy-in:void')) return `${name} table: buy-in returned`;
  if (row.ref.endsWith(':cash-out')) return `${name} table: cash-out`;
  if (row.handNo === 0 && /:bet:\d+$/.test(row.ref)) return `${name} table: top-up`;
  if (row.handNo === 0 && /:bet:\d+:void$/.test(row.ref)) return `${name} table: top-up returned`;
  return null;
}

interface StackMoneyDeps {
  db: Db;
  repository: TableMoneyRepository;
  bet: NonNullable<TableMoney['bet']>;
  voidRefund: (row: MoneyRow) => NewMoneyRow;
}

type StackMoney = Required<
  Pick<TableMoney, 'buyIn' | 'attachBuyInInTx' | 'releaseBuyIn' | 'sittingOf' | 'cashOutInTx'>
>;

export function createStackMoney(deps: StackMoneyDeps): StackMoney {
  const { db, repository } = deps;

  return {
    async buyIn({ tableId, sittingId, playerId, offer, paise }) {
      const hand: MoneyHand = { tableId, handId: sittingId, handNo: 0, offer };
      const payer: SeatPayer = { seat: UNSEATED, playerId, mode: offer.mode };
      const ref = buyInRef(sittingId);
      const taken = await deps.bet(hand, payer, paise, ref);
      if (taken.ok) return { ok: true, ref };
      if (taken.code !== 'insufficient-funds') return taken;
      const unit =
        offer.mode === 'cash' ? `₹${paiseToRupees(paise).toFixed(2)}` : `${paiseToRupees(paise)} chips`;
      return {
        ok: false,
        code: 'insufficient_funds',
        message: `Not enough ${offer.mode === 'cash' ? 'cash' : 'practice chips'} for a buy-in of ${unit}; pick a smaller buy-in or add cash.`,
      };
    },

    async attachBuyInInTx(tx: Tx, ref, tableId, seat) {
      await repository.attachBuyIn(ref, tableId, seat, tx);
    },

    async releaseBuyIn(ref) {
      const row = await repository.byRef(ref);
      if (!row || row.status === 'failed') return;
      // Posted by the caller's postPending (at once) or the sweeper's (every 2 s).
      await repository.insertMany([{ ...deps.voidRefund(row), ref: `${ref}:void` }], db);
    },

    async sittingOf(tableId, playerId) {
      const row = await repository.currentBuyIn(tableId, { playerId });
      return row && row.status !== 'failed' ? row.handId : null;
    },

    async cashOutInTx(tx: Tx, { tableId, seat, paise }) {
      const buyIn = await repository.currentBuyIn(tableId, { seat }, tx);
      if (!buyIn || buyIn.status === 'failed' || paise <= 0n) return;
      await repository.insertMany(
        [
          {
            handId: buyIn.handId,
            tableId,
            seat,
            playerId: buyIn.playerId,
            kind: 'payout',
            paise,
            ref: cashOutRef(buyIn.handId),
            mode: buyIn.mode,
          },
        ],
        tx,
      );
    },
  };
}
