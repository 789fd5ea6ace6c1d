import type { WebGameList } from '@khelo/contracts/catalog';
import { GAME_LIST_STORAGE_KEY } from '@khelo/contracts/catalog-constants';

// The game list kept in session storage under "gameList" (section 3), so a reload or a return from a game
// shows the lobby at once while the list refreshes in the background. One entry: whoever's list it is.

interface Stored<T> {
  owner: string;
  savedAt: number;
  list: T;
}

export function readCachedList<T extends WebGameList>(
  owner: string,
): { list: T; savedAt: number } | undefined {
  try {
    const stored = JSON.parse(sessionStorage.getItem(GAME_LIST_STORAGE_KEY) ?? 'null') as Stored<T> | null;
    if (!stored || stored.owner !== owner || !Array.isArray(stored.list?.data)) return undefined;
    return { list: stored.list, savedAt: stored.savedAt };
  } catch {
    return undefined;
  }
}

export function writeCachedList(owner: string, list: WebGameList, savedAt = Date.now()): void {
  try {
    sessionStorage.setItem(GAME_LIST_STORAGE_KEY, JSON.stringify({ owner, savedAt, list }));
  } catch {
    // a full or unavailable storage only costs the instant start
  }
}

export function clearCachedList(): void {
  try {
    sessionStorage.removeItem(GAME_LIST_STORAGE_KEY);
  } catch {
    // nothing to clear
  }
}
