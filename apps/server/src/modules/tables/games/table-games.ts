import type { AnyGameAdapter } from './adapter';
import { callBreakAdapter } from './call-break';
import { pokerAdapter } from './poker';
import { ludoAdapter } from './ludo';
import { fortuneWheelAdapter } from './fortune-wheel';
import { rummyAdapter } from './rummy';
import { teenPattiAdapter } from './teen-patti';

// The games on the table runtime, in one list: the runtime's adapter map (register-tables.ts), the ledger's
// game rows (money/app-table-money.ts) and the game history (history/table-history.ts) all read it, so a new
// game adds its adapter here and nowhere else on the server (docs/tables.md "Adding the next game").

export const TABLE_ADAPTERS: readonly AnyGameAdapter[] = [
  rummyAdapter,
  teenPattiAdapter,
  callBreakAdapter,
  pokerAdapter,
  ludoAdapter,
  fortuneWheelAdapter,
];

/** The adapters by game id (`table.game`), as the runtime looks them up. */
export function tableAdapterMap(): Map<string, AnyGameAdapter> {
  return new Map(TABLE_ADAPTERS.map((adapter) => [adapter.id, adapter]));
}

const BY_ID = tableAdapterMap();

/** The catalogue game code of a table game id; an unknown id stands for itself. */
export function tableGameCode(game: string): string {
  return BY_ID.get(game)?.gameCode ?? game;
}

/** The display name of a table game id; an unknown id stands for itself. */
export function tableGameName(game: string): string {
  return BY_ID.get(game)?.gameName ?? game;
}
