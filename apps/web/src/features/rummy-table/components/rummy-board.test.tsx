import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RummyMove, RummyView } from '@khelo/games/rummy/state';
import type { BoardSeat, MoveResult } from '@/lib/tables/table-board';
import { createTestI18n } from '@/test/i18n';
import enRummy from '../../../../public/locales/en/rummy.json';
import hdRummy from '../../../../public/locales/hd/rummy.json';
import { ARRANGE_DEBOUNCE_MS } from '../use-arrangement';
import { RummyBoard } from './rummy-board';
import { rummyView, viewPlayer } from '@/test/rummy-view';

// The rummy board as a player uses it: groups labelled live, tap-to-select and Group, the moves it sends.

afterEach(() => vi.useRealTimers());

const SEATS: BoardSeat[] = [
  { seat: 0, name: 'Aarav', is_bot: false, is_me: true, left: false, extra_ms: 30_000 },
  { seat: 1, name: 'Bot Meera', is_bot: true, is_me: false, left: false, extra_ms: 30_000 },
];

const view = rummyView;

function renderBoard(initial: RummyView, language: 'en' | 'hd' = 'en') {
  const i18n = createTestI18n(language);
  i18n.addResourceBundle('en', 'rummy', enRummy);
  i18n.addResourceBundle('hd', 'rummy', hdRummy);
  const sent: RummyMove[] = [];
  const send = vi.fn((move: RummyMove): Promise<MoveResult> => {
    sent.push(move);
    return Promise.resolve({ ok: true });
  });
  const ui = (current: RummyView) => (
    <I18nextProvider i18n={i18n}>
      <RummyBoard
        view={current}
        mySeat={0}
        seats={SEATS}
        send={send}
        sound={false}
        mode="practice"
        stake={1}
      />
    </I18nextProvider>
  );
  const result = render(ui(initial));
  return { ...result, sent, send, rerenderView: (next: RummyView) => result.rerender(ui(next)) };
}

const groups = () => screen.getAllByTestId('hand-group');
const cardsIn = (group: HTMLElement) =>
  within(group)
    .getAllByTestId('hand-card')
    .map((card) => card.getAttribute('data-card'));
const card = (name: string) =>
  screen.getAllByTestId('hand-card').find((item) => item.getAttribute('data-card') === name)!;

