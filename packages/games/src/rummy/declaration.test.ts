import { describe, expect, it } from 'vitest';
import { classifyGroup } from './groups';
import { handPoints, validateDeclaration } from './index';

const split = (text: string) => text.split(' / ').map((group) => group.split(' '));

describe('classifyGroup', () => {
  it.each([
    ['5H 6H 7H', 'K', 'pure-sequence'],
    ['AH 2H 3H', 'K', 'pure-sequence'],
    ['QS KS AS', '5', 'pure-sequence'],
    ['10D JD QD KD AD', '5', 'pure-sequence'],
    ['KS AS 2S', '5', 'invalid'],
    ['KS AS 2S', '2', 'sequence'],
    ['6H 7H 8H', '7', 'pure-sequence'],
    ['6H 7S 8H', '7', 'sequence'],
    ['6H PJ 8H', '7', 'sequence'],
    ['6H 7H PJ', '9', 'sequence'],
    ['6H 7H 8S', '9', 'invalid'],
    ['5H 5S 5D', '9', 'set'],
    ['5H 5S 5D 5C', '9', 'set'],
    ['5H 5S 5H', '9', 'invalid'],
    ['5H 5S 5D 5C 5H', '9', 'invalid'],
    ['5H 5S PJ', '9', 'set'],
    ['5H 5S 9D 9C', '9', 'set'],
    ['5H 6H', '9', 'invalid'],
    ['PJ 9S 9C', '9', 'sequence'],
    ['AH AS AD', 'A', 'sequence'],
    ['2C 3C 4C', 'PJ', 'pure-sequence'],
    ['2C AD 4C', 'PJ', 'sequence'],
    ['2C 3C XX', '9', 'invalid'],
  ])('%s with %s wild is %s', (cards, wild, kind) => {
    expect(classifyGroup(cards.split(' '), wild)).toBe(kind);
  });
});

describe('validateDeclaration', () => {
  it('accepts a pure sequence, a second sequence and sets', () => {
    expect(validateDeclaration(split('AH 2H 3H / 5S 6S PJ 8S / 9D 9C 9H / KD KC KS'), '4')).toEqual({
      valid: true,
    });
  });

  it('accepts two pure sequences with an ace high and low', () => {
    expect(validateDeclaration(split('QS KS AS / AD 2D 3D 4D / 7C 8C 9C 10C JC QC'), '5').valid).toBe(true);
  });

  it('refuses a hand without a pure sequence', () => {
    const check = validateDeclaration(split('AH 2H PJ / 5S 6S 4D 8S / 9D 9C 9H / KD KC KS'), '4');
    expect(check.valid).toBe(false);
    expect(check.reason).toMatch(/pure sequence/);
  });

  it('refuses a hand with one sequence only', () => {
    const check = validateDeclaration(split('AH 2H 3H / 5S 5H 5D / 9D 9C 9H / KD KC KS QS'), '4');
    expect(check).toMatchObject({ valid: false });
    expect(check.reason).toMatch(/two sequences/);
  });

  it('refuses a wrap-around K-A-2 even as the second sequence', () => {
    const check = validateDeclaration(split('5H 6H 7H / 8D 9D 10D / KS AS 2S / KD KC KH 4C'), '4');
    expect(check.reason).toMatch(/^KS AS 2S is neither/);
    expect(validateDeclaration(split('5H 6H 7H / 8D 9D 10D / QS KS AS / KD KC KH 4C'), '4').valid).toBe(true);
  });

  it('keeps a wild card in its own place pure', () => {
    expect(validateDeclaration(split('6H 7H 8H / 2S 3S 7D / 9D 9C 9H / KD KC KS 7C'), '7').valid).toBe(true);
    // The same hand with the wild card off its place has no pure sequence.
    expect(validateDeclaration(split('6H 7C 8H / 2S 3S 7D / 9D 9C 9H / KD KC KS 7C'), '7').valid).toBe(false);
  });

  it('never counts a printed joker in a pure sequence', () => {
    const check = validateDeclaration(split('6H PJ 8H / 2S 3S 4S / 9D 9C 9H / KD KC KS 7C'), '7');
    expect(check.valid).toBe(true); // 2S 3S 4S is the pure one
    const noPure = validateDeclaration(split('6H PJ 8H / 2S 3S 7D / 9D 9C 9H / KD KC KS 7C'), '7');
    expect(noPure.reason).toMatch(/pure sequence/);
  });

  it('takes aces as wild when the cut card is the printed joker', () => {
    expect(validateDeclaration(split('5H 6H 7H / 2S AC 4S / 9D 9C 9H / KD KC KS AH'), 'A').valid).toBe(true);
    expect(validateDeclaration(split('5H 6H 7H / 2S AC 4S / 9D 9C 9H / KD KC KS AH'), 'PJ').valid).toBe(true);
  });

  it('refuses sets with a repeated suit or five cards, and groups of fewer than 3', () => {
    expect(validateDeclaration(split('5H 6H 7H / 2S 3S 4S / 9D 9C 9D / KD KC KS 4C'), '4').reason).toMatch(
      /9D 9C 9D is neither/,
    );
    expect(validateDeclaration(split('5H 6H 7H / 2S 3S 4S / 9D 9C / KD KC KS JS 9H'), '4').reason).toMatch(
      /at least 3 cards/,
    );
  });

  it('needs exactly 13 real cards', () => {
    expect(validateDeclaration(split('5H 6H 7H / 2S 3S 4S'), '4').reason).toMatch(/13 cards/);
    expect(validateDeclaration(split('5H 6H 7H / 2S 3S 1S'), '4').reason).toMatch(/1S is not a card/);
  });
});

describe('handPoints', () => {
  it('is 0 for a valid declaration', () => {
    expect(handPoints(split('AH 2H 3H / 5S 6S PJ 8S / 9D 9C 9H / KD KC KS'), '4')).toBe(0);
  });

  it('counts the cards outside sequences and sets once a pure and a second sequence are there', () => {
    // The spec's worked example: ungrouped 2 + 3 + 10 + 10 = 25.
    expect(handPoints(split('5H 6H 7H / 8S 9S 10S / 4D 4C 4H / 2C 3D KS QH'), 'J')).toBe(25);
  });

  it('counts all 13 cards without a pure sequence or without a second sequence', () => {
    // Sets and an impure sequence but no pure one: every card counts (jokers 0).
    expect(handPoints(split('5H 6H PJ / 8S 8H 8D / 4D 4C 4H / 2C 3D 2S'), 'J')).toBe(5 + 6 + 24 + 12 + 7);
    // A pure sequence and sets but no second sequence: every card counts too.
    expect(handPoints(split('5H 6H 7H / 8S 8H 8D / 4D 4C 4H / 2C 3D 2S'), 'J')).toBe(18 + 24 + 12 + 7);
  });

  it('counts aces and face cards 10, jokers 0, and stops at 80', () => {
    expect(handPoints(split('AH KS QD / JC 10H 9S / 9D 9C 8H / 2C 3D PJ 7S'), '7')).toBe(80);
    expect(handPoints(split('AH 3S 5D / 7C 9H PJ'), '7')).toBe(10 + 3 + 5 + 9);
  });
});
