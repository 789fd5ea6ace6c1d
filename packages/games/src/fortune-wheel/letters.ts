// The puzzle board: how an answer splits into tiles and which letters a player calls to turn them.
//
// English: a tile is one letter A–Z; the vowels are A E I O U.
// Hindi (Devanagari): a tile is one akshara — a consonant with any conjoined consonants (joined by the
// virama), its vowel sign (matra) and its marks (nukta, anusvara, chandrabindu, visarga), or an independent
// vowel with its marks. Players call base letters, not aksharas: a consonant letter (क … ह) or an
// independent vowel letter (अ … औ, the "vowels" that cost 250). A tile turns when every letter in it has
// been called, and then shows whole, matra included (so "भा" turns with भ; "क्ष" needs क and ष). A nukta is
// not a letter of its own: ज़ is called as ज. The rule is plain code, not Intl.Segmenter, so that every
// browser and the server split the same answer the same way (the board is part of what is verified).

export type PuzzleLanguage = 'en' | 'hi';

export interface Tile {
  /** What the tile shows once turned (a space or punctuation shows from the start). */
  text: string;
  /** The letters to call to turn it; empty for a space or punctuation. */
  letters: string[];
}

const EN_VOWELS = ['A', 'E', 'I', 'O', 'U'];
const EN_CONSONANTS = 'BCDFGHJKLMNPQRSTVWXYZ'.split('');

/** Independent vowel letters of the Hindi keyboard (ऑ for English loan words). */
const HI_VOWELS = ['अ', 'आ', 'इ', 'ई', 'उ', 'ऊ', 'ऋ', 'ए', 'ऐ', 'ऑ', 'ओ', 'औ'];
const HI_CONSONANTS = 'कखगघङचछजझञटठडढणतथदधनपफबभमयरलवशषसह'.split('');

export const LETTERS: Record<PuzzleLanguage, { vowels: string[]; consonants: string[] }> = {
  en: { vowels: EN_VOWELS, consonants: EN_CONSONANTS },
  hi: { vowels: HI_VOWELS, consonants: HI_CONSONANTS },
};

/** The letters the bonus round gives away, like the show's R S T L N E. */
export const BONUS_GIVEN: Record<PuzzleLanguage, string[]> = {
  en: ['R', 'S', 'T', 'L', 'N', 'E'],
  hi: ['र', 'स', 'त', 'ल', 'न', 'ए'],
};

const VIRAMA = 0x094d;
const NUKTA = 0x093c;

function isDevConsonant(code: number): boolean {
  return code >= 0x0915 && code <= 0x0939;
}
function isDevVowel(code: number): boolean {
  return (code >= 0x0904 && code <= 0x0914) || code === 0x0960 || code === 0x0961;
}
/** Vowel signs, nukta, anusvara, chandrabindu, visarga: they ride on the tile before them. */
function isDevMark(code: number): boolean {
  return (
    (code >= 0x0900 && code <= 0x0903) ||
    code === NUKTA ||
    (code >= 0x093e && code <= 0x094c) ||
    code === 0x094e ||
    code === 0x094f ||
    (code >= 0x0955 && code <= 0x0957) ||
    code === 0x0962 ||
    code === 0x0963
  );
}

function englishTiles(answer: string): Tile[] {
  return [...answer.toUpperCase()].map((char) =>
    /^[A-Z]$/.test(char) ? { text: char, letters: [char] } : { text: char, letters: [] },
  );
}

function hindiTiles(answer: string): Tile[] {
  const codes = [...answer].map((char) => char.codePointAt(0)!);
  const tiles: Tile[] = [];
  let index = 0;
  const takeMarks = (tile: Tile): void => {
    while (index < codes.length && isDevMark(codes[index]!))
      tile.text += String.fromCodePoint(codes[index++]!);
  };
  while (index < codes.length) {
    const code = codes[index]!;
    if (isDevConsonant(code)) {
      const tile: Tile = { text: '', letters: [] };
      for (;;) {
        tile.letters.push(String.fromCodePoint(codes[index]!));
        tile.text += String.fromCodePoint(codes[index++]!);
        if (codes[index] === NUKTA) tile.text += String.fromCodePoint(codes[index++]!);
        // A virama followed by a consonant joins them into one akshara; at a word's end it stays on the tile.
        if (codes[index] !== VIRAMA) break;
        tile.text += String.fromCodePoint(codes[index++]!);
        if (index >= codes.length || !isDevConsonant(codes[index]!)) break;
      }
      takeMarks(tile);
      tiles.push({ text: tile.text, letters: [...new Set(tile.letters)] });
    } else if (isDevVowel(code)) {
      const tile: Tile = { text: String.fromCodePoint(code), letters: [String.fromCodePoint(code)] };
      index++;
      takeMarks(tile);
      tiles.push(tile);
    } else {
      tiles.push({ text: String.fromCodePoint(code), letters: [] });
      index++;
    }
  }
  return tiles;
}

/** The answer as board tiles (NFC first, so a precomposed क़ and क + nukta split alike). */
export function tilesOf(answer: string, language: PuzzleLanguage): Tile[] {
  const text = answer.normalize('NFC').trim().replace(/\s+/g, ' ');
  return language === 'en' ? englishTiles(text) : hindiTiles(text);
}

/** How many times `letter` occurs in the answer (a conjunct counts each of its consonants). */
export function occurrences(tiles: Tile[], letter: string): number {
  return tiles.reduce((sum, tile) => sum + tile.letters.filter((l) => l === letter).length, 0);
}

export function isVowel(letter: string, language: PuzzleLanguage): boolean {
  return LETTERS[language].vowels.includes(letter);
}

export function isConsonant(letter: string, language: PuzzleLanguage): boolean {
  return LETTERS[language].consonants.includes(letter);
}

/** A guess and an answer compare on their letters and marks only: case, spaces and punctuation aside. */
export function normalizeGuess(text: string, language: PuzzleLanguage): string {
  const nfc = text.normalize('NFC');
  const letters = nfc.replace(/[^\p{L}\p{M}\p{N}]/gu, '');
  return language === 'en' ? letters.toUpperCase() : letters.replaceAll('\u093c', '');
}

export function solves(guess: string, answer: string, language: PuzzleLanguage): boolean {
  const wanted = normalizeGuess(answer, language);
  return wanted.length > 0 && normalizeGuess(guess, language) === wanted;
}

/** Why a puzzle cannot be played, or null: every tile must be a letter the keyboard has, or shown. */
export function puzzleProblem(answer: string, language: PuzzleLanguage): string | null {
  const tiles = tilesOf(answer, language);
  const known = [...LETTERS[language].vowels, ...LETTERS[language].consonants];
  const letterTiles = tiles.filter((tile) => tile.letters.length > 0);
  if (letterTiles.length < 3) return 'The answer needs at least 3 letters.';
  if (tiles.length > 52) return 'The answer is longer than the board (52 tiles).';
  const script = language === 'en' ? /^[A-Z .,'&?!-]$/ : /^[\u0900-\u097f .,'?!-]+$/;
  for (const tile of tiles) {
    if (tile.letters.some((letter) => !known.includes(letter)))
      return `"${tile.text}" is not a letter of the ${language === 'en' ? 'English' : 'Hindi'} keyboard.`;
    if (tile.letters.length === 0 && !script.test(tile.text)) return `"${tile.text}" cannot be on the board.`;
    if (language === 'hi' && tile.letters.length === 0 && /[\u0900-\u097f]/.test(tile.text))
      return `"${tile.text}" is a sign without a letter before it.`;
  }
  return null;
}
