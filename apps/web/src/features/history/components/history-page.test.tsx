import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import type { HistoryFilter, HistoryResponse, HistoryRow } from '@khelo/contracts/wallet';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { createTestI18n } from '@/test/i18n';
import { storeSession } from '@/test/render-app';
import enHistory from '../../../../public/locales/en/history.json';
import hdHistory from '../../../../public/locales/hd/history.json';

// /history through the real route table with transaction/history stubbed at fetch.

afterEach(() => {
  vi.unstubAllGlobals();
});

function row(overrides: Partial<HistoryRow> & Pick<HistoryRow, 'transaction_id'>): HistoryRow {
  return {
    created_on: '23/11/2026, 00:15:09',
    created_at: '2026-11-22T18:45:09.000Z',
    transaction_details: { remarks: 'Aviator: bet, round 7' },
    transaction_type: 1,
    amount: 20.5,
    type: 'game_debit',
    status: 'completed',
    ...overrides,
  };
}

function page(rows: HistoryRow[], extra: Partial<HistoryResponse> = {}): HistoryResponse {
  return {
    status: 1,
    message: rows.length ? 'transaction history' : 'No data found',
    data: rows,
    filter: 'all',
    page: 1,
    page_size: 10,
    total: rows.length,
    total_pages: Math.ceil(rows.length / 10),
    ...extra,
  };
}

interface SentHistory {
  operator_id: number;
  player_id: string;
  filter: HistoryFilter;
  page: number;
}

type Answer = { status: number; body: unknown };

/** Stubs fetch: transaction/history answers through `answer`; anything else is offline. */
function stubHistory(answer: (body: SentHistory) => Answer) {
  const sent: Array<{ body: SentHistory; headers: Record<string, string> }> = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (!String(url).endsWith('/transaction/history'))
      return Promise.reject(new TypeError('Failed to fetch'));
    const body = JSON.parse(init?.body as string) as SentHistory;
    sent.push({ body, headers: init?.headers as Record<string, string> });
    const { status, body: payload } = answer(body);
    return Promise.resolve(
      new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } }),
    );
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

function renderHistory(path = '/history') {
  storeSession();
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'history', enHistory);
  i18n.addResourceBundle('hd', 'history', hdHistory);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user };
}

