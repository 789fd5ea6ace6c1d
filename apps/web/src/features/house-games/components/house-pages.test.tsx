import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GameHistoryRow, HouseRound } from '@khelo/contracts/house-games';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { crashPoint } from '@khelo/games/crash';
import { chainCommitment, chainSeed, commitmentOf } from '@khelo/games/fair';
import { ZOO_WHEEL, zooSector } from '@khelo/games/zoo-roulette';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { createTestI18n } from '@/test/i18n';
import { storeSession } from '@/test/render-app';
import enGames from '../../../../public/locales/en/games.json';
import hdGames from '../../../../public/locales/hd/games.json';

// The verify page and /game-history through the real route table, with the API stubbed at fetch.

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function stubFetch(answers: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const key = Object.keys(answers).find((path) => String(url).endsWith(path));
      if (!key) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        new Response(JSON.stringify(answers[key]), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
}

function renderAt(path: string) {
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'games', enGames);
  i18n.addResourceBundle('hd', 'games', hdGames);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return userEvent.setup();
}

const terminal = 'a1'.repeat(32);
const seed = chainSeed(terminal, 20, 7);
const round: HouseRound = {
  round_id: 5,
  game_code: 'SPB02001',
  round_no: '5501',
  phase: 'settled',
  commitment: commitmentOf(seed),
  client_seed: 'client-seed',
  nonce: '5501',
  chain_index: 7,
  chain_commitment: chainCommitment(terminal, 20),
  betting_closes_at: '2026-11-23T10:00:00.000Z',
  starts_at: '2026-11-23T10:00:00.000Z',
  ends_at: '2026-11-23T10:00:09.000Z',
  server_seed: seed,
  result: crashPoint(seed, 'client-seed', '5501') / 100,
};

