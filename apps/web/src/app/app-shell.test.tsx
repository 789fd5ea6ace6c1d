import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@khelo/contracts/locales';
import { toast } from '@/components/ui/toast';
import { renderApp, storeSession } from '@/test/render-app';

describe('header', () => {
  it('shows Login when logged out', async () => {
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(within(banner).queryByTestId('wallet-balance')).not.toBeInTheDocument();
  });

  it('shows the name and the wallet balance in rupees when a session is stored', async () => {
    storeSession({ nickName: 'Aarav', wallet_balance: 123456.5 });
    renderApp('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Aarav')).toBeInTheDocument();
    expect(within(banner).getByTestId('wallet-balance')).toHaveTextContent('₹1,23,456.50');
    expect(within(banner).queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
  });
});

describe('side menu', () => {
  it('opens and lists the eight logged-out entries with their links', async () => {
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(within(menu).getByRole('navigation')).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My Wallet', '/addCash'],
      ['Deposit', '/addCash'],
      ['Withdraw', '/withdrawal'],
      ['Transactions', '/history'],
      ['Coupons & Offers', '/promotions'],
      ['Game Tickets', '/game-history'],
      ['Referrals', '/promotions'],
      ['Taxes', '/termsandconditions'],
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('offers Log out to a logged-in player, which clears the session', async () => {
    storeSession();
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(localStorage.getItem('playerId')).toBeNull();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('language panel', () => {
  it('switches the page to Hindi and remembers the choice', async () => {
    const first = renderApp('/');
    await first.user.click(await screen.findByRole('button', { name: 'Change language' }));
    const panel = await screen.findByRole('dialog', { name: 'Language' });
    await first.user.click(within(panel).getByRole('radio', { name: /हिन्दी/ }));

    expect(await screen.findByRole('heading', { name: 'लोकप्रिय गेम्स' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'लॉग इन' })).toBeInTheDocument();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hd');
    expect(document.documentElement.lang).toBe('hi');

    first.unmount();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'लोकप्रिय गेम्स' })).toBeInTheDocument();
    expect(screen.getByText(/असम, ओडिशा, .*तमिलनाडु,? और नागालैंड के खिलाड़ियों/)).toBeInTheDocument();
  });
});

describe('footer', () => {
  it('links Home, Promotions, Download App, Contact US, Privacy Policy and Terms, and offers Login & Play', async () => {
    renderApp('/');
    const footer = await screen.findByRole('contentinfo');
    const href = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(href('Home')).toBe('/');
    expect(href('Promotions')).toBe('/promotions');
    expect(href('Download App')).toBe('/verify-mobile');
    expect(href('Contact US')).toBe('/contact-us');
    expect(href('Privacy Policy')).toBe('/privacypolicy');
    expect(href('Terms & Conditions')).toBe('/termsandconditions');
    expect(within(footer).getByRole('button', { name: 'Login & Play' })).toBeInTheDocument();
    expect(within(footer).getByTestId('app-badges')).toBeInTheDocument();
    expect(within(footer).getByText(/© 2026 Khelo/)).toBeInTheDocument();
  });
});

describe('home', () => {
  it('shows the banner carousel, the blocked-states notice and the popular games', async () => {
    renderApp('/');
    expect(await screen.findByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(4);
    expect(
      screen.getByText(
        'Players from Assam, Odisha, Telangana, Sikkim, Andhra Pradesh, Tamil Nadu and Nagaland are not allowed to play cash games.',
      ),
    ).toBeInTheDocument();
    const games = screen.getByRole('region', { name: 'Popular games' });
    expect(
      within(games)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/tables/ludo',
      '/tables/rummy',
      '/tables/poker',
      '/tables/teen-patti',
      '/?game_code=SPB02001',
    ]);
  });

  it('has the games bar with Live Casino selecting tab 4', async () => {
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Games' });
    expect(within(nav).getByRole('link', { name: 'Teen Patti' })).toHaveAttribute(
      'href',
      '/tables/teen-patti',
    );
    expect(within(nav).getByRole('link', { name: 'Poker' })).toHaveAttribute('href', '/tables/poker');
    expect(within(nav).getByRole('link', { name: 'Live Casino' })).toHaveAttribute('href', '/?tab=4');
  });
});

describe('login modal', () => {
  it('keeps Confirm disabled until the mobile number has 10 digits', async () => {
    const { user } = renderApp('/');
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    const input = await within(dialog).findByLabelText('Mobile number');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(input).toHaveAttribute('maxLength', '10');
    expect(confirm).toBeDisabled();

    await user.type(input, '987654321');
    expect(confirm).toBeDisabled();
    await user.type(input, '0');
    expect(input).toHaveValue('9876543210');
    expect(confirm).toBeEnabled();
  });

  it('validates the e-mail tab', async () => {
    const { user } = renderApp('/');
    await user.click(within(await screen.findByRole('banner')).getByRole('button', { name: 'Login' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    await user.click(await within(dialog).findByRole('tab', { name: 'E-mail' }));
    const input = within(dialog).getByLabelText('E-mail address');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await user.type(input, 'player@example');
    expect(confirm).toBeDisabled();
    await user.type(input, '.com');
    expect(confirm).toBeEnabled();
  });
});

describe('toasts', () => {
  it('appear at the top below the sticky header, never at the bottom where the buttons are', async () => {
    renderApp('/');
    await screen.findByRole('banner');
    toast.success('Personal details saved');
    const toaster = (await screen.findByText('Personal details saved')).closest('[data-sonner-toaster]');
    expect(toaster).toHaveAttribute('data-y-position', 'top');
    const style = (toaster as HTMLElement).style;
    for (const offset of ['--offset-top', '--mobile-offset-top'])
      expect(style.getPropertyValue(offset)).toBe('calc(var(--header-height) + var(--space-3))');
  });
});
