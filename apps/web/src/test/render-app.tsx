import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { createTestI18n } from './i18n';

export interface StoredSession {
  playerId: string;
  oprId: number | string;
  authToken: string;
  token: string;
  nickName: string;
  wallet_balance: number;
}

/** Writes a session the way the login flow stores it (JSON values). */
export function storeSession(session: Partial<StoredSession> = {}) {
  const values: StoredSession = {
    playerId: 'P1001',
    oprId: 230201,
    authToken: 'auth-token',
    token: 'access-token',
    nickName: 'Aarav',
    wallet_balance: 123456.5,
    ...session,
  };
  for (const [key, value] of Object.entries(values)) localStorage.setItem(key, JSON.stringify(value));
  // Just checked: the session guard waits 10 s before it refreshes (session-guard tests clear this).
  sessionStorage.setItem('lastRefreshed', JSON.stringify({ timestamp: Date.now() }));
}

/** Renders the real route table in a memory router at `path` (with navigation state, if given). */
export function renderApp(path: string | { pathname: string; state?: unknown } = '/') {
  const i18n = createTestI18n();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, i18n, router, user };
}
