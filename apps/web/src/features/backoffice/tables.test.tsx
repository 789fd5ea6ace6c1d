import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StaffSession } from '@khelo/contracts/staff';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { sockets } from '@/test/fake-socket';
import { renderApp } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import enBackoffice from '../../../public/locales/en/backoffice.json';
import hdBackoffice from '../../../public/locales/hd/backoffice.json';
import {
  cashRow,
  HAND_ID,
  handMoves,
  practiceRow,
  snapshot,
  TABLE_ID,
  tableDetail,
  tableList,
} from './components/tables/tables-fixtures';
import { STAFF_SESSION_KEY, storeStaffSession } from './staff-session';

// The back office's tables screens with the staff API stubbed: the live list, a table watched live, a
// hand's move log and money, and voiding a hand.

vi.mock('@/lib/socket', () => import('@/test/fake-socket'));

function render(path: string, role: StaffSession['staff']['role'] = 'admin') {
  storeStaffSession({
    token: 'kss_test',
    staff: { id: 's1', email: `${role}@staff.test`, display_name: `Test ${role}`, role },
    expiresAt: '2099-01-01T00:00:00.000Z',
  });
  const view = renderApp(path);
  view.i18n.addResourceBundle('en', 'backoffice', enBackoffice);
  view.i18n.addResourceBundle('hd', 'backoffice', hdBackoffice);
  return view;
}

afterEach(() => {
  sessionStorage.removeItem(STAFF_SESSION_KEY);
  localStorage.clear();
});

