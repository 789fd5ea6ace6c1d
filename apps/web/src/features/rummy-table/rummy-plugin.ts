import type { RummyMove, RummyView } from '@khelo/games/rummy/state';
import type { TableBoardPlugin } from '@/lib/tables/table-board';
import { RummyBoard } from './components/rummy-board';
import { LazyRummyResults } from './components/lazy-dialogs';
import { RummySeatExtra } from './components/seat-extra';

/** Rummy's part of the table page (app/table-boards.ts loads it for /tables/rummy/:tableId). */
export const rummyPlugin: TableBoardPlugin<RummyView, RummyMove> = {
  Board: RummyBoard,
  SeatExtra: RummySeatExtra,
  Results: LazyRummyResults,
  handOver: (view) => view.outcome !== null && (view.stage === 'over' || view.phase !== 'playing'),
  handNumber: (view) => view.handNumber,
};
