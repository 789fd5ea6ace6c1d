import { describe, expect, it, vi } from 'vitest';
import type { CrashCallAnswer } from '@khelo/contracts/house-games';
import { ApiError } from '@/lib/api-client';
import type { KheloSocket } from '@/lib/socket';
import { houseErrorKey } from './house-errors';
import { crashSocketCall } from './crash-socket-call';

// The socket call's answer read as apiPost's: a refusal becomes the same ApiError, so the page shows the
// same message; a lost connection or no answer is a network error, not a hang.

/** A socket whose server answers each call with `answer` (or never, or drops the connection). */
function socketAnswering(answer: CrashCallAnswer | 'never' | 'disconnect') {
  const listeners = new Map<string, () => void>();
  const socket = {
    connected: true,
    on: vi.fn((event: string, listener: () => void) => listeners.set(event, listener)),
    off: vi.fn((event: string) => listeners.delete(event)),
    emit: vi.fn((_event: string, _body: unknown, ack: (answer: CrashCallAnswer) => void) => {
      if (answer === 'disconnect') listeners.get('disconnect')?.();
      else if (answer !== 'never') queueMicrotask(() => ack(answer));
    }),
  };
  return { socket: socket as unknown as KheloSocket, listeners, emit: socket.emit };
}

const body = { token: 't', game_code: 'SPB02001', slot: 1, amount: 50 } as const;

describe('a crash call over the room socket', () => {
  it("answers the acknowledgement's body without its code", async () => {
    const { socket, emit, listeners } = socketAnswering({
      code: 200,
      status: 1,
      message: 'Bet placed',
      balance: 950,
    });
    await expect(crashSocketCall(socket, 'house_crash_bet', body)).resolves.toEqual({
      status: 1,
      message: 'Bet placed',
      balance: 950,
    });
    expect(emit).toHaveBeenCalledWith('house_crash_bet', body, expect.any(Function));
    expect(listeners.has('disconnect')).toBe(false);
  });

  it('throws a refusal as the HTTP call would, read by the same message keys', async () => {
    const { socket } = socketAnswering({
      code: 402,
      status: 0,
      message: 'Insufficient balance',
      balance: 10,
    });
    const error = await crashSocketCall(socket, 'house_crash_bet', body).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(402);
    expect((error as ApiError).message).toBe('Insufficient balance');
    expect(houseErrorKey(error)).toBe('errors.funds');

    const busy = socketAnswering({ code: 503, status: 0, message: 'busy', retry_after: 1 });
    const busyError = await crashSocketCall(busy.socket, 'house_crash_bet', body).catch(
      (caught: unknown) => caught,
    );
    expect(houseErrorKey(busyError)).toBe('errors.busy');
  });

  it('fails as a network error when the connection drops before the answer, or no answer comes', async () => {
    const dropped = socketAnswering('disconnect');
    const lost = await crashSocketCall(dropped.socket, 'house_crash_cashout', {
      token: 't',
      game_code: 'SPB02001',
      bet_id: 'b',
    }).catch((caught: unknown) => caught);
    expect((lost as ApiError).kind).toBe('FETCH_ERROR');
    expect(houseErrorKey(lost)).toBe('errors.network');

    const silent = socketAnswering('never');
    const timedOut = await crashSocketCall(silent.socket, 'house_crash_bet', body, 20).catch(
      (caught: unknown) => caught,
    );
    expect((timedOut as ApiError).kind).toBe('TIMEOUT_ERROR');
    expect(silent.listeners.has('disconnect')).toBe(false);
  });
});
