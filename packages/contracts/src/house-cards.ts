import { z } from 'zod';
import {
  BACCARAT_GAME_CODE,
  DRAGON_TIGER_GAME_CODE,
  houseBetAmountSchema,
  type HouseBet,
  type HouseRound,
} from './house-games';
import { CARD_GAME_CODES, type CardGameCode } from './house-game-codes';

// The house card games (issue 11, docs/house-games.md "Card games"): Dragon Tiger and Baccarat (punto
// banco), dealt on shared tables from a provably fair shoe. The page talks to /house/cards/* with its
// launch token.

export { CARD_GAME_CODES, isCardGameCode } from './house-game-codes';
export type { CardGameCode } from './house-game-codes';

export const CARD_SPOTS = {
  [DRAGON_TIGER_GAME_CODE]: ['dragon', 'tiger', 'tie'],
  [BACCARAT_GAME_CODE]: ['player', 'banker', 'tie'],
} as const;

export const CARD_MESSAGES = {
  wrongSpot: 'spot: is not a betting spot of this game',
} as const;

export const cardBetRequestSchema = z.object({
  token: z.string({ error: 'is required' }).min(1, { error: 'is required' }).max(200),
  game_code: z.enum(CARD_GAME_CODES, { error: `must be ${CARD_GAME_CODES.join(' or ')}` }),
  spot: z.enum(['dragon', 'tiger', 'player', 'banker', 'tie'], {
    error: 'must be dragon, tiger or tie (Dragon Tiger); player, banker or tie (Baccarat)',
  }),
  amount: houseBetAmountSchema,
});
export type CardBetRequest = z.infer<typeof cardBetRequestSchema>;
export type CardSpot = CardBetRequest['spot'];

/** A card 0-51: rank = floor(card / 4) + 1 (A = 1 … K = 13), suit = card % 4 (♠ ♥ ♦ ♣). */
export type CardValue = number;

/** The deal of a round, shown once betting has closed. */
export interface CardDeal {
  /** Dragon Tiger: [dragon, tiger]; Baccarat: the cards in dealing order. */
  cards: CardValue[];
  /** Dragon Tiger: dragon = [card], tiger = [card]; Baccarat: player and banker hands. */
  hands: Record<string, CardValue[]>;
  totals: Record<string, number> | null;
  winner: string;
}

export interface CardShoe {
  shoe_id: number;
  decks: number;
  /** SHA-256 of the shoe seed, public from the shoe's first round. */
  commitment: string;
  /** Cards dealt so far and the position of the cut card (0-based). */
  dealt: number;
  cut_index: number;
  total_cards: number;
  /** Revealed once the cut card has come out and the shoe's last round is settled. */
  seed: string | null;
  finished: boolean;
}

export interface CardRound {
  round: HouseRound;
  shoe: CardShoe;
  hand_no: number;
  /** Position in the shoe of the round's first card. */
  first_card: number;
  deal: CardDeal | null;
}

export interface CardGameState {
  status: 1;
  message: string;
  server_time: string;
  game_code: CardGameCode;
  timings: { betting_ms: number; deal_ms: number; pause_ms: number };
  current: CardRound | null;
  bets: HouseBet[];
  /** The bead plate: newest last. */
  road: { round_id: number; winner: string; total: number | null }[];
  balance: number | null;
}
