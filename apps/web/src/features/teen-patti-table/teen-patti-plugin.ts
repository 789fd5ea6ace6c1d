import type { TeenPattiMove, TeenPattiView } from '@khelo/games/teen-patti/state';
import type { TableBoardPlugin } from '@/lib/tables/table-board';
import { TpBoard } from './components/tp-board';
import { TpResults } from './components/tp-results';
import { TpSeatExtra } from './components/tp-seat-extra';

/** Teen Patti's part of the table page (app/table-boards.ts loads it for /tables/teen-patti/:tableId). */
export const teenPattiPlugin: TableBoardPlugin<TeenPattiView, TeenPattiMove> = {
  Board: TpBoard,
  SeatExtra: TpSeatExtra,
  Results: TpResults,
  handOver: (view) => view.outcome !== null && !view.playing,
  handNumber: (view) => view.handNumber,
};
