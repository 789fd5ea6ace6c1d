import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, storeSession } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import en from '../../../../public/locales/en/payments.json';

// /transaction-qr after the UTR is sent: the page says what came of it in place of the form.

afterEach(() => vi.unstubAllGlobals());

const details = {
  status: 1,
  message: 'deposit details',
  QR_url: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  upi_url: 'upi://pay?pa=khelo.deposits%40okaxis&am=100.00',
  upi_id: ['khelo.deposits@okaxis'],
  payee_name: 'Khelo Gaming',
  min_deposit: 10,
  max_deposit: 50000,
};

async function submitUtr(answer: { message: string; credited: boolean; wallet_balance: number }) {
  stubApi({
    'fetch/deposit-details': () => ({ body: details }),
    'transaction/deposit': () => ({
      body: {
        status: 1,
        transaction_id: '77',
        transaction_status: answer.credited ? 'SUCCESS' : 'PENDING',
        ...answer,
      },
    }),
  });
  storeSession({ wallet_balance: 400 });
  const view = renderApp({ pathname: '/transaction-qr', state: { amount: 100 } });
  view.i18n.addResourceBundle('en', 'payments', en);
  await view.user.type(await screen.findByLabelText(en.qr.utr), '612345678901');
  await view.user.click(screen.getByRole('button', { name: en.qr.submit }));
  return screen.findByTestId('deposit-result');
}

describe('/transaction-qr', { timeout: 15_000 }, () => {
  it('shows a credited deposit with the amount and the new balance', async () => {
    const result = await submitUtr({ message: en.qr.completed, credited: true, wallet_balance: 500 });
    expect(within(result).getByRole('heading')).toHaveTextContent(en.qr.completed);
    expect(result).toHaveTextContent('₹100 added to your wallet.');
    expect(result).toHaveTextContent('Your balance is now ₹500.');
    expect(screen.queryByLabelText(en.qr.utr)).toBeNull();
  });

  it('shows a deposit waiting for a cashier as pending, without a new balance', async () => {
    const result = await submitUtr({ message: en.qr.submitted, credited: false, wallet_balance: 400 });
    expect(within(result).getByRole('heading')).toHaveTextContent(en.qr.submitted);
    expect(result).toHaveTextContent('₹100 will be credited once a cashier matches your payment');
    expect(within(result).queryByTestId('deposit-balance')).toBeNull();
  });
});
