import type { RummyView, RummyViewPlayer } from '@khelo/games/rummy/state';

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

/** My turn to discard at a two-seat points table, hand 1, with a hand as tests deal it. */
export function rummyView(overrides: Partial<RummyView> = {}): RummyView {
  return {
    game: 'rummy',
    options: { variant: 'points', seats: 2 },
    seat: 0,
    phase: 'playing',
    handNumber: 1,
    stage: 'discard',
    wildCard: '9H',
    wildRank: '9',
    closedCount: 24,
    openTop: '4S',
    openCount: 2,
    openTopTakeable: true,
    turn: 0,
    turnNumber: 3,
    firstSeat: 0,
    declarer: null,
    dropPoints: null,
    pending: { seats: [0], kind: 'turn', key: 'k3' },
    hand: [['AS', '2S', '3S'], ['7H', '7D', '7C'], ['5D', '6D', 'PJ'], ['9C', 'KH', 'KC', 'KS'], ['4D']],
    drawn: '4D',
    finish: null,
    players: [viewPlayer(0, { cardCount: 14, drew: true }), viewPlayer(1, { drew: true })],
    split: null,
    outcome: null,
    result: null,
    ...overrides,
  };
}
