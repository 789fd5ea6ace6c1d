import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Game } from '@khelo/contracts/catalog';
import { SPINNER_HIDE_MS } from '@khelo/contracts/constants';
import { useLoginModal } from '@/app/layout/login-modal-context';
import { useSession } from '@/app/session/session-context';
import { isApiError } from '@/lib/api-client';
import { refusalOf, type Refusal } from '@/lib/compliance/refusal';
import { useLaunchGame } from './api/game-launch';
import { useLaunchPractice } from './api/practice-launch';
import { tablePickerPath } from '@/lib/tables/table-games';
import { openProviderUrl } from './provider-navigation';

// The game_code flow of core-platform.md section 4:
// - the code must name a game in the list, else "Game code is invalid!" and back to /;
// - the game must be live, else "Game is not live yet!";
// - a visitor (or the otp state) gets the login modal and the URL keeps ?game_code= so that the launch
//   happens once the login is done;
// - a player sees the loading overlay (hidden after 2 s), the lobby goes to / and the browser navigates
//   to the provider URL with token, game_code, opr_id and href.
// - ?mode=practice launches with free chips (api/practice-launch; house games only).
// Alerts travel in the history entry's state of the / they redirect to, so a reload does not repeat them.

/** refused: a cash rule said no (docs/compliance.md); the refusal travels with it. */
export type LaunchAlert = 'invalid' | 'notLive' | 'failed' | 'refused';

export interface GameCodeLaunchOptions {
  games: readonly Game[];
  /** The list has arrived (cached or fresh). */
  ready: boolean;
  onLaunched?: (gameCode: string) => void;
}

export interface GameCodeLaunch {
  /** The game being launched while the overlay shows. */
  loading: Game | null;
  alert: LaunchAlert | null;
  /** Set with alert `refused`: the rule and its details. */
  refusal: Refusal | null;
  /** Set with alert `refused`: the game the player tried to open. */
  refusedGame: Game | null;
  dismissAlert: () => void;
}

function alertOf(state: unknown): LaunchAlert | null {
  const value = (state as { launchAlert?: unknown } | null)?.launchAlert;
  return value === 'invalid' || value === 'notLive' || value === 'failed' || value === 'refused'
    ? value
    : null;
}

/** The game a refused launch was for (kept with the alert, so its practice can be offered). */
function gameInState(state: unknown, games: readonly Game[]): Game | null {
  const code = (state as { launchGame?: unknown } | null)?.launchGame;
  return typeof code === 'string' ? (games.find((game) => game.game_code === code) ?? null) : null;
}

function refusalInState(state: unknown): Refusal | null {
  const value = (state as { launchRefusal?: unknown } | null)?.launchRefusal;
  return value && typeof (value as Refusal).reason === 'string' ? (value as Refusal) : null;
}

function alertFor(error: unknown): LaunchAlert {
  if (isApiError(error) && error.status === 404) return 'invalid';
  if (isApiError(error) && error.status === 409) return 'notLive';
  return 'failed';
}

export function useGameCodeLaunch({ games, ready, onLaunched }: GameCodeLaunchOptions): GameCodeLaunch {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const loginModal = useLoginModal();
  const cashLaunch = useLaunchGame(session.token);
  const practiceLaunch = useLaunchPractice(session.token);
  // After the provider URL is opened the overlay stays until 2 s after the launch began.
  const [held, setHeld] = useState<Game | null>(null);
  // Each visit of a ?game_code= URL (location.key) is handled once per login state.
  const handled = useRef<string | null>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const code = params.get('game_code');
  const practice = params.get('mode') === 'practice';
  const launch = practice ? practiceLaunch : cashLaunch;
  const loggedIn = session.login === true;
  const mutate = practice ? practiceLaunch.mutate : cashLaunch.mutate;
  const { logout } = session;
  const openLogin = loginModal.open;

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  useEffect(() => {
    if (!code || !ready) return;
    const visit = `${location.key}|${loggedIn}`;
    if (handled.current === visit) return;
    handled.current = visit;

    const game = games.find((candidate) => candidate.game_code === code);
    // A table game (rummy) is played at Khelo's tables: an old ?game_code= link goes to its picker.
    const tables = tablePickerPath(code);
    if (tables && game?.operational_status === 'live') {
      void navigate(tables, { replace: true });
      return;
    }
    if (!game || game.operational_status !== 'live') {
      void navigate('/', { replace: true, state: { launchAlert: game ? 'notLive' : 'invalid' } });
      return;
    }
    if (!loggedIn) {
      openLogin();
      return;
    }

    const started = Date.now();
    mutate(game.game_code, {
      onSuccess: (answer) => {
        setHeld(game);
        clearTimeout(hideTimer.current);
        hideTimer.current = setTimeout(
          () => setHeld(null),
          Math.max(0, SPINNER_HIDE_MS - (Date.now() - started)),
        );
        onLaunched?.(game.game_code);
        void navigate('/', { replace: true });
        void openProviderUrl(answer.url);
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 401) {
          // "Token mismatch": the session is over; log in again and the URL still carries the game.
          logout();
          openLogin();
          return;
        }
        const refusal = refusalOf(error);
        void navigate('/', {
          replace: true,
          state: refusal
            ? { launchAlert: 'refused', launchRefusal: refusal, launchGame: game.game_code }
            : { launchAlert: alertFor(error) },
        });
      },
    });
  }, [code, ready, games, loggedIn, location.key, navigate, openLogin, mutate, logout, onLaunched]);

  const alert = alertOf(location.state);
  const dismissAlert = useCallback(() => {
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [navigate, location.pathname, location.search]);

  const pending = launch.isPending
    ? (games.find((game) => game.game_code === launch.variables) ?? null)
    : null;
  return {
    loading: pending ?? held,
    alert,
    refusal: refusalInState(location.state),
    refusedGame: alert === 'refused' ? gameInState(location.state, games) : null,
    dismissAlert,
  };
}
