// Tambola (housie): tickets and strips, the call order from the seed, and the prizes.

export { callOrder, combinedClientSeed, generateStrip, generateTicket } from './generate';
export { PRIZES, completedAt, hasPrize, prizeWinners, winsAtCall, type Prize, type PrizeWin } from './prizes';
export {
  COLUMNS,
  ROWS,
  TICKETS_PER_STRIP,
  columnOf,
  columnRange,
  isValidStrip,
  isValidTicket,
  ticketNumbers,
  type Ticket,
} from './ticket';
