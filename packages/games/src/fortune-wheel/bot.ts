import type { Seat } from '../table/table-game';
import { VOWEL_COST } from './flow';
import { LETTERS } from './letters';
import type { FortuneWheelMove, FortuneWheelView } from './state';

// The practice bot, from its own view only: it never knows the answer. It spins while a consonant may be
// left, calls the commonest consonant not yet called, buys a vowel when it can afford one, and only solves
// once the board is fully turned (it cannot guess words). In the toss-up and the bonus it waits.

const EN_ORDER = 'TNSRHLDCMFPGWYBVKXJQZ'.split('');
const HI_ORDER = 'रकनसमतलपदहयवबजगचशभटखडथधफछषठढघझञणङ'.split('');
const EN_VOWEL_ORDER = ['E', 'A', 'O', 'I', 'U'];

export function botMove(view: FortuneWheelView, seat: Seat): FortuneWheelMove | null {
  if (view.seat !== seat || !view.puzzle) return null;
  const called = new Set(view.puzzle.called);
  const boardFull = view.puzzle.tiles.every((tile) => tile !== null);
  if (boardFull && (view.stage === 'turn' || view.stage === 'solving' || view.stage === 'bonus'))
    return { type: 'solve', answer: view.puzzle.tiles.join('') };
  const language = view.language;
  if (view.stage === 'consonant') {
    const order = language === 'en' ? EN_ORDER : HI_ORDER;
    const letter = [...order, ...LETTERS[language].consonants].find((l) => !called.has(l));
    return letter ? { type: 'consonant', letter } : null;
  }
  if (view.stage !== 'turn') return null;
  const me = view.contestants.find((c) => c.seat === seat);
  const vowels = language === 'en' ? EN_VOWEL_ORDER : LETTERS.hi.vowels;
  const vowel = vowels.find((l) => !called.has(l));
  if (me && me.roundScore >= 4 * VOWEL_COST && vowel) return { type: 'vowel', letter: vowel };
  if (view.puzzle.consonantsLeft) return { type: 'spin' };
  if (me && me.roundScore >= VOWEL_COST && vowel) return { type: 'vowel', letter: vowel };
  return { type: 'solve' };
}
