import { useLocation } from 'react-router';
import { PLAYER_ROUTES } from '@khelo/contracts/routes';
import { useSessionGuard } from './use-session-guard';

/**
 * The pages the session guard watches: home and every player page. Static and rules pages need no session
 * and do not spend a refresh.
 */
export const GUARDED_PATHS: ReadonlySet<string> = new Set<string>(['/', ...PLAYER_ROUTES]);

/** Mounted once in the layout: each guarded page hands its own path to the guard. */
export function SessionGuard() {
  const { pathname } = useLocation();
  useSessionGuard(GUARDED_PATHS.has(pathname) ? pathname : null);
  return null;
}
