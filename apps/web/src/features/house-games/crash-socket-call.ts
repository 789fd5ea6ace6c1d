import type { CrashCallAnswer } from '@khelo/contracts/house-games';
import type { ClientToServerEvents } from '@khelo/contracts/socket-events';
import { API_TIMEOUT_MS, ApiError } from '@/lib/api-client';
import type { KheloSocket } from '@/lib/socket';

// A crash bet or cash-out over the room's socket (ADR 047): its acknowledgement carries the body the HTTP
// call answers and its status code, so a refusal throws the same ApiError as apiPost's and the page reads
// it the same way (house-errors.ts).

type CrashCall = 'house_crash_bet' | 'house_crash_cashout';

export function crashSocketCall<T>(
  socket: KheloSocket,
  event: CrashCall,
  body: Parameters<ClientToServerEvents[CrashCall]>[0],
  timeoutMs = API_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    // A connection lost before the answer: whether the call was done is unknown, as after a failed fetch;
    // the room's rejoin reads the state again and shows it.
    const onDisconnect = () => finish(new ApiError({ kind: 'FETCH_ERROR' }, 'Failed to fetch'));
    const timer = setTimeout(
      () => finish(new ApiError({ kind: 'TIMEOUT_ERROR' }, 'The request timed out')),
      timeoutMs,
    );
    let settled = false;
    function finish(result: ApiError | CrashCallAnswer) {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.off('disconnect', onDisconnect);
      if (result instanceof ApiError) return reject(result);
      const { code, ...data } = result;
      if (code >= 200 && code < 300 && data.status === 1) return resolve(data as T);
      reject(new ApiError({ kind: 'HTTP', status: code, data }, data.message || `HTTP ${code}`));
    }
    socket.on('disconnect', onDisconnect);
    const ack = (answer: CrashCallAnswer) => finish(answer);
    if (event === 'house_crash_bet')
      socket.emit(event, body as Parameters<ClientToServerEvents['house_crash_bet']>[0], ack);
    else socket.emit(event, body as Parameters<ClientToServerEvents['house_crash_cashout']>[0], ack);
  });
}
