import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TAMBOLA_GAME_CODE,
  TAMBOLA_MESSAGES,
  TAMBOLA_PRIZES,
  type TambolaState,
} from '@khelo/contracts/house-tambola';
import { createTestI18n } from '@/test/i18n';
import { stubApi } from '@/test/stub-api';
import enGames from '../../../../../public/locales/en/games.json';
import enTambola from '../../../../../public/locales/en/tambola.json';
import { TambolaGame } from './tambola-game';

// The socket only says when to refetch; here the refetches follow the purchases.
vi.mock('./use-tambola-live', () => ({ useTambolaLive: () => undefined }));

// The room as a player sees it before and as sales close: share prizes show as shares of the sales until
// the sales are known, and a purchase refused because sales closed keeps its message once the buy panel
// has gone (the refusal and the close of sales reach the page together).

const SHARES = { 'early-five': 10, 'top-line': 15, 'middle-line': 15, 'bottom-line': 15, 'full-house': 45 };

function stateAt(phase: 'betting' | 'running'): TambolaState {
  const at = new Date(Date.now() + 30_000).toISOString();
  return {
    status: 1,
    message: 'OK',
    server_time: new Date().toISOString(),
    game_code: TAMBOLA_GAME_CODE,
    mode: 'real',
    timings: { sale_ms: 60_000, call_ms: 4_000, pause_ms: 10_000 },
    balance: 100,
    game: {
      round: {
        round_id: 5,
        game_code: TAMBOLA_GAME_CODE,
        round_no: '5',
        phase,
        commitment: 'a'.repeat(64),
        client_seed: 'c',
        nonce: '5',
        chain_index: 5,
        chain_commitment: 'b'.repeat(64),
        betting_closes_at: at,
        starts_at: at,
        ends_at: null,
        server_seed: null,
        result: null,
      },
      mode: 'real',
      ticket_price: 10,
      tickets_sold: 4,
      called: [],
      next_call_at: phase === 'running' ? at : null,
      combined_client_seed: null,
      my_client_seeds: [],
      prizes: TAMBOLA_PRIZES.map((prize) => ({
        prize,
        amount: phase === 'running' ? (36 * SHARES[prize]) / 100 : null,
        share_percent: SHARES[prize],
        won_at_call: null,
        winners: [],
      })),
      my_tickets: [],
    },
  };
}

function renderRoom() {
  const i18n = createTestI18n('en');
  i18n.addResourceBundle('en', 'tambola', enTambola);
  i18n.addResourceBundle('en', 'games', enGames);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <TambolaGame token="launch-token" serverNow={() => Date.now()} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Tambola room', () => {
  it('shows share prizes as shares of the sales until sales close, then in rupees', async () => {
    let phase: 'betting' | 'running' = 'betting';
    stubApi({
      [`house/${TAMBOLA_GAME_CODE}/state`]: () => ({ body: stateAt(phase) }),
      // The last ticket before the close: the room refetches and finds the game being called.
      'house/tambola/buy': () => {
        phase = 'running';
        return { body: { status: 1, tickets: [], balance: 90 } };
      },
    });
    renderRoom();
    const fullHouse = await screen.findByTestId('tambola-prize-full-house');
    expect(fullHouse).toHaveTextContent('45% of ticket sales');
    expect(screen.getByText(enTambola.prizes.shareHint)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('tambola-buy'));
    await waitFor(() => expect(fullHouse).toHaveTextContent('16.2'));
    expect(fullHouse).not.toHaveTextContent('%');
    expect(screen.queryByText(enTambola.prizes.shareHint)).not.toBeInTheDocument();
  });

  it('sends the client seed shown under Fairness, the drawn one or the one the player typed', async () => {
    const api = stubApi({
      [`house/${TAMBOLA_GAME_CODE}/state`]: () => ({ body: stateAt('betting') }),
      'house/tambola/buy': (body) => ({
        body: { status: 1, tickets: [], client_seed: body.client_seed, balance: 90 },
      }),
    });
    renderRoom();
    await userEvent.click(await screen.findByText(enTambola.buy.fairness));
    const field = screen.getByTestId('tambola-client-seed');
    const drawn = (field as HTMLInputElement).value;
    expect(drawn).toMatch(/^[0-9a-f]{32}$/);
    await userEvent.click(screen.getByTestId('tambola-buy'));
    await waitFor(() => expect(api.to('house/tambola/buy')).toHaveLength(1));
    expect(api.to('house/tambola/buy')[0]!.body.client_seed).toBe(drawn);
    // The next purchase gets a fresh seed; the player types their own (a newline or é cannot be sent).
    await waitFor(() => expect(field).not.toHaveValue(drawn));
    await userEvent.clear(field);
    await userEvent.type(field, 'Lucky é 7!');
    expect(field).toHaveValue('Lucky  7!');
    await userEvent.click(screen.getByTestId('tambola-buy'));
    await waitFor(() => expect(api.to('house/tambola/buy')).toHaveLength(2));
    expect(api.to('house/tambola/buy')[1]!.body.client_seed).toBe('Lucky  7!');
  });

  it('shows the viewer’s client seeds and, once sales close, the combined seed the calls come from', async () => {
    const running = stateAt('running');
    running.game!.my_client_seeds = ['lucky 7', 'abc'];
    running.game!.combined_client_seed = 'f'.repeat(64);
    stubApi({ [`house/${TAMBOLA_GAME_CODE}/state`]: () => ({ body: running }) });
    renderRoom();
    expect(await screen.findByTestId('tambola-my-seeds')).toHaveTextContent(
      'Your client seeds: lucky 7, abc',
    );
    expect(screen.getByTestId('tambola-combined-seed')).toHaveTextContent(
      `Combined client seed ${'f'.repeat(16)}…`,
    );
  });

  it('keeps a purchase refused as sales close on screen after the buy panel goes', async () => {
    let phase: 'betting' | 'running' = 'betting';
    const api = stubApi({
      [`house/${TAMBOLA_GAME_CODE}/state`]: () => ({ body: stateAt(phase) }),
      'house/tambola/buy': () => {
        phase = 'running';
        return { status: 409, body: { status: 0, message: TAMBOLA_MESSAGES.salesClosed } };
      },
    });
    renderRoom();
    await userEvent.click(await screen.findByTestId('tambola-buy'));
    await waitFor(() => expect(api.to('house/tambola/buy')).toHaveLength(1));
    expect(await screen.findByTestId('tambola-buy-error')).toHaveTextContent(enTambola.errors.closed);
    // The room learns that the game is being called: the buy panel goes, the refusal stays.
    await waitFor(() =>
      expect(screen.getByTestId('tambola-status')).toHaveAttribute('data-phase', 'running'),
    );
    expect(screen.queryByTestId('tambola-buy')).not.toBeInTheDocument();
    expect(screen.getByTestId('tambola-buy-error')).toHaveTextContent(enTambola.errors.closed);
  });
});
