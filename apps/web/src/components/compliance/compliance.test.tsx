import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import type { CashEligibilityResponse, ComplianceSettingsResponse } from '@khelo/contracts/compliance';
import { renderApp, storeSession } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';

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
