import type { PokerMove, PokerView } from '@khelo/games/poker/state';
import type { TableBoardPlugin } from '@/lib/tables/table-board';
import { PokerBoard } from './components/poker-board';
import { PokerResults } from './components/poker-results';
import { PokerSeatExtra } from './components/seat-extra';

/** Poker's part of the table page (app/table-boards.ts loads it for /tables/poker/:tableId). */
export const pokerPlugin: TableBoardPlugin<PokerView, PokerMove> = {
  Board: PokerBoard,
  SeatExtra: PokerSeatExtra,
  Results: PokerResults,
  handOver: (view) =>
    view.phase !== 'playing' && view.outcome !== null && view.outcome.hand === view.handNumber,
  handNumber: (view) => view.handNumber,
};
