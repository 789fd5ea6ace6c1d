import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { renewAccessToken } from '@/lib/token-renewal';
import { useSession } from './session-context';
import { clearSessionKeys, readStoredIdentity } from './session-storage';

/**
 * The session guard of core-platform.md section 4. On each visit of `path` (and only when the current path
 * equals it), unless login is "otp" and at most once per 10 seconds:
 * - playerId, oprId and authToken stored: refresh the token (auth/game/token). Success stores the new
 *   token and authToken and keeps the player logged in. An auth failure or a network failure ends the
 *   session with its toast (the session layer does that) and goes to / keeping the query string.
 * - otherwise, without aff_id in the URL: clear the stored session and go to / keeping the query. With
 *   aff_id the visitor is not logged out (an affiliate's visitor may be signing up).
 */
export function useSessionGuard(path: string | null): void {
  const location = useLocation();
  const navigate = useNavigate();
  const { login, takeRecheck, reload } = useSession();
  // One check per visit: the effect also reruns when login changes during the visit.
  const visited = useRef<string | null>(null);

  useEffect(() => {
    if (path === null || location.pathname !== path) return;
    if (login === 'otp') return;
    if (visited.current === location.key) return;
    visited.current = location.key;
    if (!takeRecheck()) return;

    const home = { pathname: '/', search: location.search };
    if (readStoredIdentity()) {
      void renewAccessToken().then((token) => {
        if (!token) void navigate(home, { replace: true });
      });
      return;
    }
    if (new URLSearchParams(location.search).has('aff_id')) return;
    clearSessionKeys();
    reload();
    if (location.pathname !== '/') void navigate(home, { replace: true });
  }, [path, location.pathname, location.key, location.search, login, takeRecheck, reload, navigate]);
}
