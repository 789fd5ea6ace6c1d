import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginSuccess } from '@khelo/contracts/auth';
import { SESSION_RECHECK_MS } from '@khelo/contracts/constants';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import type { Notice, PlayerIdentity } from '@khelo/contracts/socket-events';
import { toast } from '@/components/ui/toast';
import { logoutCall } from '@/features/auth/api/logout';
import { registerTokenRenewal, renewAccessToken } from '@/lib/token-renewal';
import { refreshUntilAnswered } from './session-refresh';
import {
  clearStoredSession,
  readLastRefreshed,
  readStored,
  readStoredIdentity,
  removeStored,
  writeLastRefreshed,
  writeLogin,
  writeStored,
} from './session-storage';
import { usePlayerSocket } from './use-player-socket';
import type { BalanceEventName } from './use-player-socket';
import { showWalletNotice } from './wallet-notice-toast';

/** false: logged out; 'otp': an OTP was requested (treated as logged out); true: logged in. */
export type LoginState = false | 'otp' | true;

export interface SessionSnapshot {
  login: LoginState;
  playerId: string | null;
  oprId: string | null;
  token: string | null;
  authToken: string | null;
  nickName: string | null;
  walletBalance: number;
  avatar: string | null;
}

/** Why a session ended without the player asking: the server refused it (ADR 019: only that ends it). */
export type SessionEnd = 'auth';

export interface Session extends SessionSnapshot {
  /** Re-read the stored session (after something wrote it). */
  reload: () => void;
  /** Set the login state, e.g. 'otp' after an OTP was sent. */
  setLogin: (login: LoginState) => void;
  /** Store a successful OTP verification and become logged in; the socket connects. */
  completeLogin: (answer: LoginSuccess) => void;
  /**
   * Logout of section 4: emit logout over the socket, end the session on the server, clear all local
   * storage, reset the login state and the picture. Going home is the caller's part (it has the router).
   */
  logout: () => void;
  /** Clear the session after the server refused a refresh and say so in a toast (section 8). */
  endSession: (reason: SessionEnd) => void;
  /** Show a balance the server pushed or returned. */
  setWalletBalance: (balance: number) => void;
  /** Store and show a changed nickname or avatar (the header follows at once). */
  setProfile: (profile: { nickName?: string; avatar?: string | null }) => void;
  /**
   * The last-refreshed record (section 3): true when more than 10 s passed since the last check, which
   * then counts as done now. The session guard asks before refreshing.
   */
  takeRecheck: () => boolean;
}

export function readSession(): SessionSnapshot {
  const playerId = readStored('playerId');
  const oprId = readStored('oprId');
  const authToken = readStored('authToken');
  const balance = Number(readStored('wallet_balance') ?? 0);
  return {
    login: playerId && oprId && authToken ? true : false,
    playerId,
    oprId,
    token: readStored('token'),
    authToken,
    nickName: readStored('nickName'),
    walletBalance: Number.isFinite(balance) ? balance : 0,
    avatar: readStored('avatar'),
  };
}

