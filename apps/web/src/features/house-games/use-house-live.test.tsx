import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sockets } from '@/test/fake-socket';
import type { HouseBet, HouseEvent, HouseGameState } from '@khelo/contracts/house-games';
import { houseStateKey, useHouseState } from './api/house-state';
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

  it('keeps the room’s largest bets and the player’s own, and the round’s count, as events come', async () => {
    const round = { round_id: 9, phase: 'betting' };
    const bet = (id: number, amount: number, mine = false): HouseBet =>
      ({ bet_id: `b${id}`, round_id: 9, player: 'p', slot: 1, amount, status: 'open', mine }) as HouseBet;
    // The state read: the 50 largest (₹100..₹149) and the player's own ₹10, of 60 bets.
    const shown = [
      bet(0, 10, true),
      ...Array.from({ length: 50 }, (_, index) => bet(index + 1, 100 + index)),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        const body = {
          status: 1,
          game_code: 'SPB02001',
          server_time: new Date().toISOString(),
          round,
          bets: shown,
          bet_count: 60,
        };
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <Live />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    await waitFor(() => expect(socket.sent('house_join')).toHaveLength(1));
    const state = () => client.getQueryData<HouseGameState>(houseStateKey('SPB02001'))!;
    await waitFor(() => expect(state().bet_count).toBe(60));
    const send = (event: Partial<HouseEvent>) =>
      socket.serverSends('house_event', {
        game_code: 'SPB02001',
        server_time: new Date().toISOString(),
        ...event,
      });

    send({ kind: 'bet', bets: [bet(100, 500)], bet_count: 62, round_id: 9 });
    // A tick of another process that counted fewer, and a count of another round, change nothing.
    send({ kind: 'bet', bets: [], bet_count: 61, round_id: 9 });
    send({ kind: 'bet', bets: [], bet_count: 3, round_id: 8 });
    // A cash-out of a bet outside the shown list is not kept.
    send({ kind: 'cashout', bets: [{ ...bet(101, 20), status: 'won' }] });
    expect(state().bet_count).toBe(62);
    const amounts = state().bets.map((row) => row.amount);
    expect(amounts).toHaveLength(51);
    expect(amounts).toContain(10); // the player's own, however small
    expect(amounts).toContain(500);
    expect(amounts).not.toContain(100); // pushed out by ₹500
    expect(amounts).not.toContain(20);
  });
});
