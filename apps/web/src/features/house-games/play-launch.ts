import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LAUNCH_TOKEN_SECONDS } from '@khelo/contracts/catalog-constants';

// The launch a game page was opened with. A launch URL carries token, game_code, opr_id and href (and
// mode=practice); the page keeps them in this tab's session storage and takes them out of the address
// bar, so a copied or shared link carries no token. A reload finds them there; a page opened without one
// (a bookmark, a shared link, another tab, a token about to expire) is launched again through the lobby,
// which applies the cash rules and asks a visitor to log in first.

/** What the address bar loses; mode stays (a shared practice link opens practice). */
const LAUNCH_PARAMS = ['token', 'game_code', 'opr_id', 'href'] as const;
/** A stored token this close to its expiry is not used: the next bet would be refused. */
const EXPIRY_MARGIN_MS = 60_000;

export interface PlayLaunch {
  token: string;
  href: string | null;
  /** When the page received it (ms). */
  at: number;
}

export interface PageLaunch extends PlayLaunch {
  /** It came with this page load's URL (a refusal of it is not worth another launch). */
  fresh: boolean;
}

const storageKey = (gameCode: string, practice: boolean) =>
  `khelo.play.${gameCode}.${practice ? 'practice' : 'real'}`;

export function storeLaunch(gameCode: string, practice: boolean, launch: PlayLaunch): void {
  try {
    sessionStorage.setItem(storageKey(gameCode, practice), JSON.stringify(launch));
  } catch {
    // Storage full or blocked: this page still plays; a reload launches again.
  }
}

export function forgetLaunch(gameCode: string, practice: boolean): void {
  try {
    sessionStorage.removeItem(storageKey(gameCode, practice));
  } catch {
    // Nothing stored.
  }
}

/** The launch kept for this tab, unless missing, malformed or about to expire. */
export function storedLaunch(gameCode: string, practice: boolean, now: number): PlayLaunch | null {
  let value: unknown;
  try {
    value = JSON.parse(sessionStorage.getItem(storageKey(gameCode, practice)) ?? 'null');
  } catch {
    return null;
  }
  const launch = value as Partial<PlayLaunch> | null;
  if (!launch || typeof launch.token !== 'string' || !launch.token || typeof launch.at !== 'number')
    return null;
  if (now - launch.at > LAUNCH_TOKEN_SECONDS * 1000 - EXPIRY_MARGIN_MS) return null;
  return { token: launch.token, href: typeof launch.href === 'string' ? launch.href : null, at: launch.at };
}

/** The lobby link that launches the game again (the login, the cash rules, then back here). */
export function relaunchPath(gameCode: string, practice: boolean): string {
  const params = new URLSearchParams({ game_code: gameCode });
  if (practice) params.set('mode', 'practice');
  return `/?${params.toString()}`;
}

/**
 * The page's launch: from the URL (then stored, and the URL cleaned) or from this tab's storage; null
 * when there is none (the caller relaunches).
 */
export function usePlayLaunch(gameCode: string, practice: boolean): PageLaunch | null {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [launch] = useState<PageLaunch | null>(() => {
    const token = search.get('token');
    if (!token) {
      const kept = storedLaunch(gameCode, practice, Date.now());
      return kept && { ...kept, fresh: false };
    }
    const received = { token, href: search.get('href'), at: Date.now() };
    storeLaunch(gameCode, practice, received);
    return { ...received, fresh: true };
  });

  const carriesLaunch = LAUNCH_PARAMS.some((name) => search.has(name));
  useEffect(() => {
    if (!carriesLaunch) return;
    const kept = new URLSearchParams(search);
    for (const name of LAUNCH_PARAMS) kept.delete(name);
    const rest = kept.toString();
    void navigate({ search: rest ? `?${rest}` : '' }, { replace: true, preventScrollReset: true });
  }, [carriesLaunch, search, navigate]);

  return launch;
}
