// socket.io events of core-platform.md section 4 (path /socket.io). Realtime messages say what changed;
// clients refetch.
import type { CashoutRequest, CrashBetRequest, CrashCallAnswer, HouseEvent } from './house-games';
import type { TambolaEvent } from './house-tambola';
import type { TableEventsPayload, TableUpdatePayload, TableWatchPayload } from './tables';
import type { LedgerTransactionStatus, LedgerTransactionType } from './wallet';

export interface PlayerIdentity {
  player_id: string;
  operator_id: number;
  token: string;
}

export interface Notice {
  message: string;
  /** Rupees. */
  amount?: number;
  transaction_id?: string;
  // The fields below come with every change of the player's wallet (issue 5, docs/wallet.md): the event
  // is deposit_confirm / deposit_failed / withdraw_confirm / withdraw_failed for those flows,
  // oms_notifications for bonus and cashback, and info for game debits, credits, refunds and the rest.
  /** The cash balance after the change, in rupees: show it without refetching. */
  wallet_balance?: number;
  /** The ledger type (LEDGER_TRANSACTION_TYPES of wallet.ts). */
  type?: LedgerTransactionType;
  status?: LedgerTransactionStatus;
  /** The history row's transaction_type (HISTORY_TRANSACTION_TYPE of wallet.ts). */
  transaction_type?: number;
}

/** A Notice about a wallet change: every field is present. */
export type BalanceNotice = Required<Notice>;

export interface ServerToClientEvents {
  deposit_failed: (payload: Notice) => void;
  deposit_confirm: (payload: Notice) => void;
  withdraw_failed: (payload: Notice) => void;
  withdraw_confirm: (payload: Notice) => void;
  info: (payload: Notice) => void;
  leaveSocket: (payload: Notice) => void;
  oms_notifications: (payload: Notice) => void;
  error: (payload: { message: string }) => void;
  /** House games (issue 10): a round, bet or cash-out changed in the game room the socket joined. */
  house_event: (payload: HouseEvent) => void;
  /** Tambola (issue 23): a game, call, claim or prize changed in the Tambola room (house_join). */
  tambola_event: (payload: TambolaEvent) => void;
  /** Tables (issue 17): this player's own snapshot after a change of a table the socket watches. */
  table_update: (payload: TableUpdatePayload) => void;
  /** Tables: what happened (public events and this seat's private ones), for animation. */
  table_events: (payload: TableEventsPayload) => void;
}

export interface ClientToServerEvents {
  sendPlayerData: (payload: PlayerIdentity) => void;
  logout: (payload: PlayerIdentity) => void;
  /** Watch a house game: joins its room (public, no login needed). */
  house_join: (payload: { game_code: string }) => void;
  house_leave: (payload: { game_code: string }) => void;
  /** A crash bet or cash-out as POST /house/crash/bet and /cashout, answered on the socket (ADR 047). */
  house_crash_bet: (payload: CrashBetRequest, ack: (answer: CrashCallAnswer) => void) => void;
  house_crash_cashout: (payload: CashoutRequest, ack: (answer: CrashCallAnswer) => void) => void;
  /** Watch a table the player sits at (after sendPlayerData); staff sockets may watch any. */
  table_watch: (payload: TableWatchPayload) => void;
  table_unwatch: (payload: TableWatchPayload) => void;
}
