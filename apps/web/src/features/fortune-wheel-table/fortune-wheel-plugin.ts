import type { FortuneWheelMove, FortuneWheelView } from '@khelo/games/fortune-wheel/state';
import type { TableBoardPlugin } from '@/lib/tables/table-board';
import { FortuneWheelBoard } from './components/fortune-wheel-board';
import { FortuneWheelResults } from './components/fortune-wheel-results';
import { FortuneWheelSeatExtra } from './components/seat-extra';

/** The Fortune Wheel's part of the table page (app/table-boards.ts loads it for /tables/fortune-wheel/:tableId). */
export const fortuneWheelPlugin: TableBoardPlugin<FortuneWheelView, FortuneWheelMove> = {
  Board: FortuneWheelBoard,
  SeatExtra: FortuneWheelSeatExtra,
  Results: FortuneWheelResults,
  handOver: (view) => view.outcome !== null,
  handNumber: (view) => (view.stage === 'waiting' ? 0 : 1),
  // A show's round is played for bonus prizes, not for practice, though no money is staked at its table.
  modeKey: (offerId) => (offerId.startsWith('fortune-wheel-show-') ? 'mode.show' : null),
};
