import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { sockets } from '@/test/fake-socket';
import { createTestI18n } from '@/test/i18n';
import { storeSession } from '@/test/render-app';
import enRummy from '../../../../public/locales/en/rummy.json';
import enTables from '../../../../public/locales/en/tables.json';
import { rummyView, snapshot, TABLE_ID } from './table-fixture';

vi.mock('@/lib/socket', () => import('@/test/fake-socket'));
// The player's socket opens after the load (ADR 039).
vi.mock('@/lib/after-load', () => import('@/test/after-load-now'));

// The table shell with the rummy board: /state on load, the socket's watch and updates, results, leave.

afterEach(() => {
  vi.unstubAllGlobals();
  sockets.length = 0;
});

function stubState(answers: unknown[]) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(init.body as string) as unknown) : null;
      calls.push({ url, body });
      const json = (value: unknown) =>
        Promise.resolve(
          new Response(JSON.stringify(value), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        );
      if (url === '/api/tables/state')
        return json({ status: 1, message: 'Table', table: answers.shift() ?? answers.at(-1) });
      if (url === '/api/tables/leave') return json({ status: 1, message: 'You left the table', left: true });
      if (url.startsWith('/api/tables/lobby')) return json({ status: 1, message: 'Tables', offers: [] });
      if (url === '/api/tables/mine') return json({ status: 1, message: 'Your tables', tables: [] });
      return Promise.reject(new TypeError('Failed to fetch'));
    }),
  );
  return calls;
}

