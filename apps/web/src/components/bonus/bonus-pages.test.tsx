import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BonusSummary, WithdrawPreview } from '@khelo/contracts/bonus-tax';
import { renderApp, storeSession } from '@/test/render-app';
import enPayments from '../../../public/locales/en/payments.json';
import hdPayments from '../../../public/locales/hd/payments.json';

// The bonus card on /addCash and the TDS preview on /withdrawal through the real routes, with their calls
// stubbed at fetch (anything else is offline).

afterEach(() => {
  vi.unstubAllGlobals();
});

function summary(overrides: Partial<BonusSummary> = {}): BonusSummary {
  return {
    status: 1,
    message: 'bonus summary',
    cash_balance: 25,
    bonus_balance: 0,
    bonus_expires_at: null,
    release_percent: 10,
    welcome_bonus: { percent: 100, cap: 1000, available: true },
    referral: { code: 'ZKFFNGP5', bonus: 100 },
    ...overrides,
  };
}

function stub(answers: { summary?: BonusSummary; preview?: (amount: number) => WithdrawPreview }) {
  const previews: number[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const json = (body: unknown) =>
        Promise.resolve(
          new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
        );
      if (String(url).endsWith('/api/bonus/summary') && answers.summary) return json(answers.summary);
      // The player may add cash and withdraw: the pages show their forms (components/compliance/cash-gate).
      if (String(url).endsWith('/api/cash-eligibility')) {
        const allowed = { allowed: true, reason: null, message: null };
        return json({
          status: 1,
          message: 'ok',
          money_mode: 'real',
          deposit: allowed,
          cash_game: allowed,
          withdrawal: allowed,
        });
      }
      if (String(url).endsWith('/transaction/withdraw-preview') && answers.preview) {
        const { amount } = JSON.parse(init?.body as string) as { amount: number };
        previews.push(amount);
        return json(answers.preview(amount));
      }
      return Promise.reject(new TypeError('Failed to fetch'));
    }),
  );
  return previews;
}

function renderPage(path: string) {
  storeSession({ wallet_balance: 2575 });
  const view = renderApp(path);
  view.i18n.addResourceBundle('en', 'payments', enPayments);
  view.i18n.addResourceBundle('hd', 'payments', hdPayments);
  return view;
}

describe('the bonus card on add cash', () => {
  it('shows cash and bonus, and the welcome offer before the first deposit', async () => {
    stub({ summary: summary() });
    renderPage('/addCash');
    const card = await screen.findByTestId('bonus-balance');
    expect(within(card).getByTestId('bonus-cash')).toHaveTextContent('₹25');
    expect(within(card).getByTestId('bonus-amount')).toHaveTextContent('₹0');
    expect(screen.getByTestId('welcome-offer')).toHaveTextContent(
      'First deposit? Get a 100% welcome bonus, up to ₹1,000.',
    );
    // Each quick tile says the welcome bonus of that deposit: 100%, at most the cap.
    expect(screen.getByRole('button', { name: /₹500\s*Bonus ₹500/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /₹1,000\s*Bonus ₹1,000/ })).toBeInTheDocument();
  });

  it('after the first deposit: the bonus with its expiry, no offer', async () => {
    stub({
      summary: summary({
        cash_balance: 1025,
        bonus_balance: 1000,
        bonus_expires_at: '2026-12-23T10:00:00.000Z',
        welcome_bonus: { percent: 100, cap: 1000, available: false },
      }),
    });
    renderPage('/addCash');
    const card = await screen.findByTestId('bonus-balance');
    expect(within(card).getByTestId('bonus-amount')).toHaveTextContent('₹1,000');
    expect(card).toHaveTextContent('Bonus turns into cash at 10% of every cash bet, until');
    expect(screen.queryByTestId('welcome-offer')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Bonus ₹/)).not.toBeInTheDocument();
  });
});

describe('the quick tiles before the bonus summary answers', () => {
  it("promise no bonus (not the spec's Rs 1,000 on every tile, ADR 021)", async () => {
    stub({});
    renderPage('/addCash');
    expect(await screen.findByRole('button', { name: '₹1,000' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '₹10' })).toBeInTheDocument();
    expect(screen.queryByText(/^Bonus ₹/)).not.toBeInTheDocument();
  });
});

describe('the TDS preview on withdrawal', () => {
  const preview = (amount: number, tds: number, panRequired = false): WithdrawPreview => ({
    status: 1,
    message: 'withdrawal preview',
    amount,
    tds,
    net: amount - tds,
    net_winnings: tds === 0 ? 0 : (tds * 10) / 3,
    tds_percent: 30,
    financial_year: '2026-27',
    pan_required: panRequired,
  });

  it('shows the amount, the TDS and what arrives before the player submits', async () => {
    const asked = stub({ preview: (amount) => preview(amount, amount === 2000 ? 300 : 0) });
    const { user } = renderPage('/withdrawal');
    await user.type(await screen.findByLabelText('Amount (₹)'), '2000');
    const box = await screen.findByTestId('tds-preview');
    await within(box).findByText('₹300');
    expect(within(box).getByTestId('tds-net')).toHaveTextContent('₹1,700');
    expect(box).toHaveTextContent('Net winnings of ₹1,000 in FY 2026-27 are taxed under section 194BA.');
    expect(asked).toContain(2000);
  });

  it('says when the TDS needs a verified PAN, with the way to add one', async () => {
    stub({ preview: (amount) => preview(amount, 6, true) });
    const { user } = renderPage('/withdrawal');
    await user.type(await screen.findByLabelText('Amount (₹)'), '20');
    const warning = await screen.findByText(/a verified PAN is needed/);
    expect(within(warning).getByRole('link', { name: 'Add your PAN' })).toHaveAttribute('href', '/kyc');
  });
});
