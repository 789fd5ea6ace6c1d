import { io } from 'socket.io-client';
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@khelo/contracts/socket-events';
import { API_BASE } from './env';

export type KheloSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A socket for path /socket.io over websocket. It is created disconnected: the login flow calls
 * `socket.connect()` and then emits sendPlayerData (core-platform.md section 4, "Socket").
 */
export function createSocket(): KheloSocket {
  const options: Partial<ManagerOptions & SocketOptions> = {
    path: '/socket.io',
    transports: ['websocket'],
    autoConnect: false,
  };
  return API_BASE ? io(API_BASE, options) : io(options);
}
