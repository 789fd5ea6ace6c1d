import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffPlayerDetail } from '@khelo/contracts/backoffice-players';
import { renderApp } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import enBackoffice from '../../../public/locales/en/backoffice.json';
import { STAFF_SESSION_KEY, storeStaffSession } from './staff-session';

// A balance adjustment from the player's file: the API takes the amount as a JSON number (docs/payments.md,
// "Amounts"), so the form converts what the admin typed instead of sending the text.

afterEach(() => sessionStorage.removeItem(STAFF_SESSION_KEY));

const player = {
  id: '6a2f1c3e-2b7d-4c1a-9e0f-1a2b3c4d5e6f',
  mobile_number: '9876543210',
  email: null,
  display_name: 'Asha',
  status: 'active',
  created_at: '2026-11-20T10:00:00.000Z',
};

const file: StaffPlayerDetail = {
  status: 1,
  message: 'player',
  player: { ...player, last_login_at: null, mobile_verified: true },
  balances: { cash: 100, bonus: 0 },
  kyc: [],
  ledger: [],
  adjustments: [],
  responsible_gaming: { limits: [], break: null },
  rounds: [],
};

describe('a balance adjustment', () => {
  it('sends the typed amount as a number', async () => {
    storeStaffSession({
      token: 'kss_test',
      staff: { id: 's1', email: 'admin@staff.test', display_name: 'Admin', role: 'admin' },
      expiresAt: '2100-01-01T00:00:00.000Z',
    });
    const api = stubApi({
      'staff/adjustments': () => ({ body: { status: 1, message: 'none', data: [] } }),
      'staff/players': () => ({ body: { status: 1, message: 'players', data: [player] } }),
      [`staff/players/${player.id}`]: () => ({ body: file }),
      [`staff/players/${player.id}/adjustments`]: () => ({ status: 400, body: { status: 0, message: 'x' } }),
    });
    const view = renderApp('/backoffice/players');
    view.i18n.addResourceBundle('en', 'backoffice', enBackoffice);
    const { user } = view;
    await user.type(await screen.findByLabelText(enBackoffice.players.search), '98765');
    await user.click(screen.getByRole('button', { name: enBackoffice.players.find }));
    await user.click(await screen.findByRole('button', { name: 'Asha' }));
    await user.type(await screen.findByLabelText(enBackoffice.players.amount), '250.50');
    const reasons = screen.getAllByLabelText(enBackoffice.decision.reason);
    await user.type(reasons.at(-1)!, 'goodwill for a failed round');
    await user.click(screen.getByRole('button', { name: enBackoffice.players.adjustSubmit }));
    await screen.findByRole('alert');
    expect(api.to(`staff/players/${player.id}/adjustments`)[0]!.body).toEqual({
      direction: 'credit',
      amount: 250.5,
      reason: 'goodwill for a failed round',
    });
  });
});
