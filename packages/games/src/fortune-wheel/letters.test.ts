import { describe, expect, it } from 'vitest';
import { occurrences, puzzleProblem, solves, tilesOf } from './letters';
import { STARTER_PUZZLES } from './starter-puzzles';

describe('the board of a puzzle', () => {
  it('splits English into letters, spaces shown', () => {
    const tiles = tilesOf('Masala  dosa', 'en');
    expect(tiles.map((t) => t.text).join('')).toBe('MASALA DOSA');
    expect(tiles[6]).toEqual({ text: ' ', letters: [] });
    expect(occurrences(tiles, 'A')).toBe(4);
  });

  it('splits Hindi into aksharas: matras ride on their consonant, conjuncts need each consonant', () => {
    const tiles = tilesOf('क्रिकेट का बल्ला', 'hi');
    expect(tiles.map((t) => t.text)).toEqual(['क्रि', 'के', 'ट', ' ', 'का', ' ', 'ब', 'ल्ला']);
    expect(tiles[0]!.letters).toEqual(['क', 'र']);
    expect(tiles[7]!.letters).toEqual(['ल']);
    // क occurs in क्रि, के and का; ल twice in ल्ला.
    expect(occurrences(tiles, 'क')).toBe(3);
    expect(occurrences(tiles, 'ल')).toBe(1);
  });

  it('treats a nukta as part of its consonant, precomposed or not', () => {
    const precomposed = tilesOf('\u095b\u093e', 'hi');
    const combined = tilesOf('\u091c\u093c\u093e', 'hi');
    expect(precomposed).toEqual(combined);
    expect(combined[0]!.letters).toEqual(['ज']);
  });

  it('takes independent vowels as letters of their own', () => {
    const tiles = tilesOf('आम', 'hi');
    expect(tiles.map((t) => t.letters)).toEqual([['आ'], ['म']]);
  });

  it('compares a solve on letters only, case and spaces aside', () => {
    expect(solves('masala-dosa', 'MASALA DOSA', 'en')).toBe(true);
    expect(solves('masala dose', 'MASALA DOSA', 'en')).toBe(false);
    expect(solves('ताजमहल', 'ताज महल', 'hi')).toBe(true);
    expect(solves('ताज महला', 'ताज महल', 'hi')).toBe(false);
  });

  it('accepts every starter puzzle and refuses what the keyboard cannot call', () => {
    for (const language of ['en', 'hi'] as const)
      for (const puzzle of STARTER_PUZZLES[language])
        expect(puzzleProblem(puzzle.answer, language)).toBeNull();
    expect(puzzleProblem('AB', 'en')).toMatch(/at least 3/);
    expect(puzzleProblem('CAFÉ AU LAIT', 'en')).toMatch(/cannot be on the board/);
    expect(puzzleProblem('ताज', 'en')).not.toBeNull();
    expect(puzzleProblem('\u093eताज महल', 'hi')).toMatch(/sign without a letter/);
  });
});
