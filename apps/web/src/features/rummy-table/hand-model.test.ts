import { describe, expect, it } from 'vitest';
import {
  declarationProblem,
  fromGroups,
  groupSelected,
  mergeHand,
  moveCard,
  readGroup,
  sortBySuit,
  toGroups,
} from './hand-model';

// The browser's arrangement of a rummy hand: what survives a draw, a discard and the player's own moves.

const dealt = [
  ['AS', '2S', '3S'],
  ['7H', '7D', '7C'],
  ['5D', '6D', 'PJ'],
  ['9C', 'KH', 'QC', '4H'],
];

describe('the hand model', () => {
  it('keeps the player grouping when the server sends the same cards in its own order', () => {
    const local = fromGroups(dealt);
    const merged = mergeHand(local, [dealt.flat()]);
    expect(toGroups(merged)).toEqual(dealt);
    expect(merged.map((group) => group.id)).toEqual(local.map((group) => group.id));
  });

  it('puts a drawn card in a group of its own at the end and takes a discarded one out', () => {
    const local = fromGroups(dealt);
    const drawn = mergeHand(local, [...dealt, ['8D']]);
    expect(toGroups(drawn)).toEqual([...dealt, ['8D']]);
    const discarded = mergeHand(
      drawn,
      [
        ['AS', '2S', '3S'],
        ['7H', '7D', '7C'],
        ['5D', '6D', 'PJ'],
        ['9C', 'KH', 'QC', '4H'],
      ]
        .map((group) => group.filter((card) => card !== 'KH'))
        .concat([['8D']]),
    );
    expect(toGroups(discarded)).toEqual([
      ['AS', '2S', '3S'],
      ['7H', '7D', '7C'],
      ['5D', '6D', 'PJ'],
      ['9C', 'QC', '4H'],
      ['8D'],
    ]);
  });

  it('tells two copies of a card apart (two packs)', () => {
    const local = fromGroups([['7H', '8H'], ['7H']]);
    const merged = mergeHand(local, [['7H', '8H']]);
    expect(toGroups(merged)).toEqual([['7H', '8H']]);
  });

  it('groups the selected cards into a new group and drops emptied groups', () => {
    const local = fromGroups([
      ['9C', 'KH'],
      ['QC', '4H'],
    ]);
    const ids = new Set([local[0]!.cards[1]!.id, local[1]!.cards[0]!.id]);
    expect(toGroups(groupSelected(local, ids))).toEqual([['9C'], ['4H'], ['KH', 'QC']]);
    const both = new Set(local[0]!.cards.map((item) => item.id));
    expect(toGroups(groupSelected(local, both))).toEqual([
      ['QC', '4H'],
      ['9C', 'KH'],
    ]);
  });

  it('moves a card between groups and into a new one', () => {
    const local = fromGroups([
      ['5D', '6D'],
      ['7D', 'KH'],
    ]);
    const seven = local[1]!.cards[0]!.id;
    expect(toGroups(moveCard(local, seven, local[0]!.id, 2))).toEqual([['5D', '6D', '7D'], ['KH']]);
    expect(toGroups(moveCard(local, seven, 'new', 0))).toEqual([['5D', '6D'], ['KH'], ['7D']]);
  });

  it('sorts by suit with the jokers apart, keeping card ids', () => {
    const local = fromGroups(dealt);
    const sorted = sortBySuit(local, '7');
    expect(toGroups(sorted)).toEqual([
      ['AS', '2S', '3S'],
      ['4H', 'KH'],
      ['5D', '6D'],
      ['9C', 'QC'],
      ['7H', '7D', '7C', 'PJ'],
    ]);
    const ids = new Set(local.flatMap((group) => group.cards.map((item) => item.id)));
    expect(sorted.every((group) => group.cards.every((item) => ids.has(item.id)))).toBe(true);
  });

  it('reads each group as the engine does, with its points', () => {
    const [pure, set, joker, loose] = fromGroups(dealt);
    expect(readGroup(pure!.cards, '9')).toEqual({ kind: 'pure-sequence', points: 15 });
    expect(readGroup(set!.cards, '9')).toEqual({ kind: 'set', points: 21 });
    expect(readGroup(joker!.cards, '9')).toEqual({ kind: 'sequence', points: 11 });
    expect(readGroup(loose!.cards, '9')).toEqual({ kind: 'invalid', points: 24 });
  });

  it('says why a show is not valid', () => {
    expect(declarationProblem(dealt, '9')).toBe('badGroup');
    expect(
      declarationProblem(
        [
          ['7H', '7D', '7C'],
          ['5D', '6D', 'PJ'],
          ['9C', 'KH', 'QC', '4H'],
          ['AS', '2S'],
        ],
        '9',
      ),
    ).toBe('count');
    expect(
      declarationProblem(
        [
          ['7H', '7D', '7C'],
          ['5D', '6D', 'PJ'],
          ['9C', '9H', '9S'],
          ['AS', '2S', '4S', 'KS'],
        ],
        '9',
      ),
    ).toBe('needPure');
    expect(
      declarationProblem(
        [
          ['AS', '2S', '3S'],
          ['7H', '7D', '7C'],
          ['4D', '4H', '4C'],
          ['9C', '9H', 'PJ', '9S'],
        ],
        'K',
      ),
    ).toBe('needTwo');
    expect(
      declarationProblem(
        [
          ['AS', '2S', '3S'],
          ['7H', '7D', '7C'],
          ['5D', '6D', 'PJ'],
          ['9C', 'KH', 'QC', 'KS'],
        ],
        'K',
      ),
    ).toBe(null);
  });
});
