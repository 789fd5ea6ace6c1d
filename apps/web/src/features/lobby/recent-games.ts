// "Recently played": the codes of the last launched games, newest first, in this browser's local storage.
// Logout clears all local storage (section 4), so the row belongs to whoever is logged in.

export const RECENT_GAMES_KEY = 'recentGames';
export const RECENT_GAMES_MAX = 10;

export function readRecentGames(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_GAMES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberRecentGame(code: string): string[] {
  const next = [code, ...readRecentGames().filter((known) => known !== code)].slice(0, RECENT_GAMES_MAX);
  try {
    localStorage.setItem(RECENT_GAMES_KEY, JSON.stringify(next));
  } catch {
    // storage unavailable: the row simply stays empty
  }
  return next;
}
