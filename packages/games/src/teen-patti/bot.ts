import { rankHand } from './hands';
import type { TeenPattiMove, TeenPattiView } from './state';

// The practice bots' policy, from the bot's own view only: two blind chaals, then see; with a sequence or
// better raise, with a pair or a colour call (a sideshow after 12 boots, a pack after 24), with an ace or
// king high call while little is in, else pack. A show as soon as it is offered with a pair or better; sideshows are accepted with a pair or
// better. Deterministic (no randomness in an engine).

export function botMove(view: TeenPattiView): TeenPattiMove | null {
  const seat = view.seat;
  if (seat === null || !view.playing) return null;
  const me = view.seats.find((entry) => entry.seat === seat);
  if (!me || me.status === 'packed') return null;
  const strength = view.myCards ? rankHand(view.myCards).key[0]! : -1;
  if (view.sideshow?.to === seat) return { type: 'sideshow-answer', accept: strength >= 1 };
  if (view.turn !== seat || view.sideshow || !view.costs) return null;
  const costs = view.costs;
  if (me.status === 'blind') {
    if (me.blindChaals < 2 && costs.chaal !== null) return { type: 'chaal' };
    return { type: 'see' };
  }
  const highCard = view.myCards ? rankHand(view.myCards).key[1]! : 0;
  const boots = me.put / view.options.boot;
  if (strength >= 1 && costs.show !== null) return { type: 'show' };
  if (strength >= 3) return costs.raise !== null ? { type: 'chaal', raise: true } : { type: 'chaal' };
  if (strength >= 1 && boots >= 12 && costs.sideshow !== null) return { type: 'sideshow' };
  if (strength >= 1 && boots < 24) return { type: 'chaal' };
  if (highCard >= 13 && boots < 4 && costs.chaal !== null) return { type: 'chaal' };
  if (costs.show !== null && boots < 4) return { type: 'show' };
  return { type: 'pack' };
}
