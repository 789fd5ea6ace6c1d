import type { LudoMove, LudoView } from '@khelo/games/ludo/state';
import type { TableBoardPlugin } from '@/lib/tables/table-board';
import { LudoBoard } from './components/ludo-board';
import { LudoResults } from './components/ludo-results';
import { LudoSeatExtra } from './components/seat-extra';

/** Ludo's part of the table page (app/table-boards.ts loads it for /tables/ludo/:tableId). */
export const ludoPlugin: TableBoardPlugin<LudoView, LudoMove> = {
  Board: LudoBoard,
  SeatExtra: LudoSeatExtra,
  Results: LudoResults,
  handOver: (view) => view.result !== null,
  handNumber: () => 1,
};
