import { pendingOf } from './match';
import { legalMoves } from './play';
import { chaalCost, potOf } from './rules';
import type { TeenPattiState, TeenPattiView, TeenPattiViewSeat } from './state';

// What one seat may see: its own cards once seen, the cards of a seat it compared with in a sideshow, and
// the cards shown at the end (a show, the pot-limit show). Never the pack, never the seed.

export function viewOf(state: TeenPattiState, seat: number | null): TeenPattiView {
  const hand = state.hand;
  const over = !hand || hand.over;
  const mine = seat === null ? undefined : hand?.seats.find((entry) => entry.seat === seat);
  const comparedWith = new Set(
    (hand?.shows ?? [])
      .filter((show) => show.kind === 'sideshow' && seat !== null && show.seats.includes(seat))
      .flatMap((show) => show.seats),
  );
  const outcomeCards = new Map((state.outcome?.seats ?? []).map((entry) => [entry.seat, entry.cards]));
  const seats: TeenPattiViewSeat[] = state.players.map((player) => {
    const entry = hand?.seats.find((candidate) => candidate.seat === player.seat);
    const visible =
      entry && (comparedWith.has(entry.seat) || (entry.seat === seat && entry.status !== 'blind'));
    return {
      seat: player.seat,
      status: entry ? entry.status : 'waiting',
      put: entry?.put ?? 0,
      blindChaals: entry?.blindChaals ?? 0,
      cards: outcomeCards.get(player.seat) ?? (visible ? [...entry.cards] : null),
    };
  });
  // A seat that left during the hand still shows in it until the next deal.
  for (const entry of hand?.seats ?? [])
    if (!seats.some((candidate) => candidate.seat === entry.seat))
      seats.push({
        seat: entry.seat,
        status: entry.status,
        put: entry.put,
        blindChaals: entry.blindChaals,
        cards: outcomeCards.get(entry.seat) ?? null,
      });
  seats.sort((a, b) => a.seat - b.seat);
  const pending = pendingOf(state);
  let costs: TeenPattiView['costs'] = null;
  if (
    hand &&
    !over &&
    mine &&
    mine.status !== 'packed' &&
    pending?.kind === 'turn' &&
    hand.turn === mine.seat
  ) {
    const legal = legalMoves(state, mine.seat);
    const has = (type: string, raise = false) =>
      legal.some((move) => move.type === type && (move.type !== 'chaal' || (move.raise === true) === raise));
    costs = {
      chaal: has('chaal') ? chaalCost(hand, mine, false) : null,
      raise: has('chaal', true) ? chaalCost(hand, mine, true) : null,
      show: has('show') ? chaalCost(hand, mine, false) : null,
      sideshow: has('sideshow') ? chaalCost(hand, mine, false) : null,
    };
  }
  return {
    game: 'teen-patti',
    seat,
    options: { ...state.options },
    handNumber: hand?.number ?? 0,
    playing: !over,
    myCards: mine && mine.status !== 'blind' ? [...mine.cards] : (outcomeCards.get(seat ?? -1) ?? null),
    seats,
    pot: hand ? potOf(hand) : 0,
    stake: hand?.stake ?? state.options.boot,
    turn: !over && hand ? hand.turn : null,
    turnNumber: hand?.turnNumber ?? 0,
    sideshow: !over && hand?.sideshow ? { ...hand.sideshow } : null,
    costs,
    shows: structuredClone(hand?.shows ?? []),
    outcome: state.outcome ? structuredClone(state.outcome) : null,
  };
}