const rowsOf = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('the history page', () => {
  it('asks for page 1 of all with the Bearer token and the stored player', async () => {
    const sent = stubHistory(() => ({ status: 200, body: page([row({ transaction_id: '1' })]) }));
    renderHistory();
    await screen.findByRole('table');
    expect(sent[0]!.body).toEqual({ operator_id: 230201, player_id: 'P1001', filter: 'all', page: 1 });
    expect(sent[0]!.headers.Authorization).toBe('Bearer access-token');
    expect(screen.getByRole('heading', { name: 'View Transactions' })).toBeInTheDocument();
  });

  it('shows each row with its IST date, details and the spec colours and signs', async () => {
    stubHistory(() => ({
      status: 200,
      body: page([
        row({ transaction_id: '1', transaction_type: 1, amount: 20.5, type: 'game_debit' }),
        row({
          transaction_id: '2',
          transaction_type: 2,
          amount: 41,
          type: 'game_credit',
          transaction_details: { remarks: 'Aviator: win, round 7' },
        }),
        row({
          transaction_id: '3',
          transaction_type: 4,
          amount: 100,
          type: 'withdrawal',
          transaction_details: { remarks: 'To UPI' },
        }),
        row({
          transaction_id: '4',
          transaction_type: 3,
          amount: 50,
          type: 'deposit',
          status: 'pending',
          transaction_details: { remarks: 'UTR 123' },
        }),
        row({
          transaction_id: '5',
          transaction_type: 5,
          amount: 25,
          type: 'bonus',
          transaction_details: { remarks: 'Welcome bonus' },
        }),
      ]),
    }));
    renderHistory();
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Date (IST)' })).toBeInTheDocument();
    const [debit, credit, withdrawal, pending, bonus] = rowsOf();

    // 18:45:09 UTC on the 22nd is 00:15:09 on the 23rd in India.
    expect(debit).toHaveTextContent('23 Nov 2026');
    expect(debit).toHaveTextContent(/12:15\s?am IST/i);
    expect(within(debit!).getByText('Game bet')).toBeInTheDocument();
    expect(within(debit!).getByText('Aviator: bet, round 7')).toBeInTheDocument();

    const amount = (tr: HTMLElement) => tr.querySelector('.history-amount')!;
    expect(amount(debit!)).toHaveTextContent('−₹20.50');
    expect(amount(debit!)).toHaveClass('history-amount--debit');
    expect(amount(credit!)).toHaveTextContent('₹41.00');
    expect(amount(credit!).textContent).not.toContain('−');
    expect(amount(credit!)).toHaveClass('history-amount--credit');
    expect(amount(withdrawal!)).toHaveTextContent('₹100.00');
    expect(amount(withdrawal!).textContent).not.toContain('−');
    expect(amount(withdrawal!)).toHaveClass('history-amount--debit');
    expect(amount(pending!)).toHaveClass('history-amount--other');
    expect(within(pending!).getByText('Pending')).toBeInTheDocument();
    expect(amount(bonus!)).toHaveClass('history-amount--other');
  });

  it('filters on the server and keeps the filter in the address', async () => {
    const sent = stubHistory(({ filter }) => ({
      status: 200,
      body: page(
        [
          row({
            transaction_id: filter,
            type: filter === 'game' ? 'game_credit' : 'deposit',
            transaction_type: 2,
          }),
        ],
        { filter },
      ),
    }));
    const { user, router } = renderHistory();
    await screen.findByRole('table');
    const filters = screen.getByRole('group', { name: 'Show transactions' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['All', 'Deposits', 'Game', 'Bonus', 'Cashback', 'Pending', 'Other']);
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(filters).getByRole('button', { name: 'Game' }));
    await screen.findByText('Game win');
    expect(sent.at(-1)!.body).toMatchObject({ filter: 'game', page: 1 });
    expect(router.state.location.search).toBe('?filter=game');
    expect(within(filters).getByRole('button', { name: 'Game' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('pages of 10 with previous and next', async () => {
    const all = Array.from({ length: 23 }, (_, index) =>
      row({
        transaction_id: String(23 - index),
        amount: 23 - index,
        transaction_type: 2,
        type: 'game_credit',
      }),
    );
    const sent = stubHistory(({ page: number }) => ({
      status: 200,
      body: page(all.slice((number - 1) * 10, number * 10), { page: number, total: 23, total_pages: 3 }),
    }));
    const { user, router } = renderHistory();
    await screen.findByRole('table');
    expect(rowsOf()).toHaveLength(10);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();

    await user.click(next);
    await screen.findByText('Page 2 of 3');
    expect(sent.at(-1)!.body.page).toBe(2);
    expect(router.state.location.search).toBe('?page=2');
    expect(rowsOf()[0]).toHaveTextContent('₹13.00');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 3 of 3');
    expect(rowsOf()).toHaveLength(3);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Page 2 of 3');
  });

  it('a player without transactions: "You do not have any transactions in your account."', async () => {
    stubHistory(() => ({ status: 404, body: { status: 0, message: 'transaction history not found' } }));
    renderHistory();
    expect(await screen.findByText('You do not have any transactions in your account.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('a filter without rows: the warning "No data found"', async () => {
    stubHistory(({ filter }) => ({ status: 200, body: page([], { filter }) }));
    renderHistory('/history?filter=cashback');
    // Inline, and as a warning toast.
    expect(
      await screen.findByText('No data found', { selector: '.history-state__text' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('No data found')).toHaveLength(2));
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('a failure shows the message and a retry', async () => {
    let calls = 0;
    stubHistory(() => {
      calls += 1;
      return calls <= 2
        ? { status: 500, body: { status: 0, message: 'Internal server error' } }
        : { status: 200, body: page([row({ transaction_id: '1' })]) };
    });
    const { user } = renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('table');
  });

  it('speaks Hindi', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    stubHistory(() => ({ status: 404, body: { status: 0, message: 'transaction history not found' } }));
    renderHistory();
    expect(await screen.findByText('आपके खाते में कोई लेन-देन नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सभी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'लंबित' })).toBeInTheDocument();
  });

  it('shows the details the server writes in English in Hindi, and unknown ones as written', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    stubHistory(() => ({
      status: 200,
      body: page([
        row({
          transaction_id: '1',
          type: 'bonus',
          transaction_type: 5,
          transaction_details: { remarks: 'Sign-up bonus' },
        }),
        row({ transaction_id: '2', transaction_details: { remarks: 'Aviator: bet, round 7' } }),
        row({
          transaction_id: '4',
          type: 'game_credit',
          transaction_type: 2,
          transaction_details: { remarks: 'Gates of Olympus: win, round 9' },
        }),
        row({
          transaction_id: '3',
          type: 'adjustment',
          transaction_type: 2,
          transaction_details: { remarks: 'Goodwill credit after a dropped game' },
        }),
        row({
          transaction_id: '5',
          type: 'bonus',
          transaction_type: 5,
          transaction_details: { remarks: 'Fortune Wheel, Diwali night: audience prize' },
        }),
      ]),
    }));
    renderHistory();
    await screen.findByRole('table');
    const [bonus, bet, studioWin, adjustment, showPrize] = rowsOf();
    expect(within(bonus!).getByText('साइन-अप बोनस')).toBeInTheDocument();
    expect(bonus).not.toHaveTextContent('Sign-up bonus');
    // The game by the name the Hindi lobby gives it; a studio's own title stays as the catalog writes it.
    expect(within(bet!).getByText('एविएटर: दांव, राउंड 7')).toBeInTheDocument();
    expect(within(studioWin!).getByText('Gates of Olympus: जीत, राउंड 9')).toBeInTheDocument();
    expect(within(adjustment!).getByText('Goodwill credit after a dropped game')).toBeInTheDocument();
    // A Fortune Wheel show's prize: the promotion by its Hindi name, the show by the title staff gave it.
    expect(within(showPrize!).getByText('फ़ॉर्च्यून व्हील, Diwali night: दर्शक इनाम')).toBeInTheDocument();
  });
});
