import type { RouteObject } from 'react-router';

// The /backoffice route tree: its own layout (not the player shell) and one lazy chunk per screen.
// Only these few lines are in the entry chunk.

export const backofficeRoute: RouteObject = {
  path: '/backoffice',
  lazy: () =>
    import('./components/backoffice-layout').then((module) => ({ Component: module.BackofficeLayout })),
  children: [
    {
      index: true,
      lazy: () =>
        import('./components/backoffice-home').then((module) => ({ Component: module.BackofficeHome })),
    },
    {
      path: 'login',
      lazy: () => import('./components/login-page').then((module) => ({ Component: module.LoginPage })),
    },
    {
      path: 'cashier',
      lazy: () => import('./components/cashier-page').then((module) => ({ Component: module.CashierPage })),
    },
    {
      path: 'kyc',
      lazy: () =>
        import('./components/kyc-review-page').then((module) => ({ Component: module.KycReviewPage })),
    },
    {
      path: 'players',
      lazy: () => import('./components/players-page').then((module) => ({ Component: module.PlayersPage })),
    },
    {
      path: 'tables',
      lazy: () =>
        import('./components/tables/tables-page').then((module) => ({ Component: module.TablesPage })),
    },
    {
      path: 'tables/hands/:handId',
      lazy: () => import('./components/tables/hand-page').then((module) => ({ Component: module.HandPage })),
    },
    {
      path: 'tables/:tableId',
      lazy: () =>
        import('./components/tables/table-page').then((module) => ({ Component: module.TablePage })),
    },
    {
      path: 'tambola',
      lazy: () =>
        import('./components/tambola/tambola-games-page').then((module) => ({
          Component: module.TambolaGamesPage,
        })),
    },
    {
      path: 'tambola/:roundId',
      lazy: () =>
        import('./components/tambola/tambola-game-page').then((module) => ({
          Component: module.TambolaGamePage,
        })),
    },
    {
      path: 'fortune-wheel',
      lazy: () =>
        import('./components/fortune-wheel/fortune-wheel-page').then((module) => ({
          Component: module.FortuneWheelPage,
        })),
    },
    {
      path: 'catalog',
      lazy: () => import('./components/catalog-page').then((module) => ({ Component: module.CatalogPage })),
    },
    {
      path: 'contact',
      lazy: () => import('./components/contact-page').then((module) => ({ Component: module.ContactPage })),
    },
    {
      path: 'ledger',
      lazy: () => import('./components/ledger-page').then((module) => ({ Component: module.LedgerPage })),
    },
    {
      path: 'reports',
      lazy: () => import('./components/reports-page').then((module) => ({ Component: module.ReportsPage })),
    },
    {
      path: 'audit',
      lazy: () => import('./components/audit-page').then((module) => ({ Component: module.AuditPage })),
    },
    {
      path: '*',
      lazy: () =>
        import('./components/backoffice-home').then((module) => ({ Component: module.BackofficeHome })),
    },
  ],
};