describe('the rummy hand', () => {
  it('labels every group with its kind and points as dealt', () => {
    renderBoard(view());
    const shown = groups();
    expect(shown.map((group) => group.getAttribute('data-kind'))).toEqual([
      'pure-sequence',
      'set',
      'sequence',
      'set',
      'invalid',
    ]);
    expect(within(shown[0]!).getByText('Pure sequence')).toBeInTheDocument();
    expect(within(shown[2]!).getByText('Sequence')).toBeInTheDocument();
    expect(within(shown[4]!).getByText('Invalid')).toBeInTheDocument();
    expect(within(shown[4]!).getByTestId('group-points')).toHaveTextContent('4 pts');
    expect(screen.getByTestId('wild-card')).toHaveTextContent('9');
  });

  it('in Hindi too', () => {
    renderBoard(view(), 'hd');
    expect(within(groups()[0]!).getByText('प्योर सीक्वेंस')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'रंग से छाँटें' })).toBeInTheDocument();
  });

  it('groups tapped cards, relabels them at once and sends the arrangement after a pause', async () => {
    const user = userEvent.setup();
    const { sent } = renderBoard(
      view({
        stage: 'draw',
        drawn: null,
        hand: [
          ['9C', 'KH', 'KC', 'KS'],
          ['4D', 'JH', 'QH'],
        ],
      }),
    );
    expect(groups().map((group) => group.getAttribute('data-kind'))).toEqual(['set', 'invalid']);
    await user.click(card('JH'));
    await user.click(card('QH'));
    await user.click(card('KH'));
    expect(card('JH')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Group (3)' }));
    expect(groups().map(cardsIn)).toEqual([['9C', 'KC', 'KS'], ['4D'], ['KH', 'JH', 'QH']]);
    expect(groups().map((group) => group.getAttribute('data-kind'))).toEqual([
      'set',
      'invalid',
      'pure-sequence',
    ]);
    expect(sent).toEqual([]);
    await act(() => new Promise((resolve) => setTimeout(resolve, ARRANGE_DEBOUNCE_MS + 100)));
    expect(sent).toEqual([{ type: 'arrange', groups: [['9C', 'KC', 'KS'], ['4D'], ['KH', 'JH', 'QH']] }]);
  });

  it('sorts by suit and sends it', async () => {
    const user = userEvent.setup();
    const { sent } = renderBoard(view());
    await user.click(screen.getByRole('button', { name: 'Sort by suit' }));
    expect(groups().map(cardsIn)).toEqual([
      ['AS', '2S', '3S', 'KS'],
      ['7H', 'KH'],
      ['4D', '5D', '6D', '7D'],
      ['7C', 'KC'],
      ['9C', 'PJ'],
    ]);
    await act(() => new Promise((resolve) => setTimeout(resolve, ARRANGE_DEBOUNCE_MS + 100)));
    expect(sent.at(-1)).toEqual({ type: 'arrange', groups: toStrings() });
  });

  it('discards the one selected card (a pending arrangement goes first)', async () => {
    const user = userEvent.setup();
    const { sent } = renderBoard(view());
    await user.click(screen.getByRole('button', { name: 'Sort by suit' }));
    await user.click(card('4D'));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(sent).toEqual([
      { type: 'arrange', groups: toStrings() },
      { type: 'discard', card: '4D' },
    ]);
  });

  it('draws from the pile tapped when it is my turn to draw', async () => {
    const user = userEvent.setup();
    const { sent } = renderBoard(view({ stage: 'draw', drawn: null, hand: [['AS', '2S', '3S']] }));
    await user.click(screen.getByTestId('open-pile'));
    expect(sent).toEqual([{ type: 'draw', pile: 'open' }]);
    await user.click(screen.getByTestId('closed-pile'));
    expect(sent.at(-1)).toEqual({ type: 'draw', pile: 'closed' });
  });

  it('cannot draw or discard on another player’s turn', () => {
    renderBoard(view({ turn: 1, stage: 'draw', drawn: null }));
    expect(screen.getByTestId('closed-pile')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
    expect(screen.getByTestId('turn-status')).toHaveTextContent('Bot Meera is playing');
  });

  it('declares through the finish slot after a confirm that shows the show is valid', async () => {
    const user = userEvent.setup();
    const { sent } = renderBoard(
      view({
        hand: [['AS', '2S', '3S'], ['7H', '7D', '7C'], ['5D', '6D', 'PJ'], ['9C', 'KH', 'QC', 'KS'], ['4D']],
        wildRank: 'K',
        wildCard: 'KD',
      }),
    );
    await user.click(card('4D'));
    await user.click(screen.getByRole('button', { name: 'Declare' }));
    // The dialog's code is in its own chunk, fetched after the board's content or, as here, at first use.
    const dialog = await screen.findByTestId('declare-dialog');
    expect(dialog).toHaveAttribute('data-valid', 'true');
    expect(within(dialog).getByText('Valid declaration: you win this hand.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Declare' }));
    expect(sent).toEqual([
      {
        type: 'declare',
        card: '4D',
        groups: [
          ['AS', '2S', '3S'],
          ['7H', '7D', '7C'],
          ['5D', '6D', 'PJ'],
          ['9C', 'KH', 'QC', 'KS'],
        ],
      },
    ]);
  });

  it('warns that a wrong show costs 80 and says why', async () => {
    const user = userEvent.setup();
    const { sent } = renderBoard(view());
    await user.click(card('KS'));
    await user.click(screen.getByRole('button', { name: 'Declare' }));
    const dialog = await screen.findByTestId('declare-dialog');
    expect(dialog).toHaveAttribute('data-valid', 'false');
    expect(dialog).toHaveTextContent('a wrong show costs 80 points');
    expect(dialog).toHaveTextContent('Every group needs at least 3 cards.');
    await user.click(within(dialog).getByRole('button', { name: 'Back to my hand' }));
    expect(sent).toEqual([]);
  });

  it('drops for the points the view says, after a confirm', async () => {
    const user = userEvent.setup();
    const { sent } = renderBoard(view({ stage: 'draw', drawn: null, dropPoints: 20 }));
    await user.click(screen.getByRole('button', { name: 'Drop (20 pts)' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Drop (20 pts)' }));
    expect(sent).toEqual([{ type: 'drop' }]);
  });

  it('keeps my grouping when the server adds the drawn card', () => {
    const start = view({
      stage: 'draw',
      drawn: null,
      hand: [
        ['AS', 'KH'],
        ['2S', '3S'],
      ],
    });
    const { rerenderView } = renderBoard(start);
    rerenderView(view({ stage: 'discard', drawn: '4S', hand: [['AS', 'KH', '2S', '3S', '4S']] }));
    expect(groups().map(cardsIn)).toEqual([['AS', 'KH'], ['2S', '3S'], ['4S']]);
    expect(card('4S').className).toContain('hand__card--drawn');
    rerenderView(view({ handNumber: 2, stage: 'draw', drawn: null, hand: [['QD', 'KD', 'AD']] }));
    expect(groups().map(cardsIn)).toEqual([['QD', 'KD', 'AD']]);
  });

  it('submits the groups in the meld time after another player declared', async () => {
    const user = userEvent.setup();
    const melding = view({
      stage: 'meld',
      turn: null,
      declarer: 1,
      drawn: null,
      hand: [
        ['AS', '2S', '3S'],
        ['7H', '7D', '7C'],
        ['5D', '6D', 'PJ'],
        ['9C', 'KH', 'QC', '4H'],
      ],
      players: [
        viewPlayer(0, { status: 'melding', drew: true }),
        viewPlayer(1, { status: 'won', cardCount: 0, drew: true, points: 0, shown: [] }),
      ],
    });
    const { sent } = renderBoard(melding);
    expect(screen.getByTestId('turn-status')).toHaveTextContent('Bot Meera declared');
    await user.click(card('9C'));
    await user.click(card('KH'));
    expect(screen.getByRole('button', { name: 'Group (2)' })).toBeEnabled();
    await user.click(card('9C'));
    await user.click(card('KH'));
    await user.click(screen.getByRole('button', { name: 'Submit groups (24 pts)' }));
    expect(sent).toEqual([{ type: 'meld', groups: melding.hand }]);
  });
});

function toStrings() {
  return groups().map(cardsIn);
}
