import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OTP_MISMATCH_MOBILE } from '@khelo/contracts/auth';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { MOBILE_NOT_REGISTERED, MOBILE_VERIFIED, VERIFY_OTP_SENT } from '@khelo/contracts/verify-mobile';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { createTestI18n } from '@/test/i18n';
import { addInfoLocales } from '@/test/info-locales';
import { failure, stubApi } from '@/test/stub-api';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const sent = () => ({
  body: {
    status: 1,
    message: VERIFY_OTP_SENT,
    objectId: 'obj-1',
    mobile_number: '9876543210',
    resend_after: 30,
    expires_in: 300,
  },
});

function renderVerify() {
  const i18n = addInfoLocales(createTestI18n());
  const router = createMemoryRouter(routes, { initialEntries: ['/verify-mobile'] });
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('/verify-mobile', () => {
  it('goes number → Enter OTP → Download and Start Playing', async () => {
    const api = stubApi({
      'verify/mobile': sent,
      'verify/mobile-confirm': () => ({
        body: { status: 1, message: MOBILE_VERIFIED, mobile_number: '9876543210', verified_at: 'x' },
      }),
    });
    const user = userEvent.setup();
    renderVerify();
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please verify the same mobile number that is already registered with your Khelo account.',
      ),
    ).toBeInTheDocument();
    const mobile = screen.getByLabelText('Mobile number');
    await user.type(mobile, '98x76543210');
    expect(mobile).toHaveValue('9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));

    expect(await screen.findByRole('heading', { name: 'Enter OTP' })).toBeInTheDocument();
    expect(screen.getByText('Resend OTP in 30 sec')).toBeInTheDocument();
    expect(api.to('verify/mobile')[0]!.body).toEqual({
      country_code: '+91',
      mobile_number: '9876543210',
      operator_id: 230201,
    });
    const otp = screen.getByLabelText('OTP');
    expect(otp).toHaveAttribute('maxLength', '6');
    await user.type(otp, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByRole('heading', { name: 'Download and Start Playing' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download & Play' })).toHaveAttribute('href', '/');
    expect(api.to('verify/mobile-confirm')[0]!.body).toEqual({
      otp: '123456',
      _id: 'obj-1',
      mobile_number: '9876543210',
      operator_id: 230201,
    });
  });

  it('validates in the red text area before calling the server', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderVerify();
    await user.type(await screen.findByLabelText('Mobile number'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid 10-digit mobile number');
    expect(api.calls.filter((call) => call.path.startsWith('verify/'))).toHaveLength(0);
  });

  it('shows the server refusals in the reader’s language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'hd');
    stubApi({ 'verify/mobile': () => failure(404, MOBILE_NOT_REGISTERED) });
    const user = userEvent.setup();
    renderVerify();
    await user.type(await screen.findByLabelText('मोबाइल नंबर'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(
      await screen.findByText('यह मोबाइल नंबर पंजीकृत नहीं है। कृपया अपने खाते का नंबर इस्तेमाल करें।'),
    ).toBeInTheDocument();
  });

  it('offers Resend after 30 seconds and says a wrong code is wrong', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({
      'verify/mobile': sent,
      'verify/mobile-confirm': () => failure(400, OTP_MISMATCH_MOBILE),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderVerify();
    await user.type(await screen.findByLabelText('Mobile number'), '9876543210');
    await user.click(screen.getByRole('button', { name: 'Send OTP' }));
    await user.type(await screen.findByLabelText('OTP'), '111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Entered wrong OTP')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(30_500));
    await user.click(await screen.findByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('A new OTP has been sent.')).toBeInTheDocument();
    expect(api.to('verify/mobile')).toHaveLength(2);
  });
});
