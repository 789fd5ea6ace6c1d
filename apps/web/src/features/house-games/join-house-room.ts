import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ServerToClientEvents } from '@khelo/contracts/socket-events';
import type { KheloSocket } from '@/lib/socket';
import { setRoomSocket } from './room-socket';

// A house game's room: events the room sent before the join (since the state was fetched, or while the
// connection was down) were not heard, so every (re)join reads the state again. Returns the clean-up.
// While joined, the socket also carries the game's calls that go over it (room-socket.ts).

export function joinHouseRoom<E extends 'house_event' | 'tambola_event'>(
  socket: KheloSocket,
  options: {
    gameCode: string;
    event: E;
    onEvent: ServerToClientEvents[E];
    client: QueryClient;
    refetch: QueryKey;
  },
): () => void {
  const { gameCode, event, onEvent, client, refetch } = options;
  const join = () => {
    socket.emit('house_join', { game_code: gameCode });
    void client.invalidateQueries({ queryKey: refetch });
  };
  // socket.io's typed on/off do not narrow a generic event name.
  const listener = onEvent as ServerToClientEvents['house_event'];
  const name = event as 'house_event';
  socket.on('connect', join);
  socket.on(name, listener);
  socket.connect();
  setRoomSocket(gameCode, socket);
  return () => {
    setRoomSocket(gameCode, null);
    socket.emit('house_leave', { game_code: gameCode });
    socket.off('connect', join);
    socket.off(name, listener);
    socket.disconnect();
  };
}
