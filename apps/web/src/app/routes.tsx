import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PLAYER_ROUTES, RULES_ROUTES, STATIC_ROUTES, TABLE_ROUTES } from '@khelo/contracts/routes';
import { RequirePlayer } from './layout/require-player';
import { RootLayout } from './layout/root-layout';
import { infoPages, rulesAliasRoutes } from './info-routes';
import { lazyElement } from './lazy-element';
import { HomeRoute } from './pages/home-route';
import { PlayRoute } from './pages/play-route';
import { UnknownPath } from './pages/unknown-path';
import { backofficeRoute } from '@/features/backoffice/backoffice-routes';

type PlayerRoute = (typeof PLAYER_ROUTES)[number];
type StaticRoute = (typeof STATIC_ROUTES)[number];

/** Title keys of the pages later issues build. */
export const PLAYER_PAGE_TITLES: Record<PlayerRoute, string> = {
  '/info': 'pages.info',
  '/addCash': 'pages.addCash',
  '/transaction-qr': 'pages.transactionQr',
  '/kvmPay': 'pages.kvmPay',
  '/withdrawal': 'pages.withdrawal',
  '/withdraw-cash': 'pages.withdrawCash',
  '/history': 'pages.history',
  '/kyc': 'pages.kyc',
  '/game-history': 'pages.gameHistory',
  '/responsible-gaming': 'pages.responsibleGaming',
};

export const STATIC_PAGE_TITLES: Record<StaticRoute, string> = {
  '/termsandconditions': 'pages.terms',
  '/privacypolicy': 'pages.privacy',
  '/contact-us': 'pages.contact',
  '/promotions': 'pages.promotions',
  '/rummy-rules': 'pages.rummyRules',
  '/verify-mobile': 'pages.verifyMobile',
};

export const GAME_RULES_PATH = '/game-rules/:gameName';

/** Every page not yet built shares one lazily loaded frame; an issue swaps in its page here. */
const ComingSoonPage = lazy(() =>
  import('./pages/coming-soon-page').then((module) => ({ default: module.ComingSoonPage })),
);

/** Pages that are built, by path: each replaces the coming-soon frame with its own lazy chunk. */
const builtPages: Partial<Record<string, () => Promise<ComponentType>>> = {
  ...infoPages,
  '/responsible-gaming': () =>
    import('@/features/responsible-gaming/components/responsible-gaming-page').then(
      (module) => module.ResponsibleGamingPage,
    ),
  '/history': () => import('@/features/history/components/history-page').then((module) => module.HistoryPage),
  '/info': () => import('@/features/profile/components/profile-page').then((module) => module.ProfilePage),
  '/kyc': () => import('@/features/kyc/components/kyc-page').then((module) => module.KycPage),
  '/addCash': () =>
    import('@/features/payments/components/add-cash-page').then((module) => module.AddCashPage),
  '/transaction-qr': () =>
    import('@/features/payments/components/transaction-qr-page').then((module) => module.TransactionQrPage),
  '/kvmPay': () => import('@/features/payments/components/kvm-pay-page').then((module) => module.KvmPayPage),
  '/withdrawal': () =>
    import('@/features/payments/components/withdrawal-page').then((module) => module.WithdrawalPage),
  '/game-history': () =>
    import('@/features/house-games/components/game-history-page').then((module) => module.GameHistoryPage),
  '/withdraw-cash': () =>
    import('@/features/payments/components/withdraw-cash-page').then((module) => module.WithdrawCashPage),
};

const page = (path: string, titleKey: string): RouteObject => {
  const built = builtPages[path];
  return { path, element: built ? lazyElement(built) : <ComingSoonPage titleKey={titleKey} /> };
};

/**
 * The route table of both spec documents, declarative (no loaders: useRoutes in main.tsx). The home
 * screen is in the entry chunk; every other page is lazy. Any path not declared shows home.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <HomeRoute /> },
      {
        path: '/signup',
        element: lazyElement(() => import('./pages/signup-page').then((module) => module.SignupPage)),
      },
      {
        element: <RequirePlayer />,
        children: PLAYER_ROUTES.map((path) => page(path, PLAYER_PAGE_TITLES[path])),
      },
      ...STATIC_ROUTES.map((path) => page(path, STATIC_PAGE_TITLES[path])),
      page(GAME_RULES_PATH, 'pages.gameRules'),
      ...Object.entries(RULES_ROUTES).map(([path, slug]) => page(path, `pages.rules.${slug}`)),
      ...rulesAliasRoutes,
      // Multiplayer tables (issue 17): the picker of a game's tables (docs/tables.md).
      {
        path: TABLE_ROUTES.picker,
        element: lazyElement(() =>
          import('@/features/tables/components/table-picker-page').then((module) => module.TablePickerPage),
        ),
      },
      // The Fortune Wheel promotion's shows (docs/fortune-wheel.md).
      {
        path: '/fortune-wheel',
        element: lazyElement(() =>
          import('@/features/fortune-wheel-table/components/fortune-shows-page').then(
            (module) => module.FortuneShowsPage,
          ),
        ),
      },
      // Outside the spec's table: the public verify page of the house games (docs/house-games.md).
      {
        path: '/provably-fair',
        element: lazyElement(() =>
          import('@/features/house-games/components/verify-page').then((module) => module.VerifyPage),
        ),
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
  // The operator staff's back office: its own layout and lazy screens (docs/backoffice.md).
  backofficeRoute,
  // The house games' own full-screen page, where a lobby launch of SPB02001 or SPB02014 lands.
  {
    path: '/play/:gameCode',
    element: <PlayRoute />,
  },
  // A table of a multiplayer game: full screen, like the house games' page.
  {
    path: TABLE_ROUTES.table,
    element: lazyElement(() => import('./pages/table-route').then((module) => module.TableRoute)),
  },
];

/** Every concrete path of the route table (for tests and the server's SPA list). */
export const ALL_PAGE_PATHS: readonly string[] = [
  '/',
  '/signup',
  ...PLAYER_ROUTES,
  ...STATIC_ROUTES,
  ...Object.keys(RULES_ROUTES),
];
