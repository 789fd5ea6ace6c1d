import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router';
import { initI18n, loadFallbackLanguage } from '@/lib/i18n';
import { afterContent } from '@/lib/page-content';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import '@/styles/tokens.css';
import '@/styles/global.css';
import '@/components/ui/button.css';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');

const i18n = initI18n();

// Declarative routes, not the data router: the app has no loaders or actions, and createBrowserRouter
// would add ~17 KB gzip to the start-up code (issue 19, ADR 039).
function AppRoutes() {
  return useRoutes(routes);
}

// A transition renders the first screen in slices of a few milliseconds instead of one long task, so a
// phone's main thread is never blocked for long while the page starts (issue 19: TBT).
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders i18n={i18n} queryClient={createQueryClient()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});

// The spec's Hindi fallback of an English page comes after the first paint (issue 19) and, on a game or
// table page, after its content: its LCP often comes after the load event.
afterContent(() => loadFallbackLanguage(i18n));
