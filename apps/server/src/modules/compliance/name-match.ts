// "The payment instrument must be the player's own" (pages-and-rules.md section 5): the name on the bank
// account or UPI id must loosely match the name on a verified KYC document. Loosely, because banks and UPI
// apps write the same person as "A.K. SHARMA", "Sharma Anil Kumar" or "Mr Anil K Sharma".
//
// The rule (docs/compliance.md):
// 1. Normalise both names: Unicode NFKD without accents, lower case, punctuation (. , - ' _ /) becomes a
//    space, titles (mr, mrs, ms, miss, dr, shri, sri, smt, kumari, km) are dropped.
// 2. Split into words; order does not matter.
// 3. Every word of the shorter name must pair with a different word of the longer one: the same word, or
//    a single letter (an initial) with a word starting with that letter.
// 4. At least one pair is a whole word (initials alone prove nothing), and a one-word name matches only a
//    one-word name (a bare "Asha" is not enough for "Asha Verma").

const TITLES = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'shri', 'sri', 'smt', 'kumari', 'km']);

export function nameWords(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '' && !TITLES.has(word));
}

function pairs(word: string, other: string): 'whole' | 'initial' | null {
  if (word === other) return 'whole';
  if (word.length === 1 && other.startsWith(word)) return 'initial';
  if (other.length === 1 && word.startsWith(other)) return 'initial';
  return null;
}

/** Pairs every word of `short` with a distinct word of `long` (backtracking; names are a few words). */
function pairAll(short: string[], long: string[], used: boolean[], whole: number): number | null {
  if (short.length === 0) return whole;
  const [word, ...rest] = short as [string, ...string[]];
  let best: number | null = null;
  for (let index = 0; index < long.length; index += 1) {
    if (used[index]) continue;
    const kind = pairs(word, long[index]!);
    if (!kind) continue;
    used[index] = true;
    const result = pairAll(rest, long, used, whole + (kind === 'whole' ? 1 : 0));
    used[index] = false;
    if (result !== null && (best === null || result > best)) best = result;
  }
  return best;
}

export function namesMatch(a: string, b: string): boolean {
  const first = nameWords(a);
  const second = nameWords(b);
  if (first.length === 0 || second.length === 0) return false;
  const [short, long] = first.length <= second.length ? [first, second] : [second, first];
  if (short.length === 1 && long.length > 1) return false;
  const whole = pairAll(short, long, new Array<boolean>(long.length).fill(false), 0);
  return whole !== null && whole >= 1;
}
