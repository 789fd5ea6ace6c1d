import type { KheloSocket } from './socket';

// socket.io-client (13 KB gzip) loads after the page's first paint, not with its code (ADR 039): a hook's
// effect opens its socket through here. `wire` sets the socket up and returns how to close it.

const loadSocket = () => import('./socket');
let socketModule: ReturnType<typeof loadSocket> | undefined;

/** Opens a socket once socket.io-client has loaded; returns the effect's clean-up. */
export function openSocketLater(wire: (socket: KheloSocket) => () => void): () => void {
  let close: (() => void) | null = null;
  let closed = false;
  socketModule ??= loadSocket();
  void socketModule.then(({ createSocket }) => {
    if (!closed) close = wire(createSocket());
  });
  return () => {
    closed = true;
    close?.();
  };
}

/** openSocketLater once `wait` runs its task (e.g. afterContent); returns the effect's clean-up. */
export function openSocketAfter(
  wait: (task: () => void) => () => void,
  wire: (socket: KheloSocket) => () => void,
): () => void {
  let close = () => {};
  const cancel = wait(() => {
    close = openSocketLater(wire);
  });
  return () => {
    cancel();
    close();
  };
}
