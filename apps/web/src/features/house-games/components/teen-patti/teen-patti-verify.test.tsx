import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { commitmentOf } from '@khelo/games/fair';
import { dealFromSeed } from '@khelo/games/teen-patti/match';
import { renderApp } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import enGames from '../../../../../public/locales/en/games.json';
import hdGames from '../../../../../public/locales/hd/games.json';

// /provably-fair's Teen Patti part with the fairness call stubbed: the browser checks the revealed seed
// against the hash published before the deal and deals every seat's three cards again.

const HAND = '7a1c8f5e-8b7a-4c1e-9f6a-2b3c4d5e6f71';
const seed = 'c0ffee00d4f5e6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1';
const fairness = (overrides: Record<string, unknown> = {}) => ({
  status: 1,
  message: 'Hand fairness',
  hand_id: HAND,
  game: 'teen-patti',
  hand_no: 4,
  hand_status: 'settled',
  server_seed_hash: commitmentOf(seed),
  server_seed: seed,
  client_seed: 'table-client-seed',
  nonce: '4',
  seats: [0, 2, 5],
  options: { seats: 6, boot: 100 },
  ...overrides,
});

function render(path: string) {
  const view = renderApp(path);
  view.i18n.addResourceBundle('en', 'games', enGames);
  view.i18n.addResourceBundle('hd', 'games', hdGames);
  return view;
}

afterEach(() => localStorage.clear());

describe('verifying a Teen Patti hand', () => {
  it("deals every seat's three cards again and says it is verified", async () => {
    stubApi({ [`api/tables/hands/${HAND}/fairness`]: () => ({ body: fairness() }) });
    render(`/provably-fair?hand=${HAND}`);
    expect(await screen.findByTestId('rummy-verdict')).toHaveTextContent(/^Verified/);
    expect(screen.getByTestId('teen-patti-verify')).toHaveTextContent('Teen Patti · hand 4');
    expect(screen.getByText('Teen Patti · 3 players')).toBeInTheDocument();
    const deal = dealFromSeed({ serverSeed: seed, clientSeed: 'table-client-seed', nonce: '4' }, 3);
    for (const [index, seat] of [0, 2, 5].entries()) {
      const row = screen.getByTestId(`teen-patti-seat-${seat}`);
      expect(row).toHaveTextContent(`Seat ${seat + 1}`);
      const shown = within(row)
        .getAllByRole('img')
        .map((card) => card.getAttribute('data-card'));
      expect(shown).toEqual(deal.hands[index]);
    }
  });

  it('says not verified when the revealed seed is not the one whose hash was published', async () => {
    stubApi({
      [`api/tables/hands/${HAND}/fairness`]: () => ({
        body: fairness({ server_seed_hash: commitmentOf('another seed') }),
      }),
    });
    render(`/provably-fair?hand=${HAND}`);
    expect(await screen.findByTestId('rummy-verdict')).toHaveTextContent(/^Not verified/);
    expect(within(screen.getByTestId('verify-result')).getByText('No')).toBeInTheDocument();
  });

  it('speaks Hindi', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    stubApi({ [`api/tables/hands/${HAND}/fairness`]: () => ({ body: fairness() }) });
    render(`/provably-fair?hand=${HAND}`);
    expect(await screen.findByTestId('rummy-verdict')).toHaveTextContent(/^प्रमाणित:/);
    expect(screen.getByTestId('teen-patti-verify')).toHaveTextContent('तीन पत्ती · हाथ 4');
    expect(screen.getByTestId('teen-patti-seat-5')).toHaveTextContent('सीट 6');
  });
});
