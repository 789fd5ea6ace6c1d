// A stand-in for lib/socket.ts in tests: records what the app emits and lets a test play the server.
//   vi.mock('@/lib/socket', () => import('@/test/fake-socket'));

type Listener = (payload?: unknown) => void;

export class FakeSocket {
  connected = false;
  closed = false;
  connects = 0;
  readonly emitted: Array<[event: string, payload: unknown]> = [];
  private readonly listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.set(
      event,
      (this.listeners.get(event) ?? []).filter((item) => item !== listener),
    );
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  connect() {
    this.connected = true;
    this.connects += 1;
    queueMicrotask(() => this.serverSends('connect'));
    return this;
  }

  disconnect() {
    this.connected = false;
    this.closed = true;
    return this;
  }

  emit(event: string, payload: unknown) {
    this.emitted.push([event, payload]);
    return this;
  }

  /** The server sends `event` (or the client library reports it, e.g. connect). */
  serverSends(event: string, payload?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) listener(payload);
  }

  /** The events something still listens to. */
  listening(): string[] {
    return [...this.listeners].filter(([, list]) => list.length > 0).map(([event]) => event);
  }

  /** What the app sent for `event`, in order. */
  sent(event: string): unknown[] {
    return this.emitted.filter(([name]) => name === event).map(([, payload]) => payload);
  }
}

export const sockets: FakeSocket[] = [];

export function createSocket() {
  const socket = new FakeSocket();
  sockets.push(socket);
  return socket;
}
