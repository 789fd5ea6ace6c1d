import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComplianceSettingsResponse } from '@khelo/contracts/compliance';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { renderApp, storeSession } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import enPayments from '../../../../public/locales/en/payments.json';
import hdPayments from '../../../../public/locales/hd/payments.json';

// /withdraw-cash exists only when the operator turns CRYPTO_WITHDRAWALS on (GET api/compliance); it then
// states what the payments code does, with no fee that is never charged (ADR 021).

afterEach(() => {
  vi.unstubAllGlobals();
});

function settings(crypto: boolean): ComplianceSettingsResponse {
  return {
    status: 1,
    message: 'compliance settings',
    money_mode: 'real',
    blocked_states: ['Assam'],
    minimum_age: 18,
    crypto_withdrawals: crypto,
  };
}

function renderAt(path: string, crypto: boolean) {
  storeSession();
  stubApi({ 'api/compliance': () => ({ body: settings(crypto) }) });
  const view = renderApp(path);
  view.i18n.addResourceBundle('en', 'payments', enPayments);
  view.i18n.addResourceBundle('hd', 'payments', hdPayments);
  return view;
}

describe('crypto withdrawals switched off (the default)', () => {
  it('/withdraw-cash leads to /withdrawal, which has no link to it', async () => {
    const { router } = renderAt('/withdraw-cash', false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/withdrawal'));
    expect(await screen.findByRole('tab', { name: 'UPI' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /crypto/i })).not.toBeInTheDocument();
    expect(screen.queryByText(/MATIC/)).not.toBeInTheDocument();
  });
});

describe('crypto withdrawals switched on', () => {
  it('/withdrawal links to the page, which states a rupee minimum, no charge and no MATIC fee', async () => {
    const { user, router } = renderAt('/withdrawal', true);
    await user.click(await screen.findByRole('link', { name: 'Withdraw in crypto (Polygon)' }));
    expect(router.state.location.pathname).toBe('/withdraw-cash');
    expect(await screen.findByText('Minimum withdrawal: ₹20.50')).toBeInTheDocument();
    expect(screen.getByText('No processing charge.')).toBeInTheDocument();
    expect(screen.getByText(/you ask for an amount in rupees/)).toBeInTheDocument();
    expect(screen.getByLabelText('Polygon wallet address')).toBeInTheDocument();
    expect(screen.queryByText(/MATIC|fee/i)).not.toBeInTheDocument();
  });

  it('in Hindi', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    renderAt('/withdraw-cash', true);
    expect(await screen.findByText('कोई प्रोसेसिंग शुल्क नहीं।')).toBeInTheDocument();
    expect(screen.getByText(/रुपयों में राशि माँगते हैं/)).toBeInTheDocument();
  });
});
