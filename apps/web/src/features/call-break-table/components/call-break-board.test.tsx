import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import type { CallBreakMove, CallBreakView } from '@khelo/games/call-break/state';
import type { BoardSeat, MoveResult } from '@/lib/tables/table-board';
import { createTestI18n } from '@/test/i18n';
import enCallBreak from '../../../../public/locales/en/call-break.json';
import hdCallBreak from '../../../../public/locales/hd/call-break.json';
import { CallBreakBoard } from './call-break-board';
import { CallBreakResults } from './call-break-results';

// The Call Break board as a player uses it: the bid picker, legal cards raised and the others dimmed, tap a
// card then tap it again (or Play) to play it, a card the server played for an absent player marked.

const SEATS: BoardSeat[] = [0, 1, 2, 3].map((seat) => ({
  seat,
  name: seat === 0 ? 'Aarav' : `Player ${seat}`,
  is_bot: false,
  is_me: seat === 0,
  left: false,
  extra_ms: 30_000,
}));

const HAND = ['AS', '5S', 'KH', '4H', 'QC', '2C', '9D', '8D', '7D', '6D', '5D', '4D', '3D'];

function view(overrides: Partial<CallBreakView> = {}): CallBreakView {
  return {
    game: 'call-break',
    options: { rounds: 2 },
    seat: 0,
    phase: 'playing',
    roundNumber: 1,
    stage: 'play',
    dealer: 3,
    turn: 0,
    pending: { seats: [0], kind: 'turn', key: 'r1:turn6' },
    hand: HAND,
    legal: ['KH', '4H'],
    players: [0, 1, 2, 3].map((seat) => ({
      seat,
      bid: 3,
      tricks: 0,
      total: 0,
      cardCount: 13,
      missedTurns: 0,
      left: false,
      dropped: false,
    })),
    trick: {
      leader: 1,
      cards: [
        { seat: 1, card: '10H' },
        { seat: 2, card: 'JH', auto: true },
      ],
      winner: null,
    },
    lastTrick: null,
    sheet: [],
    outcome: null,
    result: null,
    ...overrides,
  };
}

function renderBoard(initial: CallBreakView, language: 'en' | 'hd' = 'en') {
  const i18n = createTestI18n(language);
  i18n.addResourceBundle('en', 'call-break', enCallBreak);
  i18n.addResourceBundle('hd', 'call-break', hdCallBreak);
  const sent: CallBreakMove[] = [];
  const send = vi.fn((move: CallBreakMove): Promise<MoveResult> => {
    sent.push(move);
    return Promise.resolve({ ok: true });
  });
  render(
    <I18nextProvider i18n={i18n}>
      <CallBreakBoard
        view={initial}
        mySeat={0}
        seats={SEATS}
        send={send}
        sound={false}
        mode="cash"
        stake={10}
      />
    </I18nextProvider>,
  );
  return { sent };
}

const card = (name: string) => document.querySelector<HTMLButtonElement>(`button[data-card="${name}"]`)!;

describe('the Call Break board', () => {
  it('raises the legal cards, dims the others, and plays a card on the second tap', async () => {
    const { sent } = renderBoard(view());
    expect(card('KH').className).toContain('cb__card--legal');
    expect(card('QC').className).toContain('cb__card--dim');
    await userEvent.click(card('QC'));
    expect(screen.getByRole('button', { name: 'Tap a card to play' })).toBeDisabled();
    await userEvent.click(card('4H'));
    expect(screen.getByTestId('turn-status')).toHaveTextContent('Tap the card again or press Play');
    expect(screen.getByRole('button', { name: 'Play 4♥' })).toBeEnabled();
    await userEvent.click(card('4H'));
    expect(sent).toEqual([{ type: 'play', card: '4H' }]);
  });

  it('marks a card the server played for an absent player', () => {
    renderBoard(view());
    const trick = screen.getByTestId('trick');
    expect(within(trick).getByText('auto')).toBeInTheDocument();
  });

  it('bids through the picker: a number, then the confirm button', async () => {
    const { sent } = renderBoard(
      view({ stage: 'bid', legal: [], trick: null, pending: { seats: [0], kind: 'bid', key: 'r1:bid1' } }),
    );
    const picker = screen.getByTestId('bid-picker');
    await userEvent.click(within(picker).getByRole('button', { name: '4' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Bid 4 tricks' }));
    expect(sent).toEqual([{ type: 'bid', bid: 4 }]);
  });

  it('speaks Hindi', () => {
    renderBoard(view({ stage: 'bid', legal: [], trick: null }), 'hd');
    expect(screen.getByText('जितने हाथ जीतेंगे उसकी बोली लगाएँ (1–13)')).toBeInTheDocument();
  });

  it('tells the winner "you win" (not "You wins"), in English and Hindi, and names another winner', () => {
    const result = (winner: number) => ({
      winner,
      reason: 'highest-total' as const,
      shares: [{ seat: winner, share: 1 }],
      denominator: 1,
      totals: [0, 1, 2, 3].map((seat) => ({ seat, total: seat === winner ? 42 : 10 })),
    });
    for (const [language, winner, text] of [
      ['en', 0, 'You win the game: ₹36'],
      ['hd', 0, 'आपने खेल जीता: ₹36'],
      ['en', 2, 'Player 2 wins the game: ₹36'],
    ] as const) {
      const i18n = createTestI18n(language);
      i18n.addResourceBundle('en', 'call-break', enCallBreak);
      i18n.addResourceBundle('hd', 'call-break', hdCallBreak);
      const { unmount } = render(
        <I18nextProvider i18n={i18n}>
          <CallBreakResults
            view={view({ phase: 'match-over', result: result(winner) })}
            mySeat={0}
            seats={SEATS}
            send={vi.fn()}
            sound={false}
            mode="cash"
            stake={10}
            nextHandAt={null}
            rakePercent={10}
          />
        </I18nextProvider>,
      );
      expect(screen.getByTestId('winner')).toHaveTextContent(text);
      unmount();
    }
  });
});
