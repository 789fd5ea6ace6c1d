import { isJoker } from './cards';
import { pendingOf, phaseOf } from './match';
import { dropPoints } from './rules';
import type { HandSeat, MatchPlayer, RummyState, RummyView, RummyViewPlayer } from './state';

// What one seat may see. Never another seat's cards while they are hidden, never the closed pile's order,
// never the seed material: a declaration is public when it is made, a meld once the hand is over, a
// dropped hand never.

function copy<T>(value: T): T {
  return structuredClone(value);
}

function viewPlayer(state: RummyState, player: MatchPlayer): RummyViewPlayer {
  const hand = state.hand;
  const mine: HandSeat | undefined = hand?.seats.find((seat) => seat.seat === player.seat);
  const over = hand?.stage === 'over';
  const shown =
    mine?.shown && (over || mine.status === 'won' || mine.status === 'wrong-show') ? copy(mine.shown) : null;
  let status: RummyViewPlayer['status'] = player.out || player.left ? 'out' : 'waiting';
  if (mine && !(player.left && over)) status = mine.status;
  return {
    seat: player.seat,
    status,
    cardCount: mine ? mine.groups.reduce((sum, group) => sum + group.length, 0) : 0,
    drew: mine?.drew ?? false,
    missedTurns: mine?.missed ?? 0,
    score: player.score,
    chips: player.chips,
    points: mine?.points ?? null,
    shown,
  };
}

export function viewOf(state: RummyState, seat: number | null): RummyView {
  const hand = state.hand;
  const mine = seat === null ? undefined : hand?.seats.find((entry) => entry.seat === seat);
  const openTop = hand?.open.at(-1) ?? null;
  const handOn = hand !== null && hand.stage !== 'over';
  // Players who left are gone from points tables at the hand's end; their seats still show in the hand.
  const seen = new Set(state.players.map((player) => player.seat));
  const players = state.players.map((player) => viewPlayer(state, player));
  for (const gone of hand?.seats.filter((entry) => !seen.has(entry.seat)) ?? [])
    players.push(viewPlayer(state, { seat: gone.seat, score: 0, chips: 0, out: true, left: true }));
  players.sort((a, b) => a.seat - b.seat);
  return {
    game: 'rummy',
    options: copy(state.options),
    seat,
    phase: phaseOf(state),
    handNumber: hand?.number ?? 0,
    stage: hand?.stage ?? null,
    wildCard: hand?.wildCard ?? null,
    wildRank: hand?.wildRank ?? null,
    closedCount: hand?.closed.length ?? 0,
    openTop,
    openCount: hand?.open.length ?? 0,
    openTopTakeable: handOn && openTop !== null && (hand.openIsDealt || !isJoker(openTop, hand.wildRank)),
    turn: handOn && hand.stage !== 'meld' ? hand.turn : null,
    turnNumber: hand?.turnNumber ?? 0,
    firstSeat: hand?.firstSeat ?? null,
    declarer: hand?.finish ? hand.winner : null,
    dropPoints:
      handOn && mine?.status === 'playing' && hand.turn === seat && hand.stage === 'draw'
        ? dropPoints(state.options, mine.drew ? 'middle-drop' : 'first-drop')
        : null,
    pending: pendingOf(state),
    hand: mine && mine.groups.length > 0 ? copy(mine.groups) : null,
    drawn: mine && hand?.turn === seat && hand.drawn ? hand.drawn.card : null,
    finish: hand?.stage === 'over' ? hand.finish : null,
    players,
    split: copy(state.split),
    outcome: copy(state.outcome),
    result: copy(state.result),
  };
}
