import type { RouteObject } from 'react-router';
import { lazyElement } from '@/app/lazy-element';

// The /backoffice route tree: its own layout (not the player shell) and one lazy chunk per screen.
// Only these few lines are in the entry chunk.

export const backofficeRoute: RouteObject = {
  path: '/backoffice',
  element: lazyElement(() =>
    import('./components/backoffice-layout').then((module) => module.BackofficeLayout),
  ),
  children: [
    {
      index: true,
      element: lazyElement(() =>
        import('./components/backoffice-home').then((module) => module.BackofficeHome),
      ),
    },
    {
      path: 'login',
      element: lazyElement(() => import('./components/login-page').then((module) => module.LoginPage)),
    },
    {
      path: 'cashier',
      element: lazyElement(() => import('./components/cashier-page').then((module) => module.CashierPage)),
    },
    {
      path: 'kyc',
      element: lazyElement(() =>
        import('./components/kyc-review-page').then((module) => module.KycReviewPage),
      ),
    },
    {
      path: 'players',
      element: lazyElement(() => import('./components/players-page').then((module) => module.PlayersPage)),
    },
    {
      path: 'tables',
      element: lazyElement(() =>
        import('./components/tables/tables-page').then((module) => module.TablesPage),
      ),
    },
    {
      path: 'tables/hands/:handId',
      element: lazyElement(() => import('./components/tables/hand-page').then((module) => module.HandPage)),
    },
    {
      path: 'tables/:tableId',
      element: lazyElement(() => import('./components/tables/table-page').then((module) => module.TablePage)),
    },
    {
      path: 'tambola',
      element: lazyElement(() =>
        import('./components/tambola/tambola-games-page').then((module) => module.TambolaGamesPage),
      ),
    },
    {
      path: 'tambola/:roundId',
      element: lazyElement(() =>
        import('./components/tambola/tambola-game-page').then((module) => module.TambolaGamePage),
      ),
    },
    {
      path: 'fortune-wheel',
      element: lazyElement(() =>
        import('./components/fortune-wheel/fortune-wheel-page').then((module) => module.FortuneWheelPage),
      ),
    },
    {
      path: 'catalog',
      element: lazyElement(() => import('./components/catalog-page').then((module) => module.CatalogPage)),
    },
    {
      path: 'contact',
      element: lazyElement(() => import('./components/contact-page').then((module) => module.ContactPage)),
    },
    {
      path: 'ledger',
      element: lazyElement(() => import('./components/ledger-page').then((module) => module.LedgerPage)),
    },
    {
      path: 'reports',
      element: lazyElement(() => import('./components/reports-page').then((module) => module.ReportsPage)),
    },
    {
      path: 'audit',
      element: lazyElement(() => import('./components/audit-page').then((module) => module.AuditPage)),
    },
    {
      path: '*',
      element: lazyElement(() =>
        import('./components/backoffice-home').then((module) => module.BackofficeHome),
      ),
    },
  ],
};
