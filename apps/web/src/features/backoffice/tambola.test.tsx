import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  StaffTambolaGame,
  StaffTambolaGameList,
  StaffTambolaGameRow,
} from '@khelo/contracts/backoffice-tambola';
import type { StaffSession } from '@khelo/contracts/staff';
import { renderApp } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import enBackoffice from '../../../public/locales/en/backoffice.json';
import hdBackoffice from '../../../public/locales/hd/backoffice.json';
import { STAFF_SESSION_KEY, storeStaffSession } from './staff-session';

// The back office's Tambola screens with the staff API stubbed: the games list, one game with its winners,
// tickets and claims, and the void (admins only, with a reason and a confirmation).

vi.mock('@/lib/socket', () => import('@/test/fake-socket'));

const PLAYER_A = 'aaaaaaaa-1111-4111-8111-111111111111';
const PLAYER_B = 'bbbbbbbb-2222-4222-8222-222222222222';

const row = (overrides: Partial<StaffTambolaGameRow> = {}): StaffTambolaGameRow => ({
  round_id: 41,
  round_no: '17',
  mode: 'real',
  phase: 'settled',
  ticket_price: 10,
  tickets_sold: 3,
  players: 2,
  sales: 30,
  paid: 27,
  calls_made: 52,
  sales_close_at: '2026-11-25T06:00:00.000Z',
  ended_at: '2026-11-25T06:04:00.000Z',
  ...overrides,
});

const list = (rows: StaffTambolaGameRow[]): StaffTambolaGameList => ({
  status: 1,
  message: 'games',
  data: rows,
  total: rows.length,
  page: 1,
  total_pages: 1,
});

const TICKET_ROWS = [
  [4, null, 21, null, 45, null, 63, null, 80],
  [null, 12, 25, 38, null, 56, null, 71, null],
  [9, 17, null, 39, null, 58, null, null, 90],
];

function game(phase: StaffTambolaGameRow['phase']): StaffTambolaGame {
  const over = phase === 'settled';
  const winner = { player_id: PLAYER_B, ticket_id: 502, ticket_index: 1, call: 9, auto: true, amount: 2.7 };
  return {
    status: 1,
    message: 'game',
    game: {
      ...row({ phase, paid: over ? 2.7 : 0, ended_at: over ? '2026-11-25T06:04:00.000Z' : null }),
      commitment: 'c'.repeat(64),
      server_seed: over ? 'd'.repeat(64) : null,
      called: [4, 21, 45, 63, 80, 12, 90, 33, 25],
      prizes: [
        { prize: 'early-five', amount: 2.7, won_at_call: over ? 9 : null, winners: over ? [winner] : [] },
        { prize: 'top-line', amount: 4.05, won_at_call: null, winners: [] },
        { prize: 'middle-line', amount: 4.05, won_at_call: null, winners: [] },
        { prize: 'bottom-line', amount: 4.05, won_at_call: null, winners: [] },
        { prize: 'full-house', amount: 12.15, won_at_call: null, winners: [] },
      ],
      purchases: [
        {
          bet_id: 'bet-a',
          player_id: PLAYER_A,
          tickets: 1,
          stake: 10,
          status: over ? 'lost' : 'open',
          payout: over ? 0 : null,
          created_at: '2026-11-25T05:59:00.000Z',
        },
        {
          bet_id: 'bet-b',
          player_id: PLAYER_B,
          tickets: 2,
          stake: 20,
          status: over ? 'won' : 'open',
          payout: over ? 2.7 : null,
          created_at: '2026-11-25T05:59:30.000Z',
        },
      ],
      tickets: [
        {
          ticket_id: 501,
          index: 0,
          player_id: PLAYER_A,
          bet_id: 'bet-a',
          rows: TICKET_ROWS,
          auto_claim: true,
        },
        {
          ticket_id: 502,
          index: 1,
          player_id: PLAYER_B,
          bet_id: 'bet-b',
          rows: TICKET_ROWS,
          auto_claim: true,
        },
        {
          ticket_id: 503,
          index: 2,
          player_id: PLAYER_B,
          bet_id: 'bet-b',
          rows: TICKET_ROWS,
          auto_claim: false,
        },
      ],
      claims: over ? [{ ...winner, prize: 'early-five' }] : [],
    },
  };
}

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