describe('the tables screens', () => {
  it('lists live tables with their players, bots marked, and refreshes by itself', async () => {
    let answers = 0;
    const api = stubApi({
      'staff/tables': () => {
        answers += 1;
        return {
          body: tableList(answers === 1 ? [practiceRow, cashRow] : [{ ...practiceRow, hand_no: 4 }, cashRow]),
        };
      },
    });
    render('/backoffice/tables', 'support');
    const practice = await screen.findByTestId(`table-row-${TABLE_ID}`);
    expect(practice).toHaveTextContent('Rummy · Points');
    expect(practice).toHaveTextContent('Practice');
    expect(screen.getByRole('tab', { name: 'Live', selected: true })).toBeInTheDocument();
    expect(practice).toHaveTextContent('1 chip a point');
    expect(practice).toHaveTextContent('2 of 2');
    expect(practice).toHaveTextContent('#3');
    expect(within(practice).getByText('Meera (bot)').nextSibling).toHaveTextContent('Bot');
    expect(within(practice).getByRole('link', { name: 'Aarav' })).toHaveAttribute(
      'href',
      '/backoffice/players?player=P1001',
    );
    const cash = screen.getByTestId(`table-row-${cashRow.table_id}`);
    expect(cash).toHaveTextContent('₹10 entry');
    expect(cash).toHaveTextContent('3 of 6');
    expect(within(cash).getByText('Kabir').parentElement).toHaveTextContent('Left');
    expect(within(cash).queryByText('Bot')).not.toBeInTheDocument();
    expect(api.to('staff/tables')[0]!.headers.Authorization).toBe('Bearer kss_test');

    // The next poll (every 4 s) brings hand 4 without a reload.
    expect(await screen.findByText('#4', undefined, { timeout: 8_000 })).toBeInTheDocument();
  }, 15_000);

  it('asks for all tables, closed ones included, on the All tab', async () => {
    const api = stubApi({ 'staff/tables': () => ({ body: tableList([]) }) });
    const { user } = render('/backoffice/tables', 'auditor');
    expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'All' }));
    await screen.findByRole('tab', { name: 'All', selected: true });
    const urls = (globalThis.fetch as unknown as { mock: { calls: [string][] } }).mock.calls.map(
      ([url]) => url,
    );
    expect(urls.some((url) => url.includes('status=all'))).toBe(true);
    expect(api.to('staff/tables').length).toBeGreaterThanOrEqual(2);
  });

  it('watches a table: piles, open card, wild joker, whose turn and the deadline, and its hands', async () => {
    stubApi({ [`staff/tables/${TABLE_ID}`]: () => ({ body: tableDetail() }) });
    render(`/backoffice/tables/${TABLE_ID}`, 'auditor');
    const live = await screen.findByTestId('table-live');
    expect(within(live).getByTestId('live-closed')).toHaveTextContent('24 cards');
    expect(within(within(live).getByTestId('live-open')).getByRole('img')).toHaveAttribute('data-card', 'QS');
    expect(within(live).getByTestId('live-open')).toHaveTextContent('2 cards');
    expect(within(within(live).getByTestId('live-wild')).getByRole('img')).toHaveAttribute('data-card', '7H');
    expect(within(live).getByTestId('live-turn')).toHaveTextContent('Seat 2 · Meera (bot)');
    expect(within(live).getByTestId('live-deadline')).toHaveTextContent(/s left turn/);
    expect(within(live).getByTestId('live-seat-1')).toHaveTextContent('To act');
    expect(within(live).getByTestId('live-seat-0')).toHaveTextContent('1 missed turn');
    expect(within(live).getByTestId('live-seat-1')).toHaveTextContent('14');
    // A spectator's view: no card of any hand is on the page, only the piles' open card and the wild joker.
    expect(
      within(live)
        .getAllByRole('img')
        .map((card) => card.getAttribute('data-card')),
    ).toEqual(['QS', '7H']);

    const hands = screen.getByTestId('table-hands');
    expect(within(hands).getByRole('link', { name: 'Hand 3' })).toHaveAttribute(
      'href',
      `/backoffice/tables/hands/${HAND_ID}`,
    );
    expect(within(hands).getByTestId('hand-row-2')).toHaveTextContent('Settled');
    expect(within(hands).getByTestId('hand-row-2')).toHaveTextContent('Seat 2');
  });

  it('takes the live view from the staff socket as soon as the table changes', async () => {
    stubApi({ [`staff/tables/${TABLE_ID}`]: () => ({ body: tableDetail() }) });
    render(`/backoffice/tables/${TABLE_ID}`, 'auditor');
    expect(await screen.findByTestId('live-closed')).toHaveTextContent('24 cards');
    const socket = sockets.at(-1)!;
    await vi.waitFor(() =>
      expect(socket.sent('table_watch')).toEqual([{ table_id: TABLE_ID, staff_token: 'kss_test' }]),
    );
    socket.serverSends('table_update', {
      table_id: TABLE_ID,
      version: 42,
      snapshot: {
        ...snapshot,
        version: 42,
        view: { ...snapshot.view, closedCount: 23, openTop: '4C', turn: 0 },
      },
    });
    expect(await screen.findByText('23 cards')).toBeInTheDocument();
    expect(within(screen.getByTestId('live-open')).getByRole('img')).toHaveAttribute('data-card', '4C');
    expect(screen.getByTestId('live-turn')).toHaveTextContent('Seat 1 · Aarav');
    expect(screen.getByTestId('table-watching')).toHaveTextContent('every change at the table shows at once');
  });

  it('shows a hand’s move log, the cards as dealt and its money', async () => {
    stubApi({ [`staff/tables/hands/${HAND_ID}/moves`]: () => ({ body: handMoves() }) });
    render(`/backoffice/tables/hands/${HAND_ID}`, 'support');
    expect(await screen.findByRole('heading', { name: /Rummy · hand 3/ })).toBeInTheDocument();
    const dealt = screen.getByTestId('dealt-0');
    expect(dealt).toHaveTextContent('Seat 1 · Aarav');
    expect(within(dealt).getAllByRole('img')).toHaveLength(13);
    expect(screen.getByTestId('dealt-1')).toHaveTextContent('Seat 2 · Meera (bot)');

    const log = screen.getByTestId('hand-moves');
    expect(within(log).getByTestId('move-12')).toHaveTextContent('Drew from the closed pile');
    expect(within(log).getByTestId('move-13')).toHaveTextContent('Discarded');
    expect(within(within(log).getByTestId('move-13')).getByRole('img')).toHaveAttribute('data-card', 'KD');
    expect(within(log).getByTestId('move-13')).toHaveTextContent('Player');
    expect(within(log).getByTestId('move-14')).toHaveTextContent('Bot');
    expect(within(log).getByTestId('move-14')).toHaveTextContent('Took the open card');
    // To the second, in IST: 14:28:31 UTC is 7:58:31 pm in India.
    expect(within(log).getByTestId('move-13')).toHaveTextContent(/7:58:31\s?pm IST/i);

    expect(screen.getByTestId('money-collect-0')).toHaveTextContent('−80 chips');
    expect(screen.getByTestId('money-total-collect')).toHaveTextContent('80 chips');
    // Support reads; only admins void.
    expect(screen.queryByTestId('void-hand')).not.toBeInTheDocument();
  });

  it('shows a Ludo game’s move log with the dice of every roll and the tokens moved', async () => {
    const base = handMoves({ game: 'ludo', offer_id: 'ludo-classic-2-10' });
    const row = base.moves[1]!;
    const ludoLog = {
      ...base,
      dealt: { seats: [], wild_card: null, open_card: null },
      moves: [
        {
          ...row,
          seq: 21,
          kind: 'move' as const,
          body: { type: 'roll', rolls: [{ n: 0, dice: 6 }], moved: [] },
        },
        {
          ...row,
          seq: 22,
          kind: 'move' as const,
          body: { type: 'move', token: 2, rolls: [], moved: [{ token: 2, from: -1, to: 0 }] },
        },
        {
          ...row,
          seq: 23,
          actor: 'timer' as const,
          kind: 'timeout' as const,
          body: {
            seats: [0],
            kind: 'roll',
            key: '4:roll',
            rolls: [{ n: 1, dice: 3 }],
            moved: [{ token: 2, from: 0, to: 3 }],
            captures: 1,
          },
        },
      ],
    };
    stubApi({ [`staff/tables/hands/${HAND_ID}/moves`]: () => ({ body: ludoLog }) });
    render(`/backoffice/tables/hands/${HAND_ID}`, 'support');
    const log = await screen.findByTestId('hand-moves');
    expect(within(log).getByTestId('move-21')).toHaveTextContent('Rolled');
    expect(within(within(log).getByTestId('move-21')).getByTestId('move-dice')).toHaveTextContent('🎲 6');
    expect(within(log).getByTestId('move-22')).toHaveTextContent('Moved token 3');
    expect(within(log).getByTestId('move-22')).toHaveTextContent('token 3: -1 → 0');
    const timedOut = within(log).getByTestId('move-23');
    expect(timedOut).toHaveTextContent('Time ran out');
    expect(within(timedOut).getByTestId('move-dice')).toHaveTextContent('🎲 3');
    expect(timedOut).toHaveTextContent('captured 1 token');
  });

  it('lets an admin void a hand with a reason and a confirmation, then shows the refund', async () => {
    let voided = false;
    const api = stubApi({
      [`staff/tables/hands/${HAND_ID}/moves`]: () => ({ body: handMoves({}, voided) }),
      [`staff/tables/hands/${HAND_ID}/void`]: () => {
        voided = true;
        return {
          body: {
            status: 1,
            message: 'Hand voided; every stake was refunded',
            hand_id: HAND_ID,
            hand_status: 'void',
            refunded: 80,
            refunds: 1,
            audit_id: 'a-1',
          },
        };
      },
    });
    const { user } = render(`/backoffice/tables/hands/${HAND_ID}`);
    const form = await screen.findByTestId('void-hand');
    await user.type(within(form).getByLabelText(/Reason/), 'bug');
    await user.click(within(form).getByRole('button', { name: 'Void hand…' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('at least 5 characters');
    expect(api.to(`staff/tables/hands/${HAND_ID}/void`)).toHaveLength(0);

    await user.type(within(form).getByLabelText(/Reason/), ': bot stuck in a loop');
    await user.click(within(form).getByRole('button', { name: 'Void hand…' }));
    expect(within(form).getByRole('alertdialog')).toHaveTextContent(
      'Void hand 3? Everything collected for it (80 chips) goes back to the players.',
    );
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(api.to(`staff/tables/hands/${HAND_ID}/void`)).toHaveLength(0);

    await user.click(within(form).getByRole('button', { name: 'Void hand…' }));
    await user.click(within(form).getByRole('button', { name: 'Yes, void the hand' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      'Hand voided: 80 chips refunded to 1 seat.',
    );
    expect(api.to(`staff/tables/hands/${HAND_ID}/void`)[0]!.body).toEqual({
      reason: 'bug: bot stuck in a loop',
    });
    expect(await screen.findByTestId('money-refund-0')).toHaveTextContent('+80 chips');
    expect(screen.getByTestId('hand-status')).toHaveTextContent('Voided');
    expect(screen.getByTestId('move-15')).toHaveTextContent('StaffHand voidedBot stuck in a loop');
    expect(screen.getByTestId('money-total-refund')).toHaveTextContent('80 chips');
    expect(within(form).queryByRole('button', { name: 'Void hand…' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal to void a hand that has just ended', async () => {
    stubApi({
      [`staff/tables/hands/${HAND_ID}/moves`]: () => ({ body: handMoves() }),
      [`staff/tables/hands/${HAND_ID}/void`]: () => ({
        status: 409,
        body: { status: 0, message: 'Only a hand in progress can be voided' },
      }),
    });
    const { user } = render(`/backoffice/tables/hands/${HAND_ID}`);
    const form = await screen.findByTestId('void-hand');
    await user.type(within(form).getByLabelText(/Reason/), 'player complaint');
    await user.click(within(form).getByRole('button', { name: 'Void hand…' }));
    await user.click(within(form).getByRole('button', { name: 'Yes, void the hand' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only a hand in progress can be voided');
  });

  it('speaks Hindi', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    stubApi({ 'staff/tables': () => ({ body: tableList([practiceRow]) }) });
    render('/backoffice/tables');
    const row = await screen.findByTestId(`table-row-${TABLE_ID}`);
    expect(row).toHaveTextContent('रमी · पॉइंट्स');
    expect(row).toHaveTextContent('प्रैक्टिस');
    expect(row).toHaveTextContent('बॉट');
    expect(screen.getByRole('heading', { name: 'टेबल' })).toBeInTheDocument();
  });
});
