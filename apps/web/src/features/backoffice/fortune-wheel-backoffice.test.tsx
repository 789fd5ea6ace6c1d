import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffBudget, StaffPuzzle, StaffShow } from '@khelo/contracts/fortune-wheel';
import { renderApp } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import enBackoffice from '../../../public/locales/en/backoffice.json';
import { STAFF_SESSION_KEY, storeStaffSession } from './staff-session';

// The Fortune Wheel back-office screen with the staff API stubbed: the budget with its ledger rows and its
// funding, a show's status and picks, and the puzzle set (a refused answer, retiring a puzzle).

function render(path: string) {
  const view = renderApp(path);
  view.i18n.addResourceBundle('en', 'backoffice', enBackoffice);
  return view;
}

function signIn(role: 'admin' | 'auditor') {
  storeStaffSession({
    token: 'kss_test',
    expiresAt: '2099-01-01T00:00:00.000Z',
    staff: { id: 's1', email: `${role}@staff.test`, display_name: `Test ${role}`, role },
  });
}

const budget: StaffBudget & { status: 1; message: string } = {
  status: 1,
  message: 'budget',
  balance: 950,
  reserved: 800,
  available: 150,
  entries: [
    { id: '2', created_at: '2026-11-25T06:00:00.000Z', type: 'bonus', amount: -50, remarks: 'prize' },
    { id: '1', created_at: '2026-11-25T05:00:00.000Z', type: 'adjustment', amount: 1000, remarks: 'funded' },
  ],
};
const puzzles: StaffPuzzle[] = [
  { id: 7, language: 'en', category: 'Food', answer: 'MASALA DOSA', active: true },
  { id: 8, language: 'en', category: 'Place', answer: 'GATEWAY OF INDIA', active: false },
];
const show: StaffShow = {
  id: 'show-1',
  title: 'Diwali night',
  language: 'en',
  starts_at: '2026-11-25T07:00:00.000Z',
  status: 'finished',
  seed_hash: 'ab'.repeat(32),
  server_seed: 'cd'.repeat(32),
  registrations: 4,
  budget: 800,
  prizes_paid: 50,
  round: null,
  presence_until: null,
  table_id: null,
  onstage: ['aaaaaaaa-1111', 'bbbbbbbb-2222', 'cccccccc-3333'],
  alternates: [],
  audience: ['dddddddd-4444'],
  // A player whose name the server could not find (cccccccc) shows by the id alone.
  names: {
    'aaaaaaaa-1111': 'Asha',
    'bbbbbbbb-2222': 'Ravi K',
    'dddddddd-4444': 'Meena',
  },
};

afterEach(() => sessionStorage.removeItem(STAFF_SESSION_KEY));

/** Answers come through react-query and a lazy chunk: a loaded machine needs more than the 1 s default. */
const WAIT = { timeout: 10_000 };

describe('the Fortune Wheel back office', () => {
  it('shows the budget and its rows, funds it, lists the shows with their picks and edits the puzzles', async () => {
    signIn('admin');
    const api = stubApi({
      'staff/fortune-wheel/budget': () => ({ body: budget }),
      'staff/fortune-wheel/shows': () => ({ body: { status: 1, message: 'shows', shows: [show] } }),
      'staff/fortune-wheel/puzzles': (body) =>
        body.answer
          ? { status: 400, body: { status: 0, message: 'answer: must have at least one letter' } }
          : { body: { status: 1, message: 'puzzles', puzzles } },
      'staff/fortune-wheel/puzzles/7': () => ({
        body: { status: 1, message: 'puzzle updated', puzzle: { ...puzzles[0]!, active: false } },
      }),
    });
    const { user } = render('/backoffice/fortune-wheel');

    // The screen is a lazy chunk: its first load may take seconds on a loaded machine.
    const money = await screen.findByTestId('fortune-budget', {}, { timeout: 15_000 });
    expect(await within(money).findByTestId('budget-balance', {}, WAIT)).toHaveTextContent('₹950');
    const rows = within(within(money).getByTestId('budget-entries')).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining('−₹50'),
      expect.stringContaining('₹1,000'),
    ]);
    await user.click(within(money).getByLabelText('Amount (₹)'));
    await user.paste('500');
    await user.click(within(money).getByLabelText('Reason'));
    await user.paste('Diwali shows');
    await user.click(within(money).getByRole('button', { name: 'Fund the budget' }));
    expect(await screen.findByText('Budget funded with ₹500.', {}, WAIT)).toBeInTheDocument();
    expect(api.to('staff/fortune-wheel/budget').map((call) => call.body)).toContainEqual({
      amount: 500,
      reason: 'Diwali shows',
    });

    const row = await screen.findByText('Diwali night', {}, WAIT);
    const showRow = row.closest('tr')!;
    expect(within(showRow).getByTestId('show-status')).toHaveTextContent('Finished');
    // The picks by display name, the start of each id small beside it.
    expect(within(showRow).getByTestId('picks-onstage')).toHaveTextContent(
      'Stage: Asha aaaaaaaa, Ravi K bbbbbbbb, cccccccc',
    );
    expect(within(showRow).getByTestId('picks-audience')).toHaveTextContent('Audience: Meena dddddddd');
    expect(within(showRow).queryByTestId('picks-alternates')).toBeNull();

    const set = screen.getByTestId('fortune-puzzles');
    expect(await within(set).findByText('MASALA DOSA', {}, WAIT)).toBeInTheDocument();
    expect(within(set).getByText('GATEWAY OF INDIA').closest('tr')).toHaveTextContent('Retired');
    await user.click(within(set).getByLabelText('Category'));
    await user.paste('Film');
    await user.click(within(set).getByLabelText('Answer'));
    await user.paste('123');
    await user.click(within(set).getByRole('button', { name: 'Add the puzzle' }));
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'answer: must have at least one letter',
    );
    const dosa = within(set).getByText('MASALA DOSA').closest('tr')!;
    await user.click(within(dosa).getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText('Puzzle 7 saved.', {}, WAIT)).toBeInTheDocument();
    expect(api.to('staff/fortune-wheel/puzzles/7')[0]!.body).toEqual({ active: false });
    // Many steps: a loaded machine needs more than the default 5 s.
  }, 60_000);

  it('shows an auditor the figures without the forms', async () => {
    signIn('auditor');
    stubApi({
      'staff/fortune-wheel/budget': () => ({ body: budget }),
      'staff/fortune-wheel/shows': () => ({ body: { status: 1, message: 'shows', shows: [show] } }),
      'staff/fortune-wheel/puzzles': () => ({ body: { status: 1, message: 'puzzles', puzzles } }),
    });
    render('/backoffice/fortune-wheel');
    expect(await screen.findByText('Diwali night', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('MASALA DOSA', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fund the budget' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Schedule the show' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retire' })).toBeNull();
  }, 30_000);
});
