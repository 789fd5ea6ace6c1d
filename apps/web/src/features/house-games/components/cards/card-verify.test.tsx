import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardRound } from '@khelo/contracts/house-cards';
import { dealFromShoe, outcomeCodeOf } from '@khelo/games/card-round';
import { chainCommitment, chainSeed, commitmentOf } from '@khelo/games/fair';
import { cardLabel, shuffleShoe } from '@khelo/games/shoe';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { createTestI18n } from '@/test/i18n';
import { stubApi } from '@/test/catalog-fixture';
import enGames from '../../../../../public/locales/en/games.json';
import { CardStage } from './card-stage';
import { VerifyPage } from '../verify-page';
import { CardVerify } from './card-verify';

// The card round check of the verify page: the shoe is shuffled again in the browser from the revealed
// seed and the round's cards are dealt from its position; and the table turns cards over in dealing order.

afterEach(() => vi.unstubAllGlobals());

const terminal = 'c3'.repeat(32);
const shoeSeed = chainSeed(terminal, 30, 4);
const shoe = shuffleShoe(shoeSeed, 'client', 4, 6);
const deal = dealFromShoe('baccarat', shoe, 0);

function cardRound(overrides: { seed?: string | null; cards?: number[] } = {}): CardRound {
  const cards = overrides.cards ?? deal.cards;
  return {
    round: {
      round_id: 9,
      game_code: 'SPB02031',
      round_no: '12',
      phase: 'settled',
      commitment: commitmentOf(shoeSeed),
      client_seed: 'client',
      nonce: '4',
      chain_index: 4,
      chain_commitment: chainCommitment(terminal, 30),
      betting_closes_at: '2026-11-23T10:00:00.000Z',
      starts_at: '2026-11-23T10:00:00.000Z',
      ends_at: '2026-11-23T10:00:05.000Z',
      server_seed: overrides.seed === undefined ? shoeSeed : overrides.seed,
      result: outcomeCodeOf(deal),
    },
    shoe: {
      shoe_id: 3,
      decks: 6,
      commitment: commitmentOf(shoeSeed),
      dealt: deal.cards.length,
      cut_index: 2,
      total_cards: 312,
      seed: overrides.seed === undefined ? shoeSeed : overrides.seed,
      finished: overrides.seed !== null,
    },
    hand_no: 1,
    first_card: 0,
    deal: {
      cards,
      hands: { player: deal.kind === 'baccarat' ? deal.player : [], banker: [] },
      totals: { player: 0, banker: 0 },
      winner: deal.winner,
    },
  };
}

function renderIt(node: React.ReactNode) {
  const i18n = createTestI18n('en');
  i18n.addResourceBundle('en', 'games', enGames);
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      {node}
    </AppProviders>,
  );
  return userEvent.setup();
}

describe('card round verification', () => {
  it('deals the round again from the revealed shoe seed and finds the same cards', async () => {
    stubApi({ 'house/cards/rounds/9': () => ({ body: { status: 1, ...cardRound() } }) });
    const user = renderIt(<CardVerify roundId={9} />);
    await user.click(await screen.findByRole('button', { name: 'Shuffle the shoe and deal' }));
    const result = screen.getByTestId('verify-result');
    expect(result).toHaveTextContent('same as in the game');
    expect(result).not.toHaveTextContent('No');
    expect(screen.getAllByRole('img')).toHaveLength(deal.cards.length);
  });

  it('says so when the table dealt other cards than the shoe gives', async () => {
    const other = deal.cards.map((card) => (card + 1) % 52);
    stubApi({ 'house/cards/rounds/9': () => ({ body: { status: 1, ...cardRound({ cards: other }) } }) });
    const user = renderIt(<CardVerify roundId={9} />);
    await user.click(await screen.findByRole('button', { name: 'Shuffle the shoe and deal' }));
    expect(screen.getByTestId('verify-result')).toHaveTextContent('differs from the game');
  });

  it('waits for the cut card before the shoe seed is shown', async () => {
    stubApi({ 'house/cards/rounds/9': () => ({ body: { status: 1, ...cardRound({ seed: null }) } }) });
    renderIt(<CardVerify roundId={9} />);
    expect(await screen.findByText(/its seed is revealed when the cut card comes out/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Shuffle the shoe and deal' })).toBeDisabled();
  });
});

describe('card rounds typed into /provably-fair', () => {
  function renderVerifyPage() {
    return renderIt(
      <MemoryRouter initialEntries={['/provably-fair']}>
        <VerifyPage />
      </MemoryRouter>,
    );
  }

  // Pasted, as a player copies a seed: typing 64 characters one by one is slow.
  async function typeIn(
    user: ReturnType<typeof userEvent.setup>,
    game: string,
    seedText: string,
    position: number,
  ) {
    const fill = async (label: string, value: string) => {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      await user.click(input);
      await user.paste(value);
    };
    await user.selectOptions(screen.getByLabelText('Game'), game);
    await fill('Shoe seed', seedText);
    await fill('Published hash (SHA-256 of the server seed)', commitmentOf(shoeSeed));
    await fill('Client seed', 'client');
    await fill('Nonce (round or issue number)', '4');
    await user.selectOptions(screen.getByLabelText('Decks'), '6');
    await fill('First card in the shoe', String(position));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
  }

  it('lists every house game, Dragon Tiger and Baccarat included', () => {
    renderVerifyPage();
    expect(
      within(screen.getByLabelText('Game'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Aviator',
      'Color Prediction',
      'European Roulette',
      'Zoo Roulette',
      'Mines',
      'Dragon Tiger',
      'Baccarat',
    ]);
  });

  it('shuffles the shoe in the browser and deals a Dragon Tiger round from its first card', async () => {
    const user = renderVerifyPage();
    await typeIn(user, 'Dragon Tiger', shoeSeed, 10);
    const expected = dealFromShoe('dragon-tiger', shoe, 10);
    const result = screen.getByTestId('verify-result');
    expect(within(result).getByText('Yes')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('verify-cards'))
        .getAllByRole('img')
        .map((card) => card.getAttribute('aria-label')),
    ).toEqual(expected.cards.map(cardLabel));
    expect(screen.getByTestId('verify-outcome')).toHaveTextContent(
      expected.winner === 'tie' ? 'Tie' : expected.winner === 'dragon' ? 'Dragon wins' : 'Tiger wins',
    );
  });

  it('says No for a Baccarat shoe seed that is not the published one', async () => {
    const user = renderVerifyPage();
    await typeIn(user, 'Baccarat', 'not-the-seed', 0);
    expect(within(screen.getByTestId('verify-result')).getByText('No')).toBeInTheDocument();
  });
});

describe('the card stage', () => {
  it('turns the cards over in dealing order: player, banker, player, banker, then the third cards', () => {
    const hands = { player: [0, 4, 8], banker: [12, 16] };
    renderIt(
      <CardStage
        sides={['player', 'banker']}
        deal={{ cards: [0, 12, 4, 16, 8], hands, totals: { player: 0, banker: 0 }, winner: 'banker' }}
        shown={3}
        settled={false}
      />,
    );
    // Faces: player's first two (positions 0 and 2) and the banker's first (position 1).
    expect(screen.getAllByRole('img').map((card) => card.getAttribute('aria-label'))).toEqual([
      'A♠',
      '2♠',
      '4♠',
    ]);
  });
});
