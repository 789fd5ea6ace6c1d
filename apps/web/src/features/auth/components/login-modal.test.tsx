import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { toast } from '@/components/ui/toast';
import { sockets } from '@/test/fake-socket';
import { renderApp } from '@/test/render-app';
import { failure, loginSuccess, otpSent, stubApi } from '@/test/stub-api';

vi.mock('@/lib/socket', () => import('@/test/fake-socket'));
// The player's socket opens after the load (ADR 039).
vi.mock('@/lib/after-load', () => import('@/test/after-load-now'));

// The login modal through the real app: entry, OTP step, the answers of section 8.

beforeEach(() => {
  sockets.length = 0;
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The site header (the modal's own header also counts as a banner in happy-dom). */
const banner = () => screen.getAllByRole('banner')[0]!;

async function openLogin(path = '/') {
  const app = renderApp(path);
  await app.user.click(
    within((await screen.findAllByRole('banner'))[0]!).getByRole('button', { name: 'Login' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  return { ...app, dialog };
}

/** A Hindi reader opens the modal, types a number and taps Confirm. */
async function confirmInHindi() {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
  const app = renderApp('/');
  await app.user.click(
    within((await screen.findAllByRole('banner'))[0]!).getByRole('button', { name: 'लॉग इन' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'लॉग इन' });
  await app.user.type(within(dialog).getByLabelText('मोबाइल नंबर'), '9876543210');
  await app.user.click(within(dialog).getByRole('button', { name: 'पुष्टि करें' }));
  return { app, dialog };
}

async function requestMobileOtp(path = '/') {
  const app = await openLogin(path);
  await app.user.type(within(app.dialog).getByLabelText('Mobile number'), '9876543210');
  await app.user.click(within(app.dialog).getByRole('button', { name: 'Confirm' }));
  const otp = await within(app.dialog).findByLabelText('OTP');
  return { ...app, otp, submit: within(app.dialog).getByRole('button', { name: 'Submit OTP' }) };
}

describe('login modal, mobile', () => {
  it('requests the OTP with the operator header and the query attribution, then shows the OTP step', async () => {
    const api = stubApi({ 'login/mobile': () => ({ body: otpSent() }) });
    const { dialog, otp, submit } = await requestMobileOtp('/?aff_id=AFF9&promo_code=WELCOME');

    const [call] = api.to('login/mobile');
    expect(call!.headers.operator_id).toBe('230201');
    expect(call!.body).toMatchObject({
      country_code: '+91',
      mobile_number: '9876543210',
      operator_id: 230201,
      affiliate_id: 'AFF9',
      promo_code: 'WELCOME',
    });
    expect(call!.body.device_details).toEqual({ device_id: expect.any(String) as unknown });

    expect(within(dialog).getByText('We sent a 6-digit OTP to +91 98765 43210.')).toBeInTheDocument();
    expect(otp).toHaveAttribute('maxLength', '6');
    expect(otp).toHaveFocus();
    // The login and confirm buttons stay visible in the otp state (section 2).
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeVisible();
    expect(within(banner()).getByRole('button', { name: 'Login' })).toBeVisible();
    expect(within(dialog).getByTestId('resend-countdown')).toHaveTextContent('Resend OTP in 0:30');
    expect(JSON.parse(localStorage.getItem('operatorInfo')!)).toEqual(otpSent());
    expect(submit).toBeDisabled();
  });

  it('enables Submit OTP only at 6 digits, and accepts digits only', async () => {
    stubApi({ 'login/mobile': () => ({ body: otpSent() }) });
    const { user, otp, submit } = await requestMobileOtp();
    await user.type(otp, '12a34');
    expect(otp).toHaveValue('1234');
    await user.type(otp, '5');
    expect(submit).toBeDisabled();
    await user.type(otp, '67');
    expect(otp).toHaveValue('123456');
    expect(submit).toBeEnabled();
  });

  it('a short OTP gets "Enter valid OTP" and the toast "Please enter valid OTP"', async () => {
    const api = stubApi({ 'login/mobile': () => ({ body: otpSent() }) });
    const { user, otp, dialog } = await requestMobileOtp();
    await user.type(otp, '123{Enter}');
    expect(within(dialog).getByText('Enter valid OTP')).toBeInTheDocument();
    expect(await screen.findByText('Please enter valid OTP')).toBeInTheDocument();
    expect(api.to('login/mobile-confirm')).toHaveLength(0);
  });

  it('logs in: stores the session, shows the header summary, returns to / with the query', async () => {
    const api = stubApi({
      'login/mobile': () => ({ body: otpSent() }),
      'login/mobile-confirm': () => ({ body: loginSuccess() }),
    });
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const { user, otp, submit, router } = await requestMobileOtp('/promotions?aff_id=AFF9');
    await user.type(otp, '012345');
    await user.click(submit);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument());
    const [call] = api.to('login/mobile-confirm');
    // The spec sends the OTP as a number; the server pads it back to 6 digits.
    expect(call!.body).toEqual({
      otp: 12345,
      _id: 'otp-object-1',
      mobile_number: '9876543210',
      operator_id: 230201,
    });
    const header = banner();
    expect(within(header).getByTestId('user-name')).toHaveTextContent('Player 3210');
    expect(within(header).getByTestId('wallet-balance')).toHaveTextContent('₹1,500');
    expect(within(header).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('?aff_id=AFF9');
    expect(await screen.findByText('Welcome, Player 3210!')).toBeInTheDocument();

    const stored = (key: string) => JSON.parse(localStorage.getItem(key)!) as unknown;
    expect(stored('playerId')).toBe('P2002');
    expect(stored('oprId')).toBe(230201);
    expect(stored('token')).toBe('access-1');
    expect(stored('authToken')).toBe('refresh-1');
    expect(stored('nickName')).toBe('Player 3210');
    expect(stored('wallet_balance')).toBe(1500);
    expect(stored('operatorInfo')).toEqual(otpSent());

    // The socket connects and identifies the player (section 4).
    await waitFor(() =>
      expect(sockets[0]?.sent('sendPlayerData')).toEqual([
        { player_id: 'P2002', operator_id: 230201, token: 'access-1' },
      ]),
    );
  });

  it('a wallet notice on the socket updates the header balance and says what happened', async () => {
    stubApi({
      'login/mobile': () => ({ body: otpSent() }),
      'login/mobile-confirm': () => ({ body: loginSuccess() }),
    });
    const { user, otp, submit } = await requestMobileOtp();
    await user.type(otp, '123456');
    await user.click(submit);
    await waitFor(() => expect(sockets[0]?.sent('sendPlayerData')).toHaveLength(1));

    const notice = {
      amount: 50,
      transaction_id: '9',
      type: 'game_debit',
      status: 'completed',
      transaction_type: 1,
    };
    sockets[0]!.serverSends('info', { ...notice, message: 'Game debit', wallet_balance: 1450 });
    await waitFor(() => expect(within(banner()).getByTestId('wallet-balance')).toHaveTextContent('₹1,450'));
    expect(await screen.findByText('Bet of ₹50 placed')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('wallet_balance')!)).toBe(1450);

    sockets[0]!.serverSends('withdraw_failed', {
      ...notice,
      type: 'withdrawal',
      status: 'failed',
      amount: 200,
      message: 'Withdrawal failed',
      wallet_balance: 1650,
    });
    await waitFor(() => expect(within(banner()).getByTestId('wallet-balance')).toHaveTextContent('₹1,650'));
    expect(
      await screen.findByText('Withdrawal of ₹200 failed; the amount is back in your wallet'),
    ).toBeInTheDocument();
  });

  it('"Otp Mismatch" clears storage and toasts "Entered wrong OTP"; the right code still logs in', async () => {
    let tries = 0;
    stubApi({
      'login/mobile': () => ({ body: otpSent() }),
      'login/mobile-confirm': () => (++tries === 1 ? failure(400, 'Otp Mismatch') : { body: loginSuccess() }),
    });
    localStorage.setItem('stale', 'x');
    const { user, otp, submit } = await requestMobileOtp();
    await user.type(otp, '111111');
    await user.click(submit);

    expect(await screen.findByText('Entered wrong OTP')).toBeInTheDocument();
    expect(localStorage.getItem('stale')).toBeNull();
    expect(localStorage.getItem('operatorInfo')).toBeNull();
    await waitFor(() => expect(otp).toHaveValue(''));

    await user.type(otp, '222222');
    await user.click(submit);
    await waitFor(() => expect(within(banner()).getByTestId('user-name')).toHaveTextContent('Player 3210'));
    // operatorInfo is part of the logged-in session even after a cleared try.
    expect(JSON.parse(localStorage.getItem('operatorInfo')!)).toMatchObject({ objectId: 'otp-object-1' });
  });

  it('a network failure on verify shows "internal server error" and keeps the OTP step', async () => {
    stubApi({ 'login/mobile': () => ({ body: otpSent() }), 'login/mobile-confirm': () => 'offline' });
    const { user, otp, submit, dialog } = await requestMobileOtp();
    await user.type(otp, '123456');
    await user.click(submit);
    expect(await screen.findByText('internal server error')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('OTP')).toBeInTheDocument();
    expect(localStorage.getItem('operatorInfo')).not.toBeNull();
  });

  it('other refusals show their message, translated where known', async () => {
    stubApi({
      'login/mobile': () => ({ body: otpSent() }),
      'login/mobile-confirm': () => failure(400, 'Too many wrong attempts, please request a new OTP'),
    });
    const { app, dialog } = await confirmInHindi();
    await app.user.type(await within(dialog).findByLabelText('OTP'), '123456');
    await app.user.click(within(dialog).getByRole('button', { name: 'OTP सबमिट करें' }));
    expect(await screen.findByText('बहुत अधिक गलत प्रयास, कृपया नया OTP मांगें')).toBeInTheDocument();
    expect(within(dialog).getByText(/0:\d\d में OTP दोबारा भेजें/)).toBeInTheDocument();
  });

  it('a failed request clears the number and shows the error', async () => {
    stubApi({ 'login/mobile': () => failure(404, 'Operator not found') });
    const { user, dialog } = await openLogin();
    const input = within(dialog).getByLabelText('Mobile number');
    await user.type(input, '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Operator not found')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(within(dialog).queryByLabelText('OTP')).not.toBeInTheDocument();
  });

  it('Confirm is off while the code is live (a second tap would be refused); another number turns it on', async () => {
    const api = stubApi({ 'login/mobile': () => ({ body: otpSent() }) });
    const { user, dialog } = await requestMobileOtp();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    // Still shown in the otp state (section 2), but Resend OTP is how another code is asked for.
    expect(confirm).toBeVisible();
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(api.to('login/mobile')).toHaveLength(1);
    const input = within(dialog).getByLabelText('Mobile number');
    await user.clear(input);
    await user.type(input, '9876543211');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
  }, 15_000);

  it("says how many codes the hour still allows (the server's requests_left)", async () => {
    stubApi({ 'login/mobile': () => ({ body: otpSent({ requests_left: 2, requests_reset_after: 3500 }) }) });
    const { dialog } = await requestMobileOtp();
    expect(within(dialog).getByText('Codes left for +91 98765 43210 this hour: 2')).toBeInTheDocument();
    expect(within(dialog).getByTestId('resend-countdown')).toHaveTextContent('Resend OTP in 0:30');
  }, 15_000);

  it("after the hour's last code, the resend waits for the hour and the modal says so", async () => {
    stubApi({ 'login/mobile': () => ({ body: otpSent({ requests_left: 0, requests_reset_after: 3300 }) }) });
    const { dialog } = await requestMobileOtp();
    expect(
      within(dialog).getByText(
        'That was the last code for +91 98765 43210 this hour: the next one can be sent in 55 minutes.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('resend-countdown')).toHaveTextContent('Resend OTP in 55:00');
  }, 15_000);

  it('a lock of the hourly limit says for how long in the modal and keeps Confirm off for that number', async () => {
    stubApi({
      'login/mobile': () =>
        failure(429, 'Too many OTP requests for this mobile number, please try again in 55 minutes', {
          retry_after: 3300,
        }),
    });
    const { user, dialog } = await openLogin();
    const toastError = vi.spyOn(toast, 'error');
    const input = within(dialog).getByLabelText('Mobile number');
    await user.type(input, '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const text = 'No more codes for now: the limit is 5 codes an hour. Try again in 55 minutes.';
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    // Said once, in the modal with its countdown, not also in a passing toast.
    expect(toastError).not.toHaveBeenCalled();
    toastError.mockRestore();
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeDisabled();
    // The number stays (it was not a failure of the request itself) and another number may ask.
    expect(input).toHaveValue('9876543210');
    await user.clear(input);
    await user.type(input, '9876543211');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    expect(within(dialog).queryByText(text)).not.toBeInTheDocument();
  }, 15_000);

  it("in Hindi, the network's lock is said in words", async () => {
    stubApi({
      'login/mobile': () =>
        failure(429, 'Too many OTP requests from your network, please try again in 40 minutes', {
          retry_after: 2400,
        }),
    });
    const { dialog } = await confirmInHindi();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'आपके नेटवर्क से बहुत अधिक कोड माँगे गए। 40 मिनट बाद फिर से प्रयास करें।',
    );
    expect(within(dialog).getByRole('button', { name: 'पुष्टि करें' })).toBeDisabled();
  }, 15_000);

  it('a 429 without a known message is not shown bare', async () => {
    stubApi({ 'login/mobile': () => failure(429, 'Too Many Requests') });
    const { user, dialog } = await openLogin();
    await user.type(within(dialog).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Too Many Requests')).not.toBeInTheDocument();
  }, 15_000);

  it('a reopened modal returns to the sent code when the server says to wait', async () => {
    let requests = 0;
    stubApi({
      'login/mobile': () =>
        ++requests === 1
          ? { body: otpSent() }
          : failure(429, 'Please wait 20 seconds before requesting a new OTP', { retry_after: 20 }),
    });
    const { user, dialog } = await requestMobileOtp();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(within(banner()).getByRole('button', { name: 'Login' }));
    const reopened = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(reopened).queryByLabelText('OTP')).not.toBeInTheDocument();
    await user.type(within(reopened).getByLabelText('Mobile number'), '9876543210');
    await user.click(within(reopened).getByRole('button', { name: 'Confirm' }));
    expect(await within(reopened).findByLabelText('OTP')).toBeInTheDocument();
    expect(within(reopened).getByTestId('resend-countdown')).toHaveTextContent('Resend OTP in 0:20');
  });

  it('editing the number hides the OTP step until it is the number the code went to', async () => {
    stubApi({ 'login/mobile': () => ({ body: otpSent() }) });
    const { user, dialog } = await requestMobileOtp();
    const input = within(dialog).getByLabelText('Mobile number');
    await user.type(input, '{Backspace}');
    expect(within(dialog).queryByLabelText('OTP')).not.toBeInTheDocument();
    await user.type(input, '0');
    expect(within(dialog).getByLabelText('OTP')).toBeInTheDocument();
  });
});

describe('login modal, e-mail', () => {
  it('a short OTP gets the e-mail flow\'s own alert "please enter valid otp" (section 5)', async () => {
    const api = stubApi({
      'login/email': () => ({ body: otpSent({ mobile_number: undefined, email: 'player@example.com' }) }),
    });
    const { user, dialog } = await openLogin();
    const toastError = vi.spyOn(toast, 'error');
    await user.click(within(dialog).getByRole('tab', { name: 'E-mail' }));
    await user.type(within(dialog).getByLabelText('E-mail address'), 'player@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await user.type(await within(dialog).findByLabelText('OTP'), '123{Enter}');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('please enter valid otp');
    expect(within(dialog).queryByText('Enter valid OTP')).not.toBeInTheDocument();
    // Its own alert, not the mobile flow's toast "Please enter valid OTP".
    expect(toastError).not.toHaveBeenCalled();
    toastError.mockRestore();
    expect(api.to('login/email-confirm')).toHaveLength(0);
  }, 15_000);

  it('confirms with login/email-confirm and toasts "Invalid OTP" for a wrong code', async () => {
    const api = stubApi({
      'login/email': () => ({ body: otpSent({ mobile_number: undefined, email: 'player@example.com' }) }),
      'login/email-confirm': () => failure(400, 'Invalid OTP'),
    });
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('tab', { name: 'E-mail' }));
    await user.type(within(dialog).getByLabelText('E-mail address'), 'Player@Example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(api.to('login/email')[0]!.body).toMatchObject({
      email: 'player@example.com',
      currency: 'INR',
      country_code: '+91',
    });
    expect(
      await within(dialog).findByText('We sent a 6-digit OTP to player@example.com.'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('OTP'), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Submit OTP' }));
    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(api.to('login/email-confirm')[0]!.body).toEqual({
      otp: '654321',
      _id: 'otp-object-1',
      email: 'player@example.com',
      operator_id: 230201,
    });
    expect(localStorage.getItem('operatorInfo')).toBeNull();
  });
});
