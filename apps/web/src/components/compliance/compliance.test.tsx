import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import type { CashEligibilityResponse, ComplianceSettingsResponse } from '@khelo/contracts/compliance';
import { renderApp, storeSession } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import hdCommon from '../../../public/locales/hd/common.json';
import payments from '../../../public/locales/en/payments.json';
import paymentsHd from '../../../public/locales/hd/payments.json';

// The configured blocked states in the home notice, the money-mode banner, and a refusal with the link that
// fixes it (docs/compliance.md).

function settings(overrides: Partial<ComplianceSettingsResponse> = {}): ComplianceSettingsResponse {
  return {
    status: 1,
    message: 'compliance settings',
    money_mode: 'real',
    blocked_states: ['Assam', 'Nagaland'],
    minimum_age: 18,
    crypto_withdrawals: false,
    ...overrides,
  };
}

const allowed = { allowed: true, reason: null, message: null };

function eligibility(deposit: CashEligibilityResponse['deposit']): CashEligibilityResponse {
  return {
    status: 1,
    message: 'cash eligibility',
    money_mode: 'real',
    deposit,
    cash_game: deposit,
    withdrawal: allowed,
  };
}

describe('home notice', () => {
  it('names the states the operator configured', async () => {
    stubApi({ 'api/compliance': () => ({ body: settings() }) });
    renderApp('/');
    expect(
      await screen.findByText('Players from Assam and Nagaland are not allowed to play cash games.'),
    ).toBeInTheDocument();
  });

  it('in Hindi too', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    stubApi({ 'api/compliance': () => ({ body: settings() }) });
    renderApp('/');
    const notice = await screen.findByTestId('blocked-states-notice');
    expect(await within(notice).findByText(/असम और नागालैंड/)).toBeInTheDocument();
  });
});

describe('money-mode banner', () => {
  it('says so in practice mode, and is absent in real mode', async () => {
    stubApi({ 'api/compliance': () => ({ body: settings({ money_mode: 'practice' }) }) });
    renderApp('/');
    expect(await screen.findByRole('status', { name: 'Money mode' })).toHaveTextContent(
      'Practice mode: free chips only.',
    );
  });

  it('nothing in real mode', async () => {
    stubApi({ 'api/compliance': () => ({ body: settings() }) });
    renderApp('/');
    await screen.findByTestId('blocked-states-notice');
    expect(screen.queryByRole('status', { name: 'Money mode' })).not.toBeInTheDocument();
  });
});

describe('withdrawal refused', () => {
  it('without verified KYC: the KYC button instead of the form, in Hindi too', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    storeSession();
    stubApi({
      'api/compliance': () => ({ body: settings() }),
      'api/cash-eligibility': () => ({
        body: {
          ...eligibility(allowed),
          withdrawal: { allowed: false, reason: 'kyc_unverified', message: 'Withdrawals need verified KYC' },
        },
      }),
    });
    const { i18n } = renderApp('/withdrawal');
    i18n.addResourceBundle('hd', 'payments', paymentsHd);
    const gate = await screen.findByTestId('cash-gate');
    expect(within(gate).getByRole('link', { name: hdCommon.compliance.fix['/kyc'] })).toHaveAttribute(
      'href',
      '/kyc',
    );
    expect(gate).toHaveTextContent(hdCommon.compliance.reasons.kyc_unverified);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText(paymentsHd.withdraw.amount)).toBeNull();
  });
});

describe('add cash refused', () => {
  function renderAddCash(deposit: CashEligibilityResponse['deposit']) {
    storeSession();
    stubApi({
      'api/compliance': () => ({ body: settings() }),
      'api/cash-eligibility': () => ({ body: eligibility(deposit) }),
    });
    renderApp('/addCash');
    return screen.findByRole('alert');
  }

  it('explains a blocked state before the player types', async () => {
    const alert = await renderAddCash({
      allowed: false,
      reason: 'blocked_state',
      message: 'Cash play is not available to residents of Assam (…).',
      details: { state: 'Assam' },
    });
    expect(alert).toHaveTextContent('You cannot add cash right now');
    expect(alert).toHaveTextContent('Cash play is not available to residents of Assam.');
  });

  it('links a missing birthday to My Profile', async () => {
    const alert = await renderAddCash({
      allowed: false,
      reason: 'birthday_missing',
      message: 'add your birthday',
    });
    expect(alert).toHaveTextContent('Cash play is for players aged 18 or over');
    expect(within(alert).getByRole('link', { name: 'Open My Profile' })).toHaveAttribute('href', '/info');
    // What to do instead of the form: no amount to type, no Continue, the fix is the page's button.
    expect(within(alert).getByRole('link', { name: 'Open My Profile' })).toHaveClass('btn--primary');
    expect(screen.queryByLabelText(payments.addCash.amount)).toBeNull();
    expect(screen.queryByRole('button', { name: payments.addCash.continue })).toBeNull();
  });

  it('shows the form once the player may add cash', async () => {
    storeSession();
    stubApi({
      'api/compliance': () => ({ body: settings() }),
      'api/cash-eligibility': () => ({ body: eligibility(allowed) }),
    });
    const { i18n } = renderApp('/addCash');
    i18n.addResourceBundle('en', 'payments', payments);
    expect(await screen.findByRole('button', { name: payments.addCash.continue })).toBeInTheDocument();
    expect(screen.queryByTestId('cash-gate')).toBeNull();
  });

  it('offers the way back to the games when nothing on a page can fix it', async () => {
    await renderAddCash({
      allowed: false,
      reason: 'blocked_state',
      message: 'Cash play is not available to residents of Assam (…).',
      details: { state: 'Assam' },
    });
    expect(screen.getByRole('link', { name: 'Back to games' })).toHaveAttribute('href', '/');
  });

  it("shows another module's refusal in the server's words", async () => {
    const alert = await renderAddCash({
      allowed: false,
      reason: 'deposit_limit',
      message: 'Your daily limit is reached.',
    });
    expect(alert).toHaveTextContent('Your daily limit is reached.');
  });
});
