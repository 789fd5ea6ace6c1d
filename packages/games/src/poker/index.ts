// Poker: the hand evaluator every part of Khelo shares, and the table engine.

export { bestHand, CATEGORIES, type HandCategory, type HandValue, type PokerVariant } from './evaluate';
export { pokerGame } from './game';
export { verifyPokerDeal, type PokerDealCheck } from './verify';
export type {
  LegalMoves,
  PokerHandOutcome,
  PokerMove,
  PokerOptions,
  PokerState,
  PokerView,
  PokerViewPlayer,
} from './state';
