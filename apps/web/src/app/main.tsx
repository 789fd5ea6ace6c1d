import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { initI18n } from '@/lib/i18n';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './routes';
import '@/styles/tokens.css';
import '@/styles/global.css';
import '@/components/ui/button.css';

const container = document.getElementById('root');
if (!container) throw new Error('missing #root');

const i18n = initI18n();
const router = createBrowserRouter(routes);

createRoot(container).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
