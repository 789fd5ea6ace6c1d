import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { commitmentOf } from '@khelo/games/fair';
import { dealFromSeed } from '@khelo/games/rummy/deal';
import { stubApi } from '@/test/stub-api';
import { fairnessOf, openHand, renderVerify, type HandFairness } from '../table-verify/verify-test-support';

// /provably-fair's rummy part with the fairness call stubbed: the browser checks the revealed seed against
// the hash published before the deal and deals the hand again.

const rummy: HandFairness = {
  handId: '5d0c8f5e-8b7a-4c1e-9f6a-2b3c4d5e6f70',
  game: 'rummy',
  handNo: 3,
  seed: 'e3b1c9a0d4f5e6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d2e3f4a5b6c7d8e9f0a1',
  seats: [0, 2],
  options: { variant: 'points', seats: 2 },
};
const HAND = rummy.handId;
const seed = rummy.seed;
const fairness = (overrides: Record<string, unknown> = {}) => fairnessOf(rummy, overrides);
const render = renderVerify;

afterEach(() => localStorage.clear());

describe('verifying a rummy hand', () => {
  it('deals a revealed hand again and says it is verified', async () => {
    openHand(rummy);
    expect(await screen.findByTestId('rummy-verdict')).toHaveTextContent(/^Verified/);
    const deal = dealFromSeed({ serverSeed: seed, clientSeed: 'table-client-seed', nonce: '3' }, 2);
    expect(within(screen.getByTestId('rummy-wild')).getByRole('img')).toHaveAttribute(
      'data-card',
      deal.wildCard,
    );
    expect(within(screen.getByTestId('rummy-open')).getByRole('img')).toHaveAttribute(
      'data-card',
      deal.openCard,
    );
    // Seats 0 and 2 were dealt in; the page names them from 1, each with the 13 cards the seed gives it.
    for (const [index, seat] of [0, 2].entries()) {
      const row = screen.getByTestId(`rummy-seat-${seat}`);
      expect(row).toHaveTextContent(`Seat ${seat + 1}`);
      const shown = within(row)
        .getAllByRole('img')
        .map((card) => card.getAttribute('data-card'));
      expect(shown).toHaveLength(13);
      expect([...shown].sort()).toEqual([...deal.hands[index]!].sort());
    }
    expect(screen.getByText('Points rummy · 2 seats')).toBeInTheDocument();
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

  it('waits for the seed of a hand still being played', async () => {
    stubApi({
      [`api/tables/hands/${HAND}/fairness`]: () => ({
        body: fairness({ server_seed: null, hand_status: 'playing' }),
      }),
    });
    render(`/provably-fair?hand=${HAND}`);
    expect(await screen.findByText(/still being played/)).toBeInTheDocument();
    expect(screen.queryByTestId('rummy-verdict')).not.toBeInTheDocument();
  });

  it('takes a hand id pasted as a link, and refuses text that holds none', async () => {
    const api = stubApi({
      [`api/tables/hands/${HAND}/fairness`]: () => ({
        body: fairness({ options: { variant: 'pool', pool: 101, seats: 6 } }),
      }),
    });
    const { user } = render('/provably-fair');
    const input = await screen.findByLabelText('Hand id');
    await user.type(input, 'hello');
    await user.click(screen.getByRole('button', { name: 'Check hand' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That is not a hand id.');
    expect(api.calls.filter((call) => call.path.startsWith('api/tables'))).toHaveLength(0);

    await user.clear(input);
    await user.type(input, `https://khelo.example/provably-fair?hand=${HAND.toUpperCase()}`);
    await user.click(screen.getByRole('button', { name: 'Check hand' }));
    expect(await screen.findByTestId('rummy-verdict')).toHaveTextContent(/^Verified/);
    expect(screen.getByText('Pool 101 · 6 seats')).toBeInTheDocument();
  });

  it('says that a voided hand was refunded, and still deals it again', async () => {
    openHand(rummy, { hand_status: 'void' });
    expect(await screen.findByTestId('rummy-void')).toHaveTextContent('voided by the operator');
    expect(screen.getByTestId('rummy-verdict')).toHaveTextContent(/^Verified/);
  });

  it('says when the hand does not exist', async () => {
    stubApi({
      [`api/tables/hands/${HAND}/fairness`]: () => ({
        status: 404,
        body: { status: 0, message: 'Hand not found' },
      }),
    });
    render(`/provably-fair?hand=${HAND}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('This hand was not found.');
  });

  it('speaks Hindi', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    openHand(rummy);
    expect(await screen.findByTestId('rummy-verdict')).toHaveTextContent(/^प्रमाणित:/);
    expect(screen.getByTestId('rummy-seat-2')).toHaveTextContent('सीट 3');
  });
});