describe('the Tambola screens', () => {
  it('lists the games with their phase, tickets, sales and prizes paid, and filters cash games', async () => {
    const api = stubApi({
      'staff/house/tambola': () => ({
        body: list([row({ round_id: 42, round_no: '18', phase: 'betting', paid: 0, ended_at: null }), row()]),
      }),
    });
    const { user } = render('/backoffice/tambola', 'auditor');
    const selling = await screen.findByTestId('tambola-game-42');
    expect(selling).toHaveTextContent('Game 18');
    expect(selling).toHaveTextContent('On sale');
    const over = screen.getByTestId('tambola-game-41');
    expect(over).toHaveTextContent('Over');
    expect(over).toHaveTextContent('3 tickets · players: 2');
    expect(over).toHaveTextContent('₹30');
    expect(over).toHaveTextContent('₹27');
    expect(within(over).getByRole('link', { name: 'Game 17' })).toHaveAttribute(
      'href',
      '/backoffice/tambola/41',
    );
    expect(screen.getByRole('link', { name: 'Tambola' })).toBeInTheDocument();

    const asked = () => vi.mocked(fetch).mock.calls.map(([url]) => url as string);
    expect(asked().some((url) => url.includes('mode=all'))).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Cash' }));
    await vi.waitFor(() => expect(asked().some((url) => url.includes('mode=real'))).toBe(true));
    expect(api.to('staff/house/tambola')[0]!.headers.Authorization).toBe('Bearer kss_test');
  }, 15_000);

  it('shows a game over with its winners, every ticket daubed, the claims, and no void', async () => {
    stubApi({ 'staff/house/tambola/41': () => ({ body: game('settled') }) });
    render('/backoffice/tambola/41');
    const prize = await screen.findByTestId('tambola-prize-early-five');
    expect(prize).toHaveTextContent('Won at number 9');
    expect(prize).toHaveTextContent('ticket #2 · ₹2.7 · auto-claim');
    expect(within(prize).getByRole('link', { name: PLAYER_B.slice(0, 8) })).toHaveAttribute(
      'href',
      `/backoffice/players?player=${PLAYER_B}`,
    );
    expect(screen.getByTestId('tambola-prize-full-house')).toHaveTextContent('Not won yet');
    expect(screen.getByTestId('tambola-calls')).toHaveTextContent(
      '4 · 21 · 45 · 63 · 80 · 12 · 90 · 33 · 25',
    );
    expect(screen.getAllByTestId('staff-ticket')).toHaveLength(3);
    const first = screen.getAllByTestId('staff-ticket')[0]!;
    expect(first.querySelectorAll('[data-called="true"]')).toHaveLength(8);
    expect(screen.getByTestId('tambola-purchases')).toHaveTextContent('2 tickets · ₹20 · Won · won ₹2.7');
    expect(screen.getByTestId('tambola-claims')).toHaveTextContent('Number 9: Early five, ticket #2 of');
    expect(screen.getByText('d'.repeat(64))).toBeInTheDocument();
    expect(screen.queryByTestId('void-tambola')).not.toBeInTheDocument();
  }, 15_000);

  it('lets an admin void a game being called, with a reason and a confirmation', async () => {
    let voided = false;
    const api = stubApi({
      'staff/house/tambola/41': () => ({ body: game(voided ? 'void' : 'running') }),
      'staff/house/tambola/41/void': () => {
        voided = true;
        return { body: { status: 1, message: 'Game voided', round_id: 41, audit_id: 'a-1' } };
      },
    });
    const { user } = render('/backoffice/tambola/41');
    const form = await screen.findByTestId('void-tambola');
    expect(screen.getByText('c'.repeat(64))).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/Reason/), 'x');
    await user.click(within(form).getByRole('button', { name: 'Void the game…' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('at least 3 characters');
    await user.type(within(form).getByLabelText(/Reason/), ': caller stuck');
    await user.click(within(form).getByRole('button', { name: 'Void the game…' }));
    expect(within(form).getByRole('alertdialog')).toHaveTextContent(
      'Void game 17 and refund ₹30 of tickets?',
    );
    expect(api.to('staff/house/tambola/41/void')).toHaveLength(0);
    await user.click(within(form).getByRole('button', { name: 'Yes, void and refund' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Game voided; every ticket refunded.');
    expect(api.to('staff/house/tambola/41/void')[0]!.body).toEqual({ reason: 'x: caller stuck' });
    expect(await screen.findByText('Voided')).toBeInTheDocument();
  }, 15_000);

  it('shows support the game without the void', async () => {
    stubApi({ 'staff/house/tambola/41': () => ({ body: game('running') }) });
    render('/backoffice/tambola/41', 'support');
    expect(await screen.findByTestId('tambola-game-page')).toHaveTextContent('Being called');
    expect(screen.queryByTestId('void-tambola')).not.toBeInTheDocument();
  }, 15_000);
});
