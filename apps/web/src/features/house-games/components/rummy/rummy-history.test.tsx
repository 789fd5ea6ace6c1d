import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameHistoryRow } from '@khelo/contracts/house-games';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { renderGameHistory } from '@/test/render-game-history';
import enGames from '../../../../../public/locales/en/games.json';
import type { HistoryRow } from './table-history';

// Finished rummy hands in /game-history, among the house-game rounds, with the API stubbed at fetch.

const HAND = '5d0c8f5e-8b7a-4c1e-9f6a-2b3c4d5e6f70';

const houseRow: GameHistoryRow = {
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

const lostHand: HistoryRow = {
  round_id: 0,
  round_no: '3',
  game_code: 'MZ010005',
  game_name: 'Rummy',
  created_at: '2026-11-24T14:31:00.000Z',
  selection: 'Points · ₹0.50/point',
  stake: 40,
  payout: 28.5,
  status: 'lost',
  result: null,
  cashout_multiplier: null,
  verifiable: true,
  mode: 'real',
  kind: 'table',
  hand_id: HAND,
  table_id: '0b7d3c1e-5a2f-4c6b-9e8d-1f2a3b4c5d6e',
  hand_no: 3,
  points: 23,
  amount: -11.5,
  table: {
    variant: 'points',
    result: 'lost',
    wild_card: '7H',
    finish: '9C',
    groups: [
      ['AS', '2S', '3S'],
      ['5H', '6H', '7D'],
      ['QD', 'KD', '4C'],
      ['8S', '8D', '8C', 'JH'],
    ],
    seats: [
      { seat: 0, name: 'Aarav', is_me: true, result: 'lost', points: 23 },
      { seat: 1, name: 'Meera', is_me: false, result: 'won', points: 0 },
    ],
  },
};

const practiceWin: HistoryRow = {
  ...lostHand,
  hand_id: '7e6d5c4b-3a2f-4e1d-8c0b-9a8f7e6d5c4b',
  selection: 'Pool 101 · entry 10 chips',
  mode: 'practice',
  status: 'won',
  stake: 10,
  payout: 54,
  hand_no: 7,
  points: 0,
  amount: 44,
  table: { ...lostHand.table!, variant: 'pool', result: 'won' },
};

const voided: HistoryRow = {
  ...lostHand,
  hand_id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  status: 'refunded',
  payout: 40,
  hand_no: 4,
  points: 0,
  amount: 0,
  table: { ...lostHand.table!, result: 'void', groups: null, finish: null },
};

const render = renderGameHistory;

afterEach(() => localStorage.clear());

describe('rummy hands in game history', () => {
  it('shows a hand’s result, points and net amount with a Verify link, among house rounds', async () => {
    render([lostHand, houseRow]);
    const row = await screen.findByTestId(`history-hand-${HAND}`);
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[0]).toBe('Rummy');
    expect(cells[1]).toMatch(/24 Nov 2026, 8:01\s?pm IST/i);
    expect(cells[2]).toBe('Points rummy');
    expect(cells[3]).toBe('₹40');
    expect(cells[4]).toBe('₹28.50');
    expect(cells[5]).toBe('Lost · 23 points−₹11.50');
    expect(within(row).getByRole('link', { name: 'Hand 3 · Verify' })).toHaveAttribute(
      'href',
      `/provably-fair?hand=${HAND}`,
    );
    // The house round is still there, as before.
    expect(screen.getByTestId('game-history')).toHaveTextContent('Cashed out at 1.70x');
  });

  it('opens the cards at the end in their groups, each meld named, and every seat’s points', async () => {
    const { user } = render([lostHand]);
    const row = await screen.findByTestId(`history-hand-${HAND}`);
    expect(screen.queryByTestId('history-hand-detail')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Cards' }));
    const detail = screen.getByTestId('history-hand-detail');
    const groups = within(detail).getByTestId('history-groups');
    expect(within(groups).getAllByRole('img')).toHaveLength(13);
    // AS-2S-3S pure; 5H-6H with the wild 7D a sequence; QD-KD-4C and 8S-8D-8C-JH (J is not wild) no meld.
    expect(groups).toHaveTextContent('Pure sequence');
    expect(groups).toHaveTextContent('Sequence');
    expect(groups).toHaveTextContent('Not a meld');
    expect(within(detail).getByText('Aarav (You)').closest('tr')).toHaveTextContent('Lost23');
    expect(within(detail).getByText('Meera').closest('tr')).toHaveTextContent('Won0');
    await user.click(within(row).getByRole('button', { name: 'Hide cards' }));
    expect(screen.queryByTestId('history-hand-detail')).not.toBeInTheDocument();
  });

  it('counts practice hands in chips, never ₹, and a voided hand as refunded', async () => {
    render([practiceWin, voided]);
    const win = await screen.findByTestId(`history-hand-${practiceWin.hand_id}`);
    expect(win).toHaveTextContent('Practice');
    expect(win).toHaveTextContent('Pool 101');
    expect(within(win).getByTestId('history-amount')).toHaveTextContent('+44 chips');
    expect(win).not.toHaveTextContent('₹');
    const refunded = screen.getByTestId(`history-hand-${voided.hand_id}`);
    expect(refunded).toHaveTextContent('Refunded');
    expect(refunded).toHaveTextContent('Voided');
    expect(within(refunded).getByTestId('history-amount')).toHaveTextContent('₹0');
  });

  it('settles a practice hand lost to bots at 0 chips, not as open', async () => {
    const lostToBots: HistoryRow = { ...practiceWin, status: 'lost', payout: 0, amount: -10 };
    lostToBots.table = { ...practiceWin.table!, result: 'lost' };
    render([lostToBots]);
    const row = await screen.findByTestId(`history-hand-${lostToBots.hand_id}`);
    expect(row).toHaveTextContent('0 chips');
    expect(within(row).getByTestId('history-amount')).toHaveTextContent('−10 chips');
    expect(row).not.toHaveTextContent(enGames.history.open);
  });

  it('names the game in Hindi', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    const { user } = render([lostHand]);
    const row = await screen.findByTestId(`history-hand-${HAND}`);
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('रमी');
    expect(row).toHaveTextContent('हारे · 23 पॉइंट');
    await user.click(within(row).getByRole('button', { name: 'पत्ते' }));
    expect(screen.getByTestId('history-groups')).toHaveTextContent('प्योर सीक्वेंस');
  });
});
