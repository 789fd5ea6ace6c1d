// A socket.io client cut down to what a watcher of a room does, over a bare WebSocket (engine.io 4 text
// frames): connect to the default namespace, send events (with an acknowledgement where asked), answer the
// server's pings, and parse a frame only when a listener wants it. socket.io-client decoded every room
// event in every client: at 1,000 watchers the load generator parsed each crash event 1,000 times on the
// cores the server runs on (docs/decisions/041-crash-burst-path.md). The server still writes every frame to
// every socket.

export interface BareSocket {
  emit(name: string, data: unknown): void;
  /** An event with an acknowledgement: resolves to the server's answer, as text (parse it if you need it). */
  call(name: string, data: unknown): Promise<string>;
  close(): void;
}

export function bareSocket(
  origin: string,
  onEvent?: (name: string, data: unknown) => void,
): Promise<BareSocket> {
  const url = new URL('/socket.io/?EIO=4&transport=websocket', origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new WebSocket(url);
  const acks = new Map<number, (answer: string) => void>();
  let nextAck = 0;
  const socket: BareSocket = {
    emit: (name, data) => ws.send(`42${JSON.stringify([name, data])}`),
    call: (name, data) =>
      new Promise((resolve) => {
        const id = nextAck++;
        acks.set(id, resolve);
        ws.send(`42${id}${JSON.stringify([name, data])}`);
      }),
    close: () => ws.close(),
  };
  return new Promise((resolve, reject) => {
    ws.addEventListener('error', () => reject(new Error(`websocket to ${origin} failed`)), { once: true });
    ws.addEventListener('message', (message) => {
      const frame = String(message.data);
      // engine.io: 0 open, 2 ping (answered 3 pong), 4 message; socket.io inside: 0 connect, 2 event.
      if (frame === '2') ws.send('3');
      else if (frame.startsWith('0')) ws.send('40');
      else if (frame.startsWith('40')) resolve(socket);
      else if (frame.startsWith('43')) {
        // An ack: 43<id>[answer]; the answer is handed over as its JSON text, unwrapped from the array.
        const open = frame.indexOf('[');
        const id = Number(frame.slice(2, open));
        const resolveAck = acks.get(id);
        acks.delete(id);
        resolveAck?.(frame.slice(open + 1, -1));
      } else if (onEvent && frame.startsWith('42')) {
        const [name, data] = JSON.parse(frame.slice(2)) as [string, unknown];
        onEvent(name, data);
      }
    });
  });
}
