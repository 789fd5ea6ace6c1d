import type { KheloSocket } from '@/lib/socket';

// The socket each house game's page watches its room on (join-house-room.ts), for the calls that go over
// it instead of HTTP (crash-socket-call.ts, ADR 047). Null while it is not connected: the call goes by HTTP.

const joined = new Map<string, KheloSocket>();

export function setRoomSocket(gameCode: string, socket: KheloSocket | null): void {
  if (socket) joined.set(gameCode, socket);
  else joined.delete(gameCode);
}

/** The game's room socket when it is connected now. */
export function connectedRoomSocket(gameCode: string): KheloSocket | null {
  const socket = joined.get(gameCode);
  return socket?.connected ? socket : null;
}
