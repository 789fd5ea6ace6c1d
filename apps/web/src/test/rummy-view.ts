import type { RummyViewPlayer } from '@khelo/games/rummy/state';

/** A player of a rummy view as tests build it: dealt in, 13 cards, nothing drawn, missed or scored yet. */
export function viewPlayer(seat: number, overrides: Partial<RummyViewPlayer> = {}): RummyViewPlayer {
  return {
    seat,
    status: 'playing',
    cardCount: 13,
    drew: false,
    missedTurns: 0,
    score: 0,
    chips: 0,
    points: null,
    shown: null,
    ...overrides,
  };
}