function renderTable() {
  storeSession({ playerId: 'P1001', token: 'access-token', oprId: 230201 });
  const i18n = createTestI18n('en');
  i18n.addResourceBundle('en', 'tables', enTables);
  i18n.addResourceBundle('en', 'rummy', enRummy);
  const router = createMemoryRouter(routes, { initialEntries: [`/tables/rummy/${TABLE_ID}`] });
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

const identified = () =>
  sockets.filter((socket) => socket.sent('sendPlayerData').length > 0 && !socket.closed);

describe('the table page', { timeout: 15_000 }, () => {
  it('loads the seat from /state and shows the seats, the bot mark, my timer and my hand', async () => {
    const calls = stubState([snapshot()]);
    renderTable();
    expect(await screen.findByTestId('hand')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/tables/state')?.body).toEqual({
      player_id: 'P1001',
      table_id: TABLE_ID,
    });
    const seats = screen.getAllByTestId('seat');
    expect(seats).toHaveLength(1);
    expect(seats[0]).toHaveTextContent('Meera');
    expect(seats[0]).toHaveTextContent('Bot');
    expect(seats[0]).toHaveTextContent('13 cards');
    const me = screen.getByTestId('my-seat');
    expect(within(me).getByRole('timer')).toHaveAccessibleName(/seconds left/);
    expect(screen.getByTestId('turn-status')).toHaveTextContent('Your turn: draw');
  });

  it('watches the table once the socket is identified, refetches, and follows table_update', async () => {
    const calls = stubState([snapshot(), snapshot()]);
    renderTable();
    await screen.findByTestId('hand');
    // The session's own socket and the table's both identify the player.
    await vi.waitFor(() => {
      expect(identified()).toHaveLength(2);
    });
    for (const socket of identified())
      expect(socket.sent('sendPlayerData')).toEqual([
        { player_id: 'P1001', operator_id: 230201, token: 'access-token' },
      ]);
    const before = calls.filter((call) => call.url === '/api/tables/state').length;
    act(() => identified().forEach((socket) => socket.serverSends('info', { message: 'connected' })));
    const watching = identified().filter((socket) => socket.sent('table_watch').length > 0);
    expect(watching).toHaveLength(1);
    const socket = watching[0]!;
    expect(socket.sent('table_watch')).toEqual([{ table_id: TABLE_ID }]);
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.url === '/api/tables/state').length).toBe(before + 1),
    );

    const over = snapshot({
      version: 9,
      status: 'open',
      money: { rake_percent: 10 },
      deadline: null,
      next_hand_at: new Date(Date.now() + 8_000).toISOString(),
      view: rummyView({
        phase: 'between-hands',
        stage: 'over',
        turn: null,
        dropPoints: null,
        outcome: {
          hand: 1,
          winner: 1,
          wildCard: '9H',
          finish: '4D',
          seats: [
            {
              seat: 0,
              result: 'lost',
              penalty: null,
              points: 24,
              groups: [['AS', '2S', '3S']],
              total: 0,
              chips: 0,
              eliminated: false,
            },
            {
              seat: 1,
              result: 'won',
              penalty: null,
              points: 0,
              groups: [['QD', 'KD', 'AD']],
              total: 0,
              chips: 0,
              eliminated: false,
            },
          ],
        },
      }),
    });
    act(() => socket.serverSends('table_update', { table_id: TABLE_ID, version: 9, snapshot: over }));
    const results = await screen.findByTestId('rummy-results');
    expect(
      within(results)
        .getAllByTestId('result-points')
        .map((cell) => cell.textContent),
    ).toEqual(['24', '0']);
    // The loser pays 24 points × 1 chip; the winner takes that less the 10 % rake.
    expect(
      within(results)
        .getAllByTestId('result-amount')
        .map((cell) => cell.textContent),
    ).toEqual(['−24 chips', '+21.6 chips']);
    expect(screen.getByRole('heading', { name: 'Hand 1: results' })).toBeInTheDocument();
    expect(within(results).queryByRole('status')).toBeNull();
    await vi.waitFor(() => expect(screen.getByTestId('next-hand')).toHaveTextContent(/Next hand in [78] s/));

    // An older update never overwrites a newer snapshot.
    act(() =>
      socket.serverSends('table_update', {
        table_id: TABLE_ID,
        version: 7,
        snapshot: snapshot({ version: 7 }),
      }),
    );
    expect(screen.getByTestId('rummy-results')).toBeInTheDocument();

    // The match's end: the winner reads "You win", another player's win names them.
    for (const [winner, text] of [
      [0, 'You win the match.'],
      [1, 'wins the match.'],
    ] as const) {
      const version = 10 + winner;
      const ended = snapshot({
        ...over,
        version,
        view: { ...over.view, result: { winner, reason: 'most-chips', shares: [], denominator: 1 } },
      });
      act(() => socket.serverSends('table_update', { table_id: TABLE_ID, version, snapshot: ended }));
      await vi.waitFor(() =>
        expect(within(screen.getByTestId('rummy-results')).getByRole('status')).toHaveTextContent(text),
      );
    }
  });

  it('leaves after a confirm that says a hand is on, and goes back to the picker', async () => {
    const calls = stubState([snapshot()]);
    const { user, router } = renderTable();
    await screen.findByTestId('hand');
    await user.click(screen.getByRole('button', { name: /Leave/ }));
    const dialog = screen.getByRole('dialog', { name: 'Leave the table?' });
    expect(dialog).toHaveTextContent('counts as a drop');
    await user.click(within(dialog).getByRole('button', { name: 'Leave table' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/tables/rummy'));
    expect(calls.find((call) => call.url === '/api/tables/leave')?.body).toEqual({
      player_id: 'P1001',
      table_id: TABLE_ID,
    });
  });

  it('says why when the table stood me up for sitting out too long, not when it stood up another seat', async () => {
    stubState([snapshot(), snapshot(), snapshot()]);
    renderTable();
    await screen.findByTestId('hand');
    await vi.waitFor(() => expect(identified()).toHaveLength(2));
    act(() => identified().forEach((socket) => socket.serverSends('info', { message: 'connected' })));
    const socket = identified().find((entry) => entry.sent('table_watch').length > 0)!;
    const stoodUp = (seat: number) =>
      act(() =>
        socket.serverSends('table_events', {
          table_id: TABLE_ID,
          version: 1,
          events: [{ type: 'stood-up', seat, reason: 'sit-out' }],
        }),
      );
    stoodUp(1);
    expect(screen.queryByText(/you were stood up/)).not.toBeInTheDocument();
    stoodUp(0);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /You sat out for too long, so you were stood up/,
    );
    expect(screen.getByRole('link', { name: 'Choose a table' })).toHaveAttribute('href', '/tables/rummy');
  });

  it('tells a player who does not sit at the table, with a way to the picker', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ status: 0, message: 'You do not sit at this table' }), {
            status: 403,
          }),
        ),
      ),
    );
    renderTable();
    expect(await screen.findByText('You are not seated at this table.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a table' })).toHaveAttribute('href', '/tables/rummy');
  });
});
