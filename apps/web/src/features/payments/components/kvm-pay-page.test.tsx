import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@khelo/contracts/profile';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { renderApp, storeSession } from '@/test/render-app';
import { profileFetched, stubApi } from '@/test/stub-api';
import en from '../../../../public/locales/en/payments.json';
import hd from '../../../../public/locales/hd/payments.json';

// /kvmPay through the real route table with the API stubbed at fetch: the account's mobile and e-mail
// fill the form, and a paid gateway payment ends in a success state with the amount and the new balance.

afterEach(() => vi.unstubAllGlobals());

const profileAnswer = (overrides: Partial<Profile>) => profileFetched({ mobile_number: null, ...overrides });

const created = {
  status: 1,
  message: 'created',
  transaction_id: 'KVM123',
  QR_code: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  payment_url: 'http://127.0.0.1/sandbox/gateway/KVM123',
  expires_at: new Date(Date.now() + 8 * 60_000).toISOString(),
  amount: 500,
};

function openKvmPay(language: 'en' | 'hd' = 'en') {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  storeSession({ wallet_balance: 1000 });
  const view = renderApp('/kvmPay');
  view.i18n.addResourceBundle('en', 'payments', en);
  view.i18n.addResourceBundle('hd', 'payments', hd);
  return view;
}

// The first render loads the lazy page; on a busy machine that alone can take seconds.
describe('/kvmPay', { timeout: 15_000 }, () => {
  it("fills in the account's mobile and e-mail and sends them with the payment", async () => {
    const api = stubApi({
      'fetch/userAvatar': () => ({
        body: profileAnswer({ mobile_number: '9876543210', email: 'asha@example.com' }),
      }),
      'pg/kvmpay-deposit': () => ({ body: created }),
      'pg/kvmpay-checkStatus': () => ({
        body: { ...created, transaction_status: 'PENDING', wallet_balance: 1000 },
      }),
    });
    const { user } = openKvmPay();
    expect(await screen.findByLabelText(en.kvm.mobile)).toHaveValue('9876543210');
    expect(screen.getByLabelText(en.kvm.email)).toHaveValue('asha@example.com');
    expect(screen.getAllByText(en.kvm.fromAccount)).toHaveLength(2);
    await user.type(screen.getByLabelText(en.kvm.amount), '500');
    await user.click(screen.getByRole('button', { name: en.kvm.submit }));
    await screen.findByTestId('countdown');
    expect(api.to('pg/kvmpay-deposit')[0]!.body).toMatchObject({
      mobileNo: '9876543210',
      email: 'asha@example.com',
      amount: 500,
    });
  });

  it('leaves the mobile empty for an e-mail account without one, and the player may type it', async () => {
    stubApi({
      'fetch/userAvatar': () => ({ body: profileAnswer({ email: 'ravi@example.com' }) }),
    });
    const { user } = openKvmPay();
    const mobile = await screen.findByLabelText(en.kvm.mobile);
    expect(mobile).toHaveValue('');
    expect(screen.getByLabelText(en.kvm.email)).toHaveValue('ravi@example.com');
    await user.clear(screen.getByLabelText(en.kvm.email));
    await user.type(screen.getByLabelText(en.kvm.email), 'other@example.com');
    expect(screen.getByLabelText(en.kvm.email)).toHaveValue('other@example.com');
  });

  it('shows the empty form when the profile cannot be read', async () => {
    stubApi({});
    openKvmPay();
    expect(await screen.findByLabelText(en.kvm.mobile)).toHaveValue('');
    expect(screen.queryByText(en.kvm.fromAccount)).toBeNull();
  });

  it('says the payment arrived, with the amount and the new balance, in Hindi too', async () => {
    let paid = false;
    stubApi({
      'fetch/userAvatar': () => ({
        body: profileAnswer({ mobile_number: '9876543210', email: 'asha@example.com' }),
      }),
      'pg/kvmpay-deposit': () => ({ body: created }),
      'pg/kvmpay-checkStatus': () => ({
        body: {
          ...created,
          transaction_status: paid ? 'SUCCESS' : 'PENDING',
          wallet_balance: paid ? 1500 : 1000,
        },
      }),
    });
    const { user } = openKvmPay('hd');
    await user.type(await screen.findByLabelText(hd.kvm.amount), '500');
    await user.click(screen.getByRole('button', { name: hd.kvm.submit }));
    await screen.findByTestId('countdown');
    paid = true;
    await user.click(screen.getByRole('button', { name: hd.kvm.checkNow }));

    const result = await screen.findByTestId('deposit-result');
    expect(within(result).getByRole('heading')).toHaveTextContent(hd.qr.completed);
    expect(result).toHaveTextContent('₹500 आपके वॉलेट में जोड़ दिए गए।');
    expect(result).toHaveTextContent('अब आपका बैलेंस ₹1,500 है।');
    expect(within(result).getByRole('link', { name: hd.done.play })).toHaveAttribute('href', '/');
    expect(within(result).getByRole('link', { name: hd.done.history })).toHaveAttribute('href', '/history');
    expect(screen.queryByTestId('countdown')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('wallet-balance')).toHaveTextContent('1,500'));
  });
});
