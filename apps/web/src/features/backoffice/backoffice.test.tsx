import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StaffSession } from '@khelo/contracts/staff';
import { renderApp } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import enBackoffice from '../../../public/locales/en/backoffice.json';
import { STAFF_SESSION_KEY, storeStaffSession } from './staff-session';

// The back office as staff meet it: the login in two steps (with the enrolment QR), navigation by role,
// and screens a role may not use.

function render(path: string) {
  const view = renderApp(path);
  view.i18n.addResourceBundle('en', 'backoffice', enBackoffice);
  return view;
}

const session = (role: StaffSession['staff']['role']): StaffSession => ({
  status: 1,
  message: 'logged in',
  step: 'done',
  token: 'kss_test',
  idle_minutes: 15,
  expires_at: '2026-11-23T20:00:00.000Z',
  staff: { id: 's1', email: `${role}@staff.test`, display_name: `Test ${role}`, role },
});

afterEach(() => sessionStorage.removeItem(STAFF_SESSION_KEY));

describe('back office', () => {
  it('asks for the password, then the code with the enrolment QR, and opens the role’s first screen', async () => {
    const api = stubApi({
      'staff/auth/login': (body) =>
        body.code
          ? { body: session('cashier') }
          : {
              body: {
                status: 1,
                message: 'code',
                step: 'code',
                enrolment: { otpauth_uri: 'otpauth://totp/x', secret: 'ABCDEFGHIJKLMNOP', qr_svg: '<svg/>' },
              },
            },
      'staff/deposits': () => ({
        body: { status: 1, message: 'No data found', data: [], page: 1, total: 0 },
      }),
    });
    const { user } = render('/backoffice/cashier');
    await user.type(await screen.findByLabelText('E-mail'), 'cashier@staff.test');
    await user.type(screen.getByLabelText('Password'), 'a long password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByText('ABCDEFGHIJKLMNOP')).toBeInTheDocument();
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(await screen.findByRole('heading', { name: 'Cashier' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing here.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Cashier']);
    expect(api.to('staff/auth/login').map((call) => call.body.code)).toEqual([undefined, '123456']);
    expect(api.to('staff/deposits')[0]!.headers.Authorization).toBe('Bearer kss_test');
  });

  it('shows the server’s refusal of a wrong password', async () => {
    stubApi({
      'staff/auth/login': () => ({ status: 401, body: { status: 0, message: 'Wrong e-mail or password' } }),
    });
    const { user } = render('/backoffice');
    await user.type(await screen.findByLabelText('E-mail'), 'x@staff.test');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong e-mail or password');
  });

  it('shows an auditor only the reading screens and refuses the cashier screen', async () => {
    const auditor = session('auditor');
    storeStaffSession({ token: auditor.token, staff: auditor.staff, expiresAt: auditor.expires_at });
    stubApi({});
    render('/backoffice/cashier');
    expect(await screen.findByText('Your role may not use this screen.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Players', 'Tables', 'Tambola', 'Catalog', 'Fortune Wheel', 'Ledger', 'Reports', 'Audit log']);
  });

  it('drops an expired session and asks for the login again', async () => {
    const admin = session('admin');
    storeStaffSession({ token: admin.token, staff: admin.staff, expiresAt: admin.expires_at });
    stubApi({
      'staff/deposits': () => ({ status: 401, body: { status: 0, message: 'Staff login required' } }),
    });
    render('/backoffice/cashier');
    expect(await screen.findByRole('heading', { name: 'Staff login' })).toBeInTheDocument();
    expect(sessionStorage.getItem(STAFF_SESSION_KEY)).toBeNull();
  });
});
