import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sockets } from '@/test/fake-socket';
import { useHouseState } from './api/house-state';
import { useHouseLive } from './use-house-live';

vi.mock('@/lib/socket', () => import('@/test/fake-socket'));
vi.mock('@/lib/after-load', () => import('@/test/after-load-now'));

// The room's events are heard only once the socket has joined: whatever happened before (since the state
// was fetched, or while the connection was down) comes from fetching the state again.

afterEach(() => {
  vi.unstubAllGlobals();
  sockets.length = 0;
});

function Live() {
  const state = useHouseState('SPB02001', 'token');
  useHouseLive('SPB02001', state.data?.server_time);
  return null;
}

describe('useHouseLive', () => {
  it('fetches the state again each time the socket joins the room', async () => {
    const fetches: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) => {
        fetches.push(url);
        const body = {
          status: 1,
          game_code: 'SPB02001',
          server_time: new Date().toISOString(),
          round: null,
          bets: [],
        };
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(
      <QueryClientProvider client={client}>
        <Live />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    await waitFor(() => expect(socket.sent('house_join')).toEqual([{ game_code: 'SPB02001' }]));
    await waitFor(() => expect(fetches).toHaveLength(2));

    // A dropped connection comes back: the room is joined again and the state read again.
    socket.serverSends('connect');
    expect(socket.sent('house_join')).toHaveLength(2);
    await waitFor(() => expect(fetches).toHaveLength(3));
    expect(fetches.every((url) => url.includes('house/SPB02001/state'))).toBe(true);
    view.unmount();
    expect(socket.closed).toBe(true);
  });
});
