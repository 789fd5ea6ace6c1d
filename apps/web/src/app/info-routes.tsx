import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { RULES_ALIASES, RULES_ROUTES } from '@khelo/contracts/routes';

// The pages of issue 9 (information pages, rules pages, mobile verification), each a lazy chunk, and the
// alias routes that send lobby "Game Info" links to the canonical rules page.

const gameRules = (): Promise<ComponentType> =>
  import('@/features/game-rules/components/game-rules-page').then((module) => module.GameRulesPage);

const infoDocument = (name: 'TermsPage' | 'PrivacyPage' | 'PromotionsPage') => (): Promise<ComponentType> =>
  import('@/features/info-pages/components/info-document-page').then((module) => module[name]);

export const infoPages: Record<string, () => Promise<ComponentType>> = {
  '/termsandconditions': infoDocument('TermsPage'),
  '/privacypolicy': infoDocument('PrivacyPage'),
  '/promotions': infoDocument('PromotionsPage'),
  '/contact-us': () =>
    import('@/features/info-pages/components/contact-page').then((module) => module.ContactPage),
  '/rummy-rules': () =>
    import('@/features/game-rules/components/rummy-rules-page').then((module) => module.RummyRulesPage),
  '/verify-mobile': () =>
    import('@/features/verify-mobile/components/verify-mobile-page').then(
      (module) => module.VerifyMobilePage,
    ),
  '/game-rules/:gameName': gameRules,
  ...Object.fromEntries(Object.keys(RULES_ROUTES).map((path) => [path, gameRules])),
};

export const rulesAliasRoutes: RouteObject[] = Object.entries(RULES_ALIASES).map(([path, to]) => ({
  path,
  element: <Navigate to={to} replace />,
}));
