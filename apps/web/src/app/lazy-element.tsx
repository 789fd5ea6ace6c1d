import { lazy, type ComponentType, type ReactElement } from 'react';

/**
 * A route's element from a page component loaded on first use. The app's routes are declarative
 * (`useRoutes` in a BrowserRouter, ADR 039): react-router's data router and its route `lazy` stay out of
 * the start-up code (~17 KB gzip). The Suspense around the page is the layout's (or the providers').
 */
export function lazyElement(load: () => Promise<ComponentType>): ReactElement {
  const Page = lazy(() => load().then((Component) => ({ default: Component })));
  return <Page />;
}
