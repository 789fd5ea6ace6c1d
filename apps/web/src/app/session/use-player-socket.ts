import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import type { Notice, PlayerIdentity, ServerToClientEvents } from '@khelo/contracts/socket-events';
import type { KheloSocket } from '@/lib/socket';
import { openSocketAfter, openSocketLater } from '@/lib/lazy-socket';
import { afterContent, contentPending } from '@/lib/page-content';
import { renewAccessToken } from '@/lib/token-renewal';

// The player's socket (core-platform.md section 4, "Socket"): connected while logged in (after the login
// and on a reload), identified with sendPlayerData, closed with "logout".

/** Events that carry the wallet balance after a change (docs/wallet.md, "Live balance"). */
export const BALANCE_EVENTS = [
  'deposit_confirm',
  'deposit_failed',
  'withdraw_confirm',
  'withdraw_failed',
  'oms_notifications',
  'info',
] as const satisfies readonly (keyof ServerToClientEvents)[];
export type BalanceEventName = (typeof BALANCE_EVENTS)[number];

interface Handlers {
  /** The identity to send, read when it is sent (after a renewal it carries the new token). */
  identity: () => PlayerIdentity | null;
  /** A wallet change: the balance after it, and the notice that says what happened. */
  onBalance: (balance: number, event: BalanceEventName, notice: Notice) => void;
  /** The server refused the player's token even after a renewal: the player is logged out. */
  onRefused: () => void;
}

export interface PlayerSocketOptions extends Handlers {
  /** Changes only when another player logs in; null while logged out. A new token does not reconnect. */
  playerKey: string | null;
}

export interface PlayerSocket {
  /** Emits logout with the identity, disconnects and forgets the socket. */
  logout: (identity: PlayerIdentity | null) => void;
}

/** Wires a new socket and connects it; returns the function that closes it. */
function connectPlayer(
  socket: KheloSocket,
  current: RefObject<KheloSocket | null>,
  handlers: RefObject<Handlers>,
): () => void {
  current.current = socket;
  let sentToken: string | null = null;
  // After one renewal for a refused token, a second refusal means the session is over.
  let renewedForRefusal = false;

  const identify = () => {
    const player = handlers.current.identity();
    if (!player) return;
    sentToken = player.token;
    socket.emit('sendPlayerData', player);
  };

  // The server answers a bad or expired token with "error" and disconnects. An expired access token is
  // renewed (shared with every other renewal) and the socket connects again with the new one.
  const onServerError = () => {
    const refused = sentToken;
    if (renewedForRefusal || !refused) {
      handlers.current.onRefused();
      return;
    }
    renewedForRefusal = true;
    void renewAccessToken(refused).then((token) => {
      // No token: the refresh failed and the session layer has logged out already.
      if (!token || current.current !== socket) return;
      if (token === refused) {
        handlers.current.onRefused();
        return;
      }
      if (socket.connected) identify();
      else socket.connect();
    });
  };

  const onNotice = (event: BalanceEventName, notice: Notice) => {
    if (notice.message === 'connected') renewedForRefusal = false;
    if (typeof notice.wallet_balance === 'number' && Number.isFinite(notice.wallet_balance)) {
      handlers.current.onBalance(notice.wallet_balance, event, notice);
    }
  };

  socket.on('connect', identify);
  socket.on('error', onServerError);
  for (const event of BALANCE_EVENTS) socket.on(event, (notice: Notice) => onNotice(event, notice));
  socket.connect();

  return () => {
    socket.removeAllListeners();
    socket.disconnect();
    if (current.current === socket) current.current = null;
  };
}

export function usePlayerSocket({
  playerKey,
  identity,
  onBalance,
  onRefused,
}: PlayerSocketOptions): PlayerSocket {
  const socketRef = useRef<KheloSocket | null>(null);
  // Handlers change with every render of the provider; the socket reads the latest ones.
  const handlers = useRef<Handlers>({ identity, onBalance, onRefused });
  useEffect(() => {
    handlers.current = { identity, onBalance, onRefused };
  });

  useEffect(() => {
    if (!playerKey) return;
    // socket.io-client loads with the first login, not with every visitor's first page; on a game or
    // table page whose content has not painted, after it (its LCP, ADR 039): the balance the page shows
    // comes from its own fetch meanwhile. Elsewhere at once, so a login is live as soon as it is made.
    const wire = (socket: KheloSocket) => connectPlayer(socket, socketRef, handlers);
    return contentPending() ? openSocketAfter(afterContent, wire) : openSocketLater(wire);
  }, [playerKey]);

  const logout = useCallback((player: PlayerIdentity | null) => {
    const socket = socketRef.current;
    socketRef.current = null;
    if (!socket) return;
    if (player && socket.connected) socket.emit('logout', player);
    socket.removeAllListeners();
    // socket.io sends buffered packets before closing, so the logout event still reaches the server.
    socket.disconnect();
  }, []);

  return { logout };
}
