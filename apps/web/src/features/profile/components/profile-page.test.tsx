import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { createTestI18n } from '@/test/i18n';
import { profileAnswer } from '@/test/profile-fixture';
import { storeSession } from '@/test/render-app';
import { stubApi } from '@/test/stub-api';
import en from '../../../../public/locales/en/profile.json';
import hd from '../../../../public/locales/hd/profile.json';

// /info through the real route table with the profile calls stubbed at fetch.

afterEach(() => {
  vi.unstubAllGlobals();
});

const profile = profileAnswer;

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
    await user.type(await screen.findByLabelText(en.personal.birthday), '2020-01-01');
    await user.type(screen.getByLabelText(en.personal.city), 'Pune');
    await user.click(screen.getByRole('button', { name: en.personal.save }));
    const form = screen.getByRole('form', { name: en.personal.title });
    expect(within(form).getByText(en.errors.underage)).toBeInTheDocument();
    expect(within(form).getByText(en.errors.state)).toBeInTheDocument();
    expect(api.to('update/personalDetails')).toHaveLength(0);
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