describe('the verify page', () => {
  it('recomputes a revealed round in the browser and says it matches the game', async () => {
    stubFetch({ '/house/rounds/5': { status: 1, round } });
    const user = renderAt('/provably-fair?round=5');
    expect(await screen.findByDisplayValue(seed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const result = screen.getByTestId('verify-result');
    expect(within(result).getAllByText('Yes')).toHaveLength(2);
    expect(within(result).getByTestId('verify-outcome')).toHaveTextContent(
      `${round.result!.toFixed(2)}x same as in the game`,
    );
  });

  it('recomputes a zoo roulette spin: the sector and its animal', async () => {
    const sector = zooSector(seed, 'client-seed', '12');
    const zoo = { ...round, round_id: 6, game_code: 'RRL06002', round_no: '12', nonce: '12', result: sector };
    stubFetch({ '/house/rounds/6': { status: 1, round: zoo } });
    const user = renderAt('/provably-fair?round=6');
    expect(await screen.findByDisplayValue(seed)).toBeInTheDocument();
    expect(screen.getByRole('combobox')).toHaveValue('zoo');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const name = enGames.zoo.sector[ZOO_WHEEL[sector]!];
    expect(within(screen.getByTestId('verify-result')).getByTestId('verify-outcome')).toHaveTextContent(
      `Sector ${sector}:`,
    );
    expect(screen.getByTestId('verify-outcome')).toHaveTextContent(`${name} same as in the game`);
  });

  it('says No when the seed does not match the published hash', async () => {
    stubFetch({ '/house/rounds/5': { status: 1, round } });
    const user = renderAt('/provably-fair?round=5');
    const input = await screen.findByDisplayValue(seed);
    await user.clear(input);
    await user.type(input, 'not-the-seed');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(within(screen.getByTestId('verify-result')).getByText('No')).toBeInTheDocument();
  });
});

describe('/game-history', () => {
  const row: GameHistoryRow = {
    round_id: 5,
    round_no: '5501',
    game_code: 'SPB02001',
    game_name: 'Aviator',
    created_at: '2026-11-23T10:00:01.000Z',
    selection: 'crash',
    stake: 100,
    payout: 170,
    status: 'won',
    result: 2.35,
    cashout_multiplier: 1.7,
    verifiable: true,
    mode: 'real',
  };

  it('lists the rounds with stake, payout, result and a verify link, in Hindi too', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    storeSession();
    stubFetch({
      '/api/game-history': {
        status: 1,
        message: 'game history',
        data: [row],
        page: 1,
        page_size: 10,
        total: 1,
        total_pages: 1,
      },
    });
    renderAt('/game-history');
    const table = await screen.findByTestId('game-history');
    expect(table).toHaveTextContent('एविएटर');
    expect(table).toHaveTextContent('1.70x पर कैश-आउट');
    expect(table).toHaveTextContent('2.35x पर क्रैश');
    expect(within(table).getByRole('link', { name: /जाँचें/ })).toHaveAttribute(
      'href',
      '/provably-fair?round=5',
    );
  });

  it("shows the player's own outcome, rounded as the game showed it", async () => {
    storeSession();
    const rows: GameHistoryRow[] = [
      // Cashed out at 1.05x in a round that flew to 3.13x.
      { ...row, round_id: 7, stake: 10, payout: 10.5, cashout_multiplier: 1.05, result: 3.13 },
      { ...row, round_id: 8, status: 'lost', payout: 0, cashout_multiplier: null, result: 1.52 },
      // Mines, 3 mines, 2 gems: the game showed 1.28x (rounded down); 12.85 / 10 would say 1.29x.
      {
        ...row,
        round_id: 9,
        game_code: 'SPB02010',
        game_name: 'Mines',
        selection: 'mines:3',
        stake: 10,
        payout: 12.85,
        cashout_multiplier: 1.28,
        result: 7,
      },
      {
        ...row,
        round_id: 10,
        game_code: 'SPB02010',
        selection: 'mines:3',
        status: 'lost',
        payout: 0,
        cashout_multiplier: null,
        result: 7,
      },
      // Zoo Roulette: the slip's bets and the winning sector's animal (sector 0 is the gold shark).
      {
        ...row,
        round_id: 11,
        game_code: 'RRL06002',
        selection: 'lion*1000,birds*500',
        status: 'lost',
        payout: 0,
        cashout_multiplier: null,
        result: 0,
      },
    ];
    stubFetch({
      '/api/game-history': {
        status: 1,
        message: 'game history',
        data: rows,
        page: 1,
        page_size: 10,
        total: 5,
        total_pages: 1,
      },
    });
    renderAt('/game-history');
    const cells = within(await screen.findByTestId('game-history'))
      .getAllByRole('row')
      .slice(1)
      .map((tr) => within(tr).getAllByRole('cell')[5]!.textContent);
    expect(cells).toEqual([
      'Cashed out at 1.05xCrashed at 3.13x',
      'Crashed at 1.52x',
      'Cashed out at 1.28x',
      '💣 Mine',
      'Gold shark',
    ]);
    // The animal is drawn, not an emoji (a device without an emoji font showed a box).
    expect(screen.getByTestId('game-history').querySelector('svg[data-icon="gold-shark"]')).not.toBeNull();
    expect(screen.getByTestId('game-history')).toHaveTextContent('Lion · Birds');
  });

  it('marks a practice round as practice, with chips instead of ₹', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    storeSession();
    const practice: GameHistoryRow = { ...row, round_id: 6, stake: 250, payout: 500, mode: 'practice' };
    stubFetch({
      '/api/game-history': {
        status: 1,
        message: 'game history',
        data: [practice, row],
        page: 1,
        page_size: 10,
        total: 2,
        total_pages: 1,
      },
    });
    renderAt('/game-history');
    const [practiceRow, cashRow] = within(await screen.findByTestId('game-history'))
      .getAllByRole('row')
      .slice(1);
    expect(within(practiceRow!).getByTestId('history-practice')).toHaveTextContent('प्रैक्टिस');
    expect(practiceRow).toHaveTextContent('250 चिप्स');
    expect(practiceRow).toHaveTextContent('500 चिप्स');
    expect(practiceRow).not.toHaveTextContent('₹');
    expect(within(cashRow!).queryByTestId('history-practice')).toBeNull();
    expect(cashRow).toHaveTextContent('₹100');
    expect(cashRow).toHaveTextContent('₹170');
  });

  it('says so when the player has not played yet', async () => {
    storeSession();
    stubFetch({
      '/api/game-history': {
        status: 1,
        message: 'No game rounds yet',
        data: [],
        page: 1,
        page_size: 10,
        total: 0,
        total_pages: 1,
      },
    });
    renderAt('/game-history');
    expect(await screen.findByText(enGames.history.empty)).toBeInTheDocument();
  });

  it('shows when a round was played in IST, as /history does, whatever the browser zone', async () => {
    storeSession();
    stubFetch({
      '/api/game-history': {
        status: 1,
        message: 'game history',
        data: [{ ...row, created_at: '2026-11-22T14:02:37.000Z' }],
        page: 1,
        page_size: 10,
        total: 1,
        total_pages: 1,
      },
    });
    renderAt('/game-history');
    const table = await screen.findByTestId('game-history');
    expect(table).toHaveTextContent('22 Nov 2026, 7:32 pm IST');
    expect(table).not.toHaveTextContent('2:02');
  });
});

describe('games.json', () => {
  it('has every English key in Hindi, translated', () => {
    const keys = (node: object, prefix = ''): string[] =>
      Object.entries(node).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null
          ? keys(value as object, `${prefix}${key}.`)
          : [`${prefix}${key}`],
      );
    expect(keys(hdGames).sort()).toEqual(keys(enGames).sort());
  });
});
