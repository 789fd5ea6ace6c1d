import type { LedgerService } from '../../wallet/ledger.service';
import type { PracticeChipsRepository } from '../../practice/practice-chips.repository';
import {
  isBetRef,
  isBetRefundRef,
  moneyRef,
  type MoneyRow,
  type PendingRow,
  type TableMoneyRepository,
} from './table-money.repository';
import { isStackRef, stackRemarks } from './table-stack-money';

// Posting one money row (docs/tables.md "Money"): cash rows through the ledger between the player's cash and
// the operator's table escrow (the rake escrow → house), practice rows on the practice chips. Every posting
// uses the row's reference, so posting a row twice (a retry, two processes, a restart) moves money once.

export const TABLES_LEDGER_SOURCE = 'tables';

export interface PostingDeps {
  repository: TableMoneyRepository;
  ledger: Pick<LedgerService, 'transfer' | 'transferInternal' | 'findByReference'>;
  chips: Pick<PracticeChipsRepository, 'move'>;
  operatorId: number;
  /** The lobby code of a game's tile (rummy: MZ010005): reports count a table's money under it. */
  gameCode: (game: string) => string;
  gameName: (game: string) => string;
  /** The game whose tables keep stacks (poker): a buy-in given back for a table never created is its. */
  stacksGame?: string | undefined;
}

/** The table row's game may be missing only for a buy-in given back for a table that was never created. */
export function gameOfRow(row: Pick<PendingRow, 'game' | 'ref'>, stacksGame: string | undefined): string {
  return row.game === 'table' && stacksGame && isStackRef(row.ref) ? stacksGame : row.game;
}

export type PostResult = 'posted' | 'failed' | 'waiting';

/** What the player's history says, e.g. "Rummy table, hand 3: reserve". */
export function moneyRemarks(
  row: Pick<PendingRow, 'kind' | 'ref' | 'handNo' | 'game' | 'variant'>,
  name: string,
) {
  const start =
    row.variant === 'boot'
      ? 'boot'
      : row.variant === 'points' || row.variant === null
        ? 'reserve'
        : 'entry fee';
  const stack = stackRemarks(row, name);
  if (stack) return stack;
  if (isBetRef(row.ref)) return `${name} table, hand ${row.handNo}: bet`;
  if (isBetRefundRef(row.ref)) return `${name} table, hand ${row.handNo}: bet refunded`;
  const label: Record<MoneyRow['kind'], string> = {
    collect: start,
    refund: row.ref.endsWith(':void') ? 'void, refund' : `${start} returned`,
    payout: 'winnings',
    rake: 'rake',
  };
  return `${name} table, hand ${row.handNo}: ${label[row.kind]}`;
}

/** The collect a void refund gives back: same money hand and seat (a bet's refund: that bet). */
function collectRefOf(row: MoneyRow): string {
  if (isBetRefundRef(row.ref) || isStackRef(row.ref)) return row.ref.slice(0, -':void'.length);
  return moneyRef(row.handId, row.seat, 'collect');
}

export function createMoneyPoster(deps: PostingDeps) {
  const { repository, ledger } = deps;

  async function finish(row: MoneyRow, status: 'posted' | 'failed', error: string | null = null) {
    await repository.finish(row.id, status, error);
    return status;
  }

  async function postCash(row: PendingRow): Promise<PostResult> {
    const game = gameOfRow(row, deps.stacksGame);
    const details = {
      game_code: deps.gameCode(game),
      table_id: row.tableId,
      hand_id: row.handId,
      hand_no: String(row.handNo),
      table_money: row.kind,
    };
    const remarks = moneyRemarks(row, deps.gameName(game));
    if (row.kind === 'rake') {
      const moved = await ledger.transferInternal({
        operatorId: deps.operatorId,
        from: 'table_escrow',
        to: 'house',
        type: 'fee',
        source: TABLES_LEDGER_SOURCE,
        externalRef: row.ref,
        amount: row.paise,
        remarks,
        details,
      });
      return moved.ok ? finish(row, 'posted') : finish(row, 'failed', moved.reason);
    }
    if (!row.playerId) return finish(row, 'failed', 'a cash row needs a player');
    const common = {
      operatorId: deps.operatorId,
      playerId: row.playerId,
      source: TABLES_LEDGER_SOURCE,
      externalRef: row.ref,
      amount: row.paise,
      counterparty: 'table_escrow' as const,
      remarks,
      details,
    };
    let reversesId: string | null = null;
    if (row.ref.endsWith(':void')) {
      // A void gives back what the collect took, as a rollback of it (the bonus it released is taken back).
      const collect = await ledger.findByReference(TABLES_LEDGER_SOURCE, collectRefOf(row));
      if (!collect) return 'waiting';
      reversesId = collect.id;
    }
    const result =
      row.kind === 'collect'
        ? await ledger.transfer({ ...common, type: 'game_debit', direction: 'out' })
        : await ledger.transfer({
            ...common,
            type: reversesId ? 'rollback' : 'game_credit',
            direction: 'in',
            reversesId,
          });
    if (result.ok) return finish(row, 'posted');
    // Reversed already under another reference: the money went back, nothing more to do.
    if (result.reason === 'already_reversed') return finish(row, 'posted', 'already reversed');
    return finish(row, 'failed', result.reason);
  }

  async function postPractice(row: PendingRow): Promise<PostResult> {
    // The rake of practice chips and a bot's stake move nothing: chips are free and bots are the house's.
    if (row.kind === 'rake' || !row.playerId) return finish(row, 'posted');
    const result = await deps.chips.move({
      playerId: row.playerId,
      ref: `${TABLES_LEDGER_SOURCE}:${row.ref}`,
      kind: row.kind === 'collect' ? 'debit' : 'credit',
      amount: row.paise,
      acceptNew: true,
    });
    return result.ok ? finish(row, 'posted') : finish(row, 'failed', result.reason);
  }

  /** Posts one pending row; a void's refund waits until its collect is known (posted or failed). */
  return async function post(row: PendingRow): Promise<PostResult> {
    if (row.ref.endsWith(':void')) {
      const collect = await repository.byRef(collectRefOf(row));
      if (!collect || collect.status === 'failed') return finish(row, 'failed', 'nothing was collected');
      if (collect.status === 'pending') return 'waiting';
    }
    return row.mode === 'cash' ? postCash(row) : postPractice(row);
  };
}
