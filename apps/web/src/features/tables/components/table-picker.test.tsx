import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

vi.mock('@/lib/socket', () => import('@/test/fake-socket'));
import type { TableOffer } from '@khelo/contracts/tables';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { createTestI18n } from '@/test/i18n';
import { storeSession } from '@/test/render-app';
import enTables from '../../../../public/locales/en/tables.json';
import { snapshot, TABLE_ID } from './table-fixture';
import hdTables from '../../../../public/locales/hd/tables.json';

// The table picker through the real route table, the API stubbed at fetch.

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function offer(overrides: Partial<TableOffer>): TableOffer {
  return {
    offer_id: 'practice-rummy-points-2-1',
    game: 'rummy',
    mode: 'practice',
    variant: 'points',
    seats: 2,
    stake: 1,
    max_loss: 80,
    prize_estimate: 72,
    players_seated: 3,
    tables_open: 2,
    ...overrides,
  };
}

const PRACTICE = [
  offer({}),
  offer({
    offer_id: 'practice-rummy-points-6-0.1',
    seats: 6,
    stake: 0.1,
    max_loss: 8,
    prize_estimate: 36,
    players_seated: 0,
  }),
  offer({
    offer_id: 'practice-rummy-pool101-6-10',
    variant: 'pool',
    pool: 101,
    seats: 6,
    stake: 10,
    entry: 10,
    max_loss: undefined,
    prize_estimate: 54,
  }),
];
const CASH = [
  offer({
    offer_id: 'rummy-points-2-0.5',
    mode: 'cash',
    stake: 0.5,
    max_loss: 40,
    prize_estimate: 36,
    players_seated: 1,
  }),
];

interface Call {
  url: string;
  method: string;
  body: Record<string, unknown> | null;
}

function stubTables(join: (body: Record<string, unknown>) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const body = init?.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : null;
      calls.push({ url, method: init?.method ?? 'GET', body });
      if (url.startsWith('/api/tables/lobby')) {
        const mode = new URL(url, 'http://x').searchParams.get('mode');
        return Promise.resolve(
          json(200, { status: 1, message: 'Tables', offers: mode === 'cash' ? CASH : PRACTICE }),
        );
      }
      if (url === '/api/tables/mine')
        return Promise.resolve(json(200, { status: 1, message: 'Your tables', tables: [] }));
      if (url === '/api/tables/join') {
        const answer = join(body ?? {});
        return Promise.resolve(json(answer.status, answer.body));
      }
      return Promise.reject(new TypeError('Failed to fetch'));
    }),
  );
  return calls;
}

function renderPicker(path = '/tables/rummy', language: 'en' | 'hd' = 'en') {
  const i18n = createTestI18n(language);
  i18n.addResourceBundle('en', 'tables', enTables);
  i18n.addResourceBundle('hd', 'tables', hdTables);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

describe('the table picker', { timeout: 15_000 }, () => {
  it('lists the practice points tables with seats, stake, what a hand can cost, prize and players seated', async () => {
    stubTables(() => ({ status: 500, body: {} }));
    renderPicker();
    expect(await screen.findByRole('heading', { name: 'Rummy tables' })).toBeInTheDocument();
    const offers = await screen.findAllByRole('article');
    expect(offers).toHaveLength(2);
    // Cheapest first.
    expect(offers[0]).toHaveAttribute('data-offer-id', 'practice-rummy-points-6-0.1');
    const first = offers[1]!;
    expect(within(first).getByText('2 players')).toBeInTheDocument();
    expect(within(first).getByText('Point value').nextSibling).toHaveTextContent(/^1 chip$/);
    expect(within(first).getByText('Most you can lose').nextSibling).toHaveTextContent('80 chips');
    expect(within(first).getByText('Prize').nextSibling).toHaveTextContent('72 chips');
    expect(within(first).getByTestId('players-seated')).toHaveTextContent('3 playing');
  });

  it('switches to pool and to cash, asking the lobby for that mode', async () => {
    const calls = stubTables(() => ({ status: 500, body: {} }));
    const { user } = renderPicker();
    await screen.findAllByRole('article');
    await user.click(screen.getByRole('tab', { name: 'Pool' }));
    const pool = await screen.findAllByRole('article');
    expect(pool).toHaveLength(1);
    expect(within(pool[0]!).getByText('Pool 101')).toBeInTheDocument();
    expect(within(pool[0]!).getByText('Entry fee')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Points' }));
    await user.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(await screen.findByText('₹0.50')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/tables/lobby?game=rummy&mode=cash')).toBe(true);
  });

  it('asks a visitor to log in before joining, and sends nothing', async () => {
    const calls = stubTables(() => ({ status: 500, body: {} }));
    const { user } = renderPicker();
    const offers = await screen.findAllByRole('article');
    await user.click(within(offers[0]!).getByRole('button', { name: 'Join table' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/tables/join')).toEqual([]);
  });

  it('joins the chosen offer as the logged-in player and opens the table', async () => {
    storeSession({ playerId: 'P1001', token: 'access-token' });
    const calls = stubTables(() => ({
      status: 200,
      body: { status: 1, message: 'Seated', table: snapshot() },
    }));
    const { user, router } = renderPicker();
    const offers = await screen.findAllByRole('article');
    await user.click(within(offers[1]!).getByRole('button', { name: 'Join table' }));
    const joins = calls.filter((call) => call.url === '/api/tables/join');
    expect(joins.map((call) => call.body)).toEqual([
      { player_id: 'P1001', offer_id: 'practice-rummy-points-2-1' },
    ]);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/tables/rummy/${TABLE_ID}`));
  });

  it('says why a join was refused and stays on the picker', async () => {
    storeSession({ playerId: 'P1001', token: 'access-token' });
    stubTables(() => ({ status: 409, body: { status: 0, message: 'No seat is free right now, try again' } }));
    const { user, router } = renderPicker();
    const offers = await screen.findAllByRole('article');
    await user.click(within(offers[0]!).getByRole('button', { name: 'Join table' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not join the table: No seat is free right now, try again',
    );
    expect(router.state.location.pathname).toBe('/tables/rummy');
  });

  it('in Hindi', async () => {
    stubTables(() => ({ status: 500, body: {} }));
    renderPicker('/tables/rummy', 'hd');
    expect(await screen.findByRole('heading', { name: 'रमी टेबल' })).toBeInTheDocument();
    const offers = await screen.findAllByRole('article');
    expect(within(offers[0]!).getByRole('button', { name: 'टेबल पर बैठें' })).toBeInTheDocument();
  });
});
