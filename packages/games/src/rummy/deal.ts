import { fairShuffle, randomFloats } from '../fair';
import type { FairSeed } from '../table/table-game';
import { decksFor, HAND_SIZE, unshuffledPack, wildRankOfCut } from './cards';

// The deal of a hand, fixed by its seed material (docs/tables.md, "Fairness"; ADR 016):
// 1. The pack: 53 cards a deck (52 + the printed joker), one deck for 2 players, two for 3–6. Unshuffled
//    position p holds, in deck ⌊p / 53⌋, card p mod 53: codes 0–51 as the card shoes number them (rank
//    ⌊c/4⌋ + 1 with A = 1 … K = 13, suit c mod 4 in the order S H D C), 52 the printed joker.
// 2. The shuffle: fair.ts `fairShuffle(size, server seed, client seed, nonce)` — the house card games'
//    Fisher–Yates over the float stream of HMAC-SHA256(server seed, "client:nonce:block"). It uses the
//    stream's floats 0 … size − 2.
// 3. The toss: float size − 1 of the same stream picks the first player, ⌊f · players⌋, among the players
//    in seat order.
// 4. The deal: 13 cards each, one at a time from the top of the shuffled pack (position 0 first), starting
//    with the first player and going round in seat order.
// 5. The cut: float size of the stream picks the wild joker among the R cards left, at ⌊f · R⌋; it lies face
//    up under the closed pile and is out of play. A cut printed joker makes aces wild.
// 6. The first card left opens the open pile; the rest, in order, is the closed pile (top first).
// When the closed pile runs out, the open pile but its top card is shuffled into a new closed pile with
// fairShuffle over nonce "<nonce>:reshuffle:<k>" (k = 1, 2 … within the hand).

export interface RummyDeal {
  decks: 1 | 2;
  /** The shuffled pack, position 0 dealt first. */
  pack: string[];
  /** Index (into the players in seat order) of the player the toss picked to play first. */
  firstPlayer: number;
  /** hands[i]: the 13 cards of the i-th player in seat order, in the order they were dealt. */
  hands: string[][];
  /** Position of the wild joker card in the shuffled pack. */
  cutPosition: number;
  wildCard: string;
  /** The wild rank: the cut card's rank, 'A' when the printed joker was cut. */
  wildRank: string;
  openCard: string;
  /** The closed pile, top (next card drawn) first. */
  closed: string[];
}

export function dealFromSeed(fair: FairSeed, players: number): RummyDeal {
  const decks = decksFor(players);
  const unshuffled = unshuffledPack(decks);
  const size = unshuffled.length;
  const pack = fairShuffle(size, fair.serverSeed, fair.clientSeed, fair.nonce).map(
    (position) => unshuffled[position]!,
  );
  const [toss, cut] = randomFloats(fair.serverSeed, fair.clientSeed, fair.nonce, size + 1).slice(size - 1);
  const firstPlayer = Math.floor(toss! * players);
  const hands: string[][] = Array.from({ length: players }, () => []);
  const dealt = HAND_SIZE * players;
  for (let index = 0; index < dealt; index++) hands[(firstPlayer + index) % players]!.push(pack[index]!);
  const rest = pack.slice(dealt);
  const cutIndex = Math.floor(cut! * rest.length);
  const [wildCard] = rest.splice(cutIndex, 1);
  const [openCard, ...closed] = rest;
  return {
    decks,
    pack,
    firstPlayer,
    hands,
    cutPosition: dealt + cutIndex,
    wildCard: wildCard!,
    wildRank: wildRankOfCut(wildCard!),
    openCard: openCard!,
    closed,
  };
}

/** The new closed pile made of `cards` (the open pile without its top card) at the k-th reshuffle. */
export function reshuffledPile(cards: readonly string[], fair: FairSeed, round: number): string[] {
  return fairShuffle(cards.length, fair.serverSeed, fair.clientSeed, `${fair.nonce}:reshuffle:${round}`).map(
    (position) => cards[position]!,
  );
}
