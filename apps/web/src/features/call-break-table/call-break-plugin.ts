import type { CallBreakMove, CallBreakView } from '@khelo/games/call-break/state';
import type { TableBoardPlugin } from '@/lib/tables/table-board';
import { CallBreakBoard } from './components/call-break-board';
import { CallBreakResults } from './components/call-break-results';
import { CallBreakSeatExtra } from './components/seat-extra';

/** Call Break's part of the table page (app/table-boards.ts loads it for /tables/call-break/:tableId). */
export const callBreakPlugin: TableBoardPlugin<CallBreakView, CallBreakMove> = {
  Board: CallBreakBoard,
  SeatExtra: CallBreakSeatExtra,
  Results: CallBreakResults,
  handOver: (view) => view.outcome !== null && (view.stage === 'over' || view.phase !== 'playing'),
  handNumber: (view) => view.roundNumber,
};
