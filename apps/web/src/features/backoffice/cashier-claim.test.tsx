import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import enBackoffice from '../../../public/locales/en/backoffice.json';
import { STAFF_SESSION_KEY, storeStaffSession } from './staff-session';

// Two cashiers on one deposit: opening "Approve or reject…" claims it; when another cashier holds it,
// the screen says who and keeps the decision form closed.

const session = {
  token: 'kss_test',
  expiresAt: '2099-11-23T20:00:00.000Z',
  staff: { id: 's1', email: 'asha@staff.test', display_name: 'Asha', role: 'cashier' as const },
};

const queue = {
  status: 1,
  message: 'deposits',
  page: 1,
  total: 1,
  data: [
    {
      transaction_id: '42',
      player_id: 'p1',
      player: '9876543210',
      amount: 500,
      status: 'pending',
      method: 'upi-QR',
      details: { method: 'upi-QR', utr: '123456789012' },
      created_at: '2026-11-23T10:00:00.000Z',
    },
  ],
};

afterEach(() => sessionStorage.removeItem(STAFF_SESSION_KEY));

function render() {
  storeStaffSession(session);
  const view = renderApp('/backoffice/cashier');
  view.i18n.addResourceBundle('en', 'backoffice', enBackoffice);
  return view;
}

describe('cashier claims', () => {
  it('says who is handling a deposit and does not open the decision form', async () => {
    const api = stubApi({
      'staff/deposits': () => ({ body: queue }),
      'staff/bank-credits/123456789012': () => ({ body: { status: 1, message: 'none', credit: null } }),
      'staff/deposits/42/claim': () => ({
        status: 409,
        body: {
          status: 0,
          message: 'Being handled by ravi@staff.test until …',
          reason: 'claimed',
          details: { by: 'ravi@staff.test', until: '2026-11-23T10:02:00.000Z' },
        },
      }),
    });
    const { user } = render();
    const card = await screen.findByTestId('payment-42');
    await user.click(within(card).getByRole('button', { name: 'Approve or reject…' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Being handled by ravi@staff\.test until 23 Nov 2026, 3:32 pm IST\. .+2 minutes are up\.$/,
    );
    expect(card).toHaveTextContent('23 Nov 2026, 3:30 pm IST');
    expect(within(card).queryByLabelText('Reason')).not.toBeInTheDocument();
    expect(api.to('staff/deposits/42/approve')).toHaveLength(0);
  });

  it('claims before showing the form and releases on cancel', async () => {
    const api = stubApi({
      'staff/deposits': () => ({ body: queue }),
      'staff/bank-credits/123456789012': () => ({ body: { status: 1, message: 'none', credit: null } }),
      'staff/deposits/42/claim': () => ({
        body: {
          status: 1,
          message: 'claimed',
          claim: { subject_id: '42', staff_email: 'asha@staff.test', expires_at: '2026-11-23T10:02:00.000Z' },
        },
      }),
      'staff/deposits/42/release': () => ({ body: { status: 1, message: 'released' } }),
    });
    const { user } = render();
    const card = await screen.findByTestId('payment-42');
    await user.click(within(card).getByRole('button', { name: 'Approve or reject…' }));
    expect(await within(card).findByLabelText('Reason')).toBeInTheDocument();
    expect(api.to('staff/deposits/42/claim')).toHaveLength(1);
    await user.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(api.to('staff/deposits/42/release')).toHaveLength(1);
    expect(within(card).queryByLabelText('Reason')).not.toBeInTheDocument();
  });
});