function identityOf(snapshot: SessionSnapshot): PlayerIdentity | null {
  const { playerId, oprId, token } = snapshot;
  if (snapshot.login !== true || !playerId || !oprId || !token) return null;
  return { player_id: playerId, operator_id: Number(oprId), token };
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const [snapshot, setSnapshot] = useState<SessionSnapshot>(readSession);

  const reload = useCallback(() => setSnapshot(readSession()), []);
  const setLogin = useCallback((login: LoginState) => setSnapshot((current) => ({ ...current, login })), []);
  const setWalletBalance = useCallback((balance: number) => {
    writeStored('wallet_balance', balance);
    setSnapshot((current) => ({ ...current, walletBalance: balance }));
  }, []);

  const setProfile = useCallback((profile: { nickName?: string; avatar?: string | null }) => {
    if (profile.nickName !== undefined) writeStored('nickName', profile.nickName);
    if (profile.avatar !== undefined) {
      if (profile.avatar === null) removeStored('avatar');
      else writeStored('avatar', profile.avatar);
    }
    setSnapshot((current) => ({
      ...current,
      nickName: profile.nickName ?? current.nickName,
      avatar: profile.avatar === undefined ? current.avatar : profile.avatar,
    }));
  }, []);

  const takeRecheck = useCallback(() => {
    const now = Date.now();
    if (now - readLastRefreshed() <= SESSION_RECHECK_MS) return false;
    writeLastRefreshed(now);
    return true;
  }, []);

  const endSessionRef = useRef<(reason: SessionEnd) => void>(() => undefined);
  const socket = usePlayerSocket({
    playerKey: snapshot.login === true && snapshot.playerId ? `${snapshot.oprId}:${snapshot.playerId}` : null,
    identity: () => identityOf(readSession()),
    onBalance: (balance: number, event: BalanceEventName, notice: Notice) => {
      setWalletBalance(balance);
      showWalletNotice(t, event, notice, i18n.language);
    },
    onRefused: () => endSessionRef.current('auth'),
  });
  const closeSocket = socket.logout;

  const endSession = useCallback(
    (reason: SessionEnd) => {
      closeSocket(null);
      clearStoredSession();
      writeLastRefreshed(null);
      setSnapshot(readSession());
      if (reason === 'auth') toast.error(t('session.expired'));
    },
    [closeSocket, t],
  );
  // The renewal below is registered once; it reads the current language through this.
  const tRef = useRef(t);
  useEffect(() => {
    endSessionRef.current = endSession;
    tRef.current = t;
  }, [endSession, t]);

  const completeLogin = useCallback((answer: LoginSuccess) => {
    writeLogin(answer);
    // Fresh tokens: the guard need not refresh them for the next 10 seconds.
    writeLastRefreshed(Date.now());
    setSnapshot(readSession());
  }, []);

  const logout = useCallback(() => {
    const current = readSession();
    const identity = identityOf(current);
    closeSocket(identity);
    if (identity) {
      // Revokes the refresh token on the server; the player is logged out here whatever it answers.
      logoutCall({
        playerId: identity.player_id,
        operatorId: identity.operator_id,
        token: identity.token,
      }).catch(() => undefined);
    }
    clearStoredSession();
    writeLastRefreshed(null);
    setSnapshot(readSession());
  }, [closeSocket]);

  // Every renewal of the access token (401 on a Bearer call, the guard, the socket) runs here, once at a
  // time (lib/token-renewal.ts). Only a refusal by the server ends the session, with the spec's toast; a
  // refresh that got no answer keeps the session and is tried again (ADR 019), its callers waiting. A
  // layout effect: it must be in place before the pages' effects (the guard) run on the first render.
  useLayoutEffect(
    () =>
      registerTokenRenewal({
        currentToken: () => readStored('token'),
        refresh: async () => {
          const result = await refreshUntilAnswered({
            onNetworkFailure: (attempt) => {
              if (attempt === 0) toast.warning(tRef.current('session.reconnecting'));
            },
          });
          if (result.kind === 'ok') {
            writeLastRefreshed(Date.now());
            setSnapshot(readSession());
            return result.token;
          }
          // Logged out meanwhile (the player asked, or another tab): nothing to end or to say.
          if (readStoredIdentity()) endSessionRef.current('auth');
          return null;
        },
      }),
    [],
  );

  // Another tab logging in or out changes storage; follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== LANGUAGE_STORAGE_KEY) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reload]);

  const value = useMemo<Session>(
    () => ({
      ...snapshot,
      reload,
      setLogin,
      completeLogin,
      logout,
      endSession,
      setWalletBalance,
      setProfile,
      takeRecheck,
    }),
    [
      snapshot,
      reload,
      setLogin,
      completeLogin,
      logout,
      endSession,
      setWalletBalance,
      setProfile,
      takeRecheck,
    ],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/**
 * Free practice play (docs/practice-and-responsible-gaming.md): inside it the session's wallet balance is
 * the game's practice chips, so a game page that shows or updates "the balance" never touches the cash
 * balance of the header, whichever game it is.
 */
export function ChipsSession({ children }: { children: ReactNode }) {
  const session = useContext(SessionContext);
  const [chips, setChips] = useState(0);
  const value = useMemo(
    () => (session ? { ...session, walletBalance: chips, setWalletBalance: setChips } : null),
    [session, chips],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** Refresh the stored session now (the guard); null when the session ended. */
export function refreshSession(): Promise<string | null> {
  return renewAccessToken();
}
