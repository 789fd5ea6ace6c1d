import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openProviderUrl } from '@/features/game-launch/provider-navigation';
import { FIXTURE_GAMES, calls, game, playerList, stubApi } from '@/test/catalog-fixture';
import { createTestI18n } from '@/test/i18n';
import { profileFetched } from '@/test/stub-api';
import { storeSession } from '@/test/render-app';
import enProfile from '../../public/locales/en/profile.json';
import hdProfile from '../../public/locales/hd/profile.json';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';

// A new player opens a cash game before filling in the profile: the refusal offers that game's free
// practice right there, and My Profile brings the player back to the game once the details are saved.

vi.mock('@/features/game-launch/provider-navigation', () => ({ openProviderUrl: vi.fn() }));

const AVIATOR = game('SPB02001', 'Aviator', {
  game_subcategory: 'crash',
  provider_name: 'Skyprobe',
  provider_code: 'SPB',
  integration_env_config: { url_path: '/play/SPB02001' },
});
const GAMES = [...FIXTURE_GAMES.filter((g) => g.game_code !== 'SPB02001'), AVIATOR];

const refused = (
  reason: string,
  message = 'Cash play is for players aged 18 or over: add your birthday',
) => ({
  status: 403,
  body: { status: 0, message, reason },
});
const launched = (mode?: 'practice') => ({
  body: {
    status: 1,
    message: 'Game launched',
    url: `/play/SPB02001?token=t&game_code=SPB02001&opr_id=230201&href=%2F${mode ? '&mode=practice' : ''}`,
    token: 't',
    game_code: 'SPB02001',
    opr_id: 230201,
    href: '/',
    expires_in: 900,
    ...(mode ? { mode, chips: 10_000 } : {}),
  },
});

const newProfile = profileFetched();

function renderAt(path: string, language: 'en' | 'hd' = 'en') {
  storeSession();
  const i18n = createTestI18n(language);
  i18n.addResourceBundle('en', 'profile', enProfile);
  i18n.addResourceBundle('hd', 'profile', hdProfile);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => vi.mocked(openProviderUrl).mockClear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('a cash game refused for a missing birthday', () => {
  it("offers the game's free practice right there", async () => {
    const api = stubApi({
      'api/game-lists': () => ({ body: playerList(0, GAMES) }),
      'api/game-launch': () => refused('birthday_missing'),
      'api/practice-launch': () => launched('practice'),
    });
    const { user } = renderAt('/?game_code=SPB02001');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'You cannot play cash games right now' },
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent('Cash play is for players aged 18 or over');
    expect(dialog).toHaveTextContent('No money, no profile needed: play Aviator with free chips now.');
    expect(within(dialog).getByRole('link', { name: 'Open My Profile' })).toHaveAttribute(
      'href',
      `/info?return=${encodeURIComponent('/?game_code=SPB02001')}`,
    );
    const practice = within(dialog).getByRole('link', { name: 'Play free practice' });
    expect(practice).toHaveAttribute('href', '/?game_code=SPB02001&mode=practice');
    await user.click(practice);
    await waitFor(() => expect(openProviderUrl).toHaveBeenCalledWith(launched('practice').body.url));
    expect(calls(api, 'api/practice-launch')).toHaveLength(1);
  });

  it('brings the player back to the game once the profile is saved', async () => {
    let eligible = false;
    const api = stubApi({
      'api/game-lists': () => ({ body: playerList(0, GAMES) }),
      'api/game-launch': () => (eligible ? launched() : refused('birthday_missing')),
      'fetch/userAvatar': () => ({ body: newProfile }),
      'update/personalDetails': () => {
        eligible = true;
        return { body: { status: 1, message: 'Personal details updated successfully' } };
      },
    });
    const { router, user } = renderAt('/?game_code=SPB02001');
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'You cannot play cash games right now' },
      { timeout: 5000 },
    );
    await user.click(within(dialog).getByRole('link', { name: 'Open My Profile' }));

    expect(await screen.findByTestId('profile-return', {}, { timeout: 10_000 })).toHaveTextContent(
      enProfile.personal.returnNote,
    );
    expect(router.state.location.pathname).toBe('/info');
    await user.type(screen.getByLabelText(enProfile.personal.birthday), '17/05/1990');
    await user.type(screen.getByLabelText(enProfile.personal.city), 'Pune');
    await user.selectOptions(screen.getByLabelText(enProfile.personal.state), 'Maharashtra');
    await user.click(screen.getByRole('button', { name: enProfile.personal.save }));

    await waitFor(() => expect(openProviderUrl).toHaveBeenCalledWith(launched().body.url));
    expect(calls(api, 'api/game-launch')).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/');
  }, 20_000);

  it('in Hindi too', async () => {
    stubApi({
      'api/game-lists': () => ({ body: playerList(0, GAMES) }),
      'api/game-launch': () => refused('birthday_missing'),
    });
    renderAt('/?game_code=SPB02001', 'hd');
    const dialog = await screen.findByRole('dialog', { name: 'आप अभी कैश गेम नहीं खेल सकते' }, { timeout: 5000 });
    expect(within(dialog).getByRole('link', { name: 'फ्री प्रैक्टिस खेलें' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('एविएटर');
  });

  it('offers no practice for a game without it, nor to a self-excluded player', async () => {
    stubApi({
      'api/game-lists': () => ({ body: playerList(0, GAMES) }),
      'api/game-launch': (body) =>
        body.game_code === 'SPB02001'
          ? refused('self_excluded', 'You are excluded.')
          : refused('birthday_missing'),
    });
    const { router, user } = renderAt('/?game_code=LTL03001');
    let dialog = await screen.findByRole(
      'dialog',
      { name: 'You cannot play cash games right now' },
      { timeout: 5000 },
    );
    expect(within(dialog).queryByRole('link', { name: 'Play free practice' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));

    await router.navigate('/?game_code=SPB02001');
    dialog = await screen.findByRole(
      'dialog',
      { name: 'You cannot play cash games right now' },
      { timeout: 5000 },
    );
    expect(within(dialog).queryByRole('link', { name: 'Play free practice' })).not.toBeInTheDocument();
  });
});

describe('My Profile with a return address', () => {
  it('follows only a path of this app', async () => {
    stubApi({ 'fetch/userAvatar': () => ({ body: newProfile }) });
    renderAt('/info?return=https://evil.example/');
    await screen.findByRole('form', { name: enProfile.personal.title });
    expect(screen.queryByTestId('profile-return')).not.toBeInTheDocument();
  });
});
