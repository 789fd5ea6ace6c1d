import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Profile } from '@khelo/contracts/profile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { createTestI18n } from '@/test/i18n';
import { storeSession } from '@/test/render-app';
import { profileFetched, stubApi } from '@/test/stub-api';
import en from '../../../../public/locales/en/profile.json';
import hd from '../../../../public/locales/hd/profile.json';

// /info through the real route table with the profile calls stubbed at fetch.

afterEach(() => {
  vi.unstubAllGlobals();
});

const profile = profileFetched;

function renderProfile() {
  storeSession();
  const i18n = createTestI18n();
  i18n.addResourceBundle('en', 'profile', en);
  i18n.addResourceBundle('hd', 'profile', hd);
  const router = createMemoryRouter(routes, { initialEntries: ['/info'] });
  const user = userEvent.setup();
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { user };
}

describe('the profile page', () => {
  it('shows the points from the server and the twelve avatars', async () => {
    stubApi({ 'fetch/userAvatar': () => ({ body: profile() }) });
    renderProfile();
    expect(await screen.findByTestId('vip-points')).toHaveTextContent('1,234');
    expect(screen.getByTestId('club-points')).toHaveTextContent('56');
    expect(screen.getAllByRole('radio', { name: /^Avatar \d+$/ })).toHaveLength(12);
  });

  it('a new nickname shows in the header at once', async () => {
    let name = 'Aarav';
    const api = stubApi({
      'fetch/userAvatar': () => ({ body: profile({ nickName: name }) }),
      'update/userAvatar': (body) => {
        name = String(body.nickName);
        return {
          body: {
            status: 1,
            message: 'Nick name Updated successfully',
            data: { nickName: name, avatar: null, avatar_id: null },
          },
        };
      },
    });
    const { user } = renderProfile();
    const field = await screen.findByLabelText(en.nickname.label);
    await user.clear(field);
    await user.type(field, '  Raja  ');
    await user.click(screen.getByRole('button', { name: en.nickname.save }));
    await waitFor(() => expect(screen.getByTestId('user-name')).toHaveTextContent('Raja'));
    expect(api.to('update/userAvatar')[0]!.body).toMatchObject({
      profile_type: 'nickName',
      nickName: 'Raja',
    });
    expect(localStorage.getItem('nickName')).toBe('"Raja"');
  });

  it('checks the personal details with the server rules before sending', async () => {
    const api = stubApi({ 'fetch/userAvatar': () => ({ body: profile() }) });
    const { user } = renderProfile();
    await user.type(await screen.findByLabelText(en.personal.birthday), '01/01/2020');
    await user.type(screen.getByLabelText(en.personal.city), 'Pune');
    await user.click(screen.getByRole('button', { name: en.personal.save }));
    const form = screen.getByRole('form', { name: en.personal.title });
    expect(within(form).getByText(en.errors.underage)).toBeInTheDocument();
    expect(within(form).getByText(en.errors.state)).toBeInTheDocument();
    expect(api.to('update/personalDetails')).toHaveLength(0);
  });

  it('marks birthday and state as required and saves without a city or phone', async () => {
    const api = stubApi({
      'fetch/userAvatar': () => ({ body: profile() }),
      'update/personalDetails': (body) => ({
        body: { status: 1, message: 'Personal details updated successfully', data: body },
      }),
    });
    const { user } = renderProfile();
    const birthday = await screen.findByLabelText(en.personal.birthday);
    const state = screen.getByLabelText(en.personal.state);
    const phone = screen.getByLabelText(en.personal.phone);
    const city = screen.getByLabelText(en.personal.city);
    const form = screen.getByRole('form', { name: en.personal.title });
    expect(within(form).getByText(en.personal.requiredNote)).toBeInTheDocument();
    for (const field of [birthday, state]) {
      expect(field).toBeRequired();
      expect(form.querySelector(`label[for="${field.id}"]`)).toHaveClass('field__label--required');
    }
    for (const field of [phone, city]) {
      expect(field).not.toBeRequired();
      expect(form.querySelector(`label[for="${field.id}"]`)).not.toHaveClass('field__label--required');
    }

    await user.type(birthday, '15041990');
    expect(birthday).toHaveValue('15/04/1990');
    await user.selectOptions(state, 'Maharashtra');
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: en.personal.save }));
    await waitFor(() => expect(api.to('update/personalDetails')).toHaveLength(1));
    expect(api.to('update/personalDetails')[0]!.body).toMatchObject({
      birthday: '1990-04-15',
      state: 'Maharashtra',
      phone: null,
      city: null,
    });
    expect(within(form).queryByText(en.errors.required)).toBeNull();
  });

  it('shows a saved birthday day first, and refuses one typed incomplete', async () => {
    const api = stubApi({ 'fetch/userAvatar': () => ({ body: profile({ birthday: '1990-05-17' }) }) });
    const { user } = renderProfile();
    const birthday = await screen.findByLabelText(en.personal.birthday);
    expect(birthday).toHaveValue('17/05/1990');
    expect(birthday).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await user.clear(birthday);
    await user.type(birthday, '17/05/90');
    await user.click(screen.getByRole('button', { name: en.personal.save }));
    const form = screen.getByRole('form', { name: en.personal.title });
    expect(within(form).getByText(en.errors.birthdayFormat)).toBeInTheDocument();
    expect(api.to('update/personalDetails')).toHaveLength(0);
  });
});

// The note under the state field names the states the operator blocks (GET api/compliance, ADR 022), the
// same list as the home notice, not the spec's three.
describe('the blocked-state note', () => {
  function stubWith(state: Profile['state'], blocked: string[]) {
    stubApi({
      'fetch/userAvatar': () => ({ body: profile({ birthday: '1990-01-01', city: 'Pune', state }) }),
      'api/compliance': () => ({
        body: {
          status: 1,
          message: 'compliance settings',
          money_mode: 'real',
          blocked_states: blocked,
          minimum_age: 18,
          crypto_withdrawals: false,
        },
      }),
    });
  }

  it("shows for a state the operator blocks that is not among the spec's three (Odisha)", async () => {
    stubWith('Odisha', ['Odisha', 'Goa']);
    renderProfile();
    expect(await screen.findByText('Cash games are not available in Odisha.')).toBeInTheDocument();
  });

  it('does not show for a spec state the operator allows (Assam)', async () => {
    stubWith('Assam', ['Goa']);
    renderProfile();
    expect(await screen.findByLabelText(en.personal.city)).toHaveValue('Pune');
    await waitFor(() => expect(screen.queryByText(/Cash games are not available/)).not.toBeInTheDocument());
  });
});

describe('the profile translation files', () => {
  const keys = (value: unknown, prefix = ''): string[] =>
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
      : [prefix];

  it('have the same keys in English and Hindi, every state named, and the spec toasts verbatim', () => {
    expect(keys(hd).sort()).toEqual(keys(en).sort());
    expect(Object.keys(hd.states)).toHaveLength(36);
    expect(en.toasts).toEqual({
      imageUploaded: 'Image Uploaded',
      avatarUpdated: 'Avatar Updated',
      nicknameUpdated: 'Nick name Updated successfully',
    });
  });
});
