import { classifyGroup, groupPoints, type GroupKind } from '@khelo/games/rummy/groups';
import { groupBySuit } from '@khelo/games/rummy/cards';

// The player's own arrangement of their hand, kept in the browser between the server's snapshots. Cards
// carry a local id (two packs hold two 7H), groups too, so drag-and-drop can tell them apart. Pure.

export interface HandCard {
  id: string;
  card: string;
}

export interface HandGroup {
  id: string;
  cards: HandCard[];
}

let nextId = 0;
const freshId = (prefix: string) => `${prefix}${(nextId += 1)}`;

export function fromGroups(groups: readonly (readonly string[])[]): HandGroup[] {
  return groups
    .filter((group) => group.length > 0)
    .map((group) => ({ id: freshId('g'), cards: group.map((card) => ({ id: freshId('c'), card })) }));
}

/** The list with the item at `from` moved to `to` (dnd-kit's arrayMove, without loading dnd-kit). */
export function reorder<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  next.splice(to < 0 ? next.length + to : to, 0, ...next.splice(from, 1));
  return next;
}

export function toGroups(groups: readonly HandGroup[]): string[][] {
  return groups
    .filter((group) => group.cards.length > 0)
    .map((group) => group.cards.map((item) => item.card));
}

export function cardsOf(groups: readonly HandGroup[]): HandCard[] {
  return groups.flatMap((group) => group.cards);
}

function counts(cards: readonly string[]): Map<string, number> {
  const map = new Map<string, number>();
  for (const card of cards) map.set(card, (map.get(card) ?? 0) + 1);
  return map;
}

/**
 * The server's groups, seen through the player's arrangement: cards the player still holds stay where
 * the player put them; cards gone (a discard) leave; new cards (a draw) come in a group of their own at
 * the end, where a thumb finds them. The same cards as before: the player's arrangement as it is.
 */
export function mergeHand(local: readonly HandGroup[], server: readonly (readonly string[])[]): HandGroup[] {
  const left = counts(server.flat());
  const kept = local.map((group) => ({
    id: group.id,
    cards: group.cards.filter((item) => {
      const n = left.get(item.card) ?? 0;
      if (n === 0) return false;
      left.set(item.card, n - 1);
      return true;
    }),
  }));
  const added: HandCard[] = [];
  for (const [card, n] of left) for (let i = 0; i < n; i += 1) added.push({ id: freshId('c'), card });
  const groups = kept.filter((group) => group.cards.length > 0);
  if (added.length > 0) groups.push({ id: freshId('g'), cards: added });
  return groups;
}

/** Same cards in the same groups and order. */
export function sameArrangement(a: readonly HandGroup[], b: readonly (readonly string[])[]): boolean {
  const groups = toGroups(a);
  return groups.length === b.length && groups.every((group, i) => group.join() === b[i]!.join());
}

/** Moves the selected cards into a new group at the end (in the order they are in the hand). */
export function groupSelected(groups: readonly HandGroup[], ids: ReadonlySet<string>): HandGroup[] {
  const chosen = cardsOf(groups).filter((item) => ids.has(item.id));
  if (chosen.length === 0) return [...groups];
  const rest = groups
    .map((group) => ({ ...group, cards: group.cards.filter((item) => !ids.has(item.id)) }))
    .filter((group) => group.cards.length > 0);
  return [...rest, { id: freshId('g'), cards: chosen }];
}

/** One group per suit by rank, jokers in a group of their own (the engine's own sort), ids kept. */
export function sortBySuit(groups: readonly HandGroup[], wildRank: string | null): HandGroup[] {
  const pool = new Map<string, HandCard[]>();
  for (const item of cardsOf(groups)) pool.set(item.card, [...(pool.get(item.card) ?? []), item]);
  const sorted = groupBySuit(
    cardsOf(groups).map((item) => item.card),
    wildRank ?? '',
  );
  return sorted.map((group) => ({ id: freshId('g'), cards: group.map((card) => pool.get(card)!.shift()!) }));
}

/** Moves a card to `index` of group `toGroup` (an id; 'new' for a new group at the end). */
export function moveCard(
  groups: readonly HandGroup[],
  cardId: string,
  toGroup: string,
  index: number,
): HandGroup[] {
  const item = cardsOf(groups).find((entry) => entry.id === cardId);
  if (!item) return [...groups];
  const without = groups.map((group) => ({
    ...group,
    cards: group.cards.filter((entry) => entry.id !== cardId),
  }));
  if (toGroup === 'new')
    return [...without.filter((group) => group.cards.length > 0), { id: freshId('g'), cards: [item] }];
  return without
    .map((group) => {
      if (group.id !== toGroup) return group;
      const cards = [...group.cards];
      cards.splice(Math.max(0, Math.min(index, cards.length)), 0, item);
      return { ...group, cards };
    })
    .filter((group) => group.cards.length > 0);
}

/** The hand without one card (the one going to the open pile or the finish slot). */
export function withoutCard(groups: readonly HandGroup[], cardId: string): HandGroup[] {
  return groups
    .map((group) => ({ ...group, cards: group.cards.filter((item) => item.id !== cardId) }))
    .filter((group) => group.cards.length > 0);
}

export interface GroupReading {
  kind: GroupKind;
  /** What the group's cards are worth (what they cost when they count). */
  points: number;
}

export function readGroup(cards: readonly HandCard[], wildRank: string | null): GroupReading {
  const names = cards.map((item) => item.card);
  return { kind: classifyGroup(names, wildRank ?? ''), points: groupPoints(names, wildRank ?? '') };
}

export type DeclarationProblem = 'count' | 'short' | 'needPure' | 'needTwo' | 'badGroup';

/** Why a show is not valid, in the order the rules are checked (validateDeclaration's), or null. */
export function declarationProblem(
  groups: readonly string[][],
  wildRank: string | null,
): DeclarationProblem | null {
  if (groups.flat().length !== 13) return 'count';
  if (groups.some((group) => group.length < 3)) return 'short';
  const kinds = groups.map((group) => classifyGroup(group, wildRank ?? ''));
  if (!kinds.includes('pure-sequence')) return 'needPure';
  if (kinds.filter((kind) => kind === 'pure-sequence' || kind === 'sequence').length < 2) return 'needTwo';
  if (kinds.includes('invalid')) return 'badGroup';
  return null;
}
