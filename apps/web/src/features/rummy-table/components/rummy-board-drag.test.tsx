import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RummyMove } from '@khelo/games/rummy/state';
import type { MoveResult } from '@/lib/tables/table-board';
import { createTestI18n } from '@/test/i18n';
import { rummyView, viewPlayer } from '@/test/rummy-view';
import enRummy from '../../../../public/locales/en/rummy.json';
import { RummyBoard } from './rummy-board';

// The board paints and plays by tap before dnd-kit has loaded; once it has, the same elements drag
// (issue 19: dnd-kit is loaded after the board's content). The layout is faked (happy-dom has none):
// the open pile at the top left, each group a box in a row below, its cards side by side in it.

afterEach(() => vi.restoreAllMocks());

const HAND = [['AS', '2S', '3S'], ['7H', '7D', '7C'], ['5D', '6D', 'PJ'], ['4D']];

const view = () =>
  rummyView({
    hand: HAND,
    drawn: null,
    players: [viewPlayer(0, { cardCount: 10, drew: true }), viewPlayer(1, { drew: true })],
  });

function renderBoard() {
  const i18n = createTestI18n('en');
  i18n.addResourceBundle('en', 'rummy', enRummy);
  const sent: RummyMove[] = [];
  const send = (move: RummyMove): Promise<MoveResult> => {
    sent.push(move);
    return Promise.resolve({ ok: true });
  };
  render(
    <I18nextProvider i18n={i18n}>
      <RummyBoard view={view()} mySeat={0} seats={[]} send={send} sound={false} mode="practice" stake={1} />
    </I18nextProvider>,
  );
  return sent;
}

const groups = () => screen.getAllByTestId('hand-group');
const cardsIn = (group: HTMLElement) =>
  within(group)
    .getAllByTestId('hand-card')
    .map((item) => item.getAttribute('data-card'));
const card = (name: string) =>
  screen.getAllByTestId('hand-card').find((item) => item.getAttribute('data-card') === name)!;

function rect(left: number, top: number, width: number, height: number): DOMRect {
  const box = { left, top, width, height, x: left, y: top, right: left + width, bottom: top + height };
  const value: DOMRect = { ...box, toJSON: () => box };
  return value;
}

function fakeLayout() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    if (this.getAttribute('data-testid') === 'open-pile') return rect(0, 0, 60, 80);
    const group = this.closest('[data-testid="hand-group"]');
    if (!group) return rect(1000, 1000, 0, 0);
    const index = groups().indexOf(group as HTMLElement);
    if (this === group) return rect(index * 200, 300, 180, 100);
    const slot = this.closest('li');
    if (!slot) return rect(index * 200, 300, 180, 20);
    const at = [...slot.parentElement!.children].indexOf(slot);
    return rect(index * 200 + at * 40, 310, 40, 80);
  });
}

/**
 * A mouse drag as the board's mouse sensor takes it: pointer events only (press, move past its 6 px, move to
 * the target, release on what is there). Chromium sends no mouseup over a disabled button such as the open
 * pile during the discard, so a drag that needed one would never end there.
 */
async function drag(
  from: HTMLElement,
  to: { x: number; y: number; on?: HTMLElement },
  pointerType = 'mouse',
) {
  const start = from.getBoundingClientRect();
  const x = start.left + 10;
  const y = start.top + 10;
  const pointer = { pointerType, isPrimary: true, button: 0 };
  const step = async (fire: () => void) => {
    await act(async () => {
      fire();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  };
  await step(() => fireEvent.pointerDown(from, { ...pointer, clientX: x, clientY: y }));
  await step(() => fireEvent.pointerMove(document, { ...pointer, clientX: x + 10, clientY: y + 10 }));
  await step(() => fireEvent.pointerMove(document, { ...pointer, clientX: to.x, clientY: to.y }));
  await step(() => fireEvent.pointerMove(document, { ...pointer, clientX: to.x + 1, clientY: to.y + 1 }));
  await step(() =>
    fireEvent.pointerUp(to.on ?? document, { ...pointer, clientX: to.x + 1, clientY: to.y + 1 }),
  );
}

describe('the rummy board before and after its drag and drop', () => {
  it('paints without dnd-kit and plays by tap', async () => {
    const user = userEvent.setup();
    const sent = renderBoard();
    expect(card('4D')).not.toHaveAttribute('aria-roledescription');
    await user.click(card('4D'));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(sent).toEqual([{ type: 'discard', card: '4D' }]);
  });

  it('binds the same cards once loaded (a press asks for it): drag to regroup and to the open pile', async () => {
    fakeLayout();
    const sent = renderBoard();
    const before = card('4D');
    fireEvent.pointerDown(before);
    // The same element, now a dnd-kit sortable.
    await waitFor(() => expect(card('4D')).toHaveAttribute('aria-roledescription', 'sortable'));
    expect(card('4D')).toBe(before);

    // 4D onto the third group's 6D: it joins that group.
    await drag(card('4D'), { x: 2 * 200 + 40 + 20, y: 340 });
    await waitFor(() => expect(groups().map(cardsIn)).toEqual([HAND[0], HAND[1], ['5D', '4D', '6D', 'PJ']]));

    // 2S onto the open pile, released over it (a disabled button during the discard): discarded.
    const pile = screen.getByTestId('open-pile');
    expect(pile).toBeDisabled();
    await drag(card('2S'), { x: 30, y: 40, on: pile });
    await waitFor(() => expect(sent.at(-1)).toEqual({ type: 'discard', card: '2S' }));
  });

  it('leaves a finger to the touch sensor: its pointer events alone do not drag', async () => {
    fakeLayout();
    const sent = renderBoard();
    fireEvent.pointerDown(card('4D'));
    await waitFor(() => expect(card('4D')).toHaveAttribute('aria-roledescription', 'sortable'));
    // A finger's swipe scrolls the hand; only a held touch (touchstart, 160 ms) lifts a card.
    await drag(card('2S'), { x: 30, y: 40, on: screen.getByTestId('open-pile') }, 'touch');
    expect(sent).toEqual([]);
    expect(groups().map(cardsIn)).toEqual(HAND);
  });
});
