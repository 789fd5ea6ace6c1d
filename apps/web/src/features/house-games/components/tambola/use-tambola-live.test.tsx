import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TAMBOLA_GAME_CODE } from '@khelo/contracts/house-tambola';
import { sockets } from '@/test/fake-socket';
import { houseStateKey } from '../../api/house-state';
import { useTambolaLive } from './use-tambola-live';

vi.mock('@/lib/socket', () => import('@/test/fake-socket'));

// Calls made while the socket was out of the room were not heard: each (re)join reads the state again.

afterEach(() => {
  sockets.length = 0;
});

const onCall = () => {};

function Live({ fetchState }: { fetchState: () => Promise<object> }) {
  useQuery({ queryKey: houseStateKey(TAMBOLA_GAME_CODE), queryFn: fetchState });
  useTambolaLive('real', onCall);
  return null;
}

describe('useTambolaLive', () => {
  it('joins again and fetches the state again at every (re)connect, and listens to nothing once unmounted', async () => {
    const fetchState = vi.fn(() => Promise.resolve({}));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(
      <QueryClientProvider client={client}>
        <Live fetchState={fetchState} />
      </QueryClientProvider>,
    );
    const socket = sockets[0]!;
    await waitFor(() => expect(socket.sent('house_join')).toEqual([{ game_code: TAMBOLA_GAME_CODE }]));
    // The socket opens with the page, so the first join and the first read come together.
    await waitFor(() => expect(client.getQueryData(houseStateKey(TAMBOLA_GAME_CODE))).toEqual({}));
    const before = fetchState.mock.calls.length;

    // A dropped connection comes back: the room is joined again and the state read again.
    socket.serverSends('connect');
    expect(socket.sent('house_join')).toHaveLength(2);
    await waitFor(() => expect(fetchState).toHaveBeenCalledTimes(before + 1));

    view.unmount();
    expect(socket.sent('house_leave')).toEqual([{ game_code: TAMBOLA_GAME_CODE }]);
    expect(socket.listening()).toEqual([]);
    expect(socket.closed).toBe(true);
  });
});
