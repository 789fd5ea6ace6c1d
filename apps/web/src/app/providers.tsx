import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { LoginModalProvider } from './layout/login-modal-context';
import { SessionProvider } from './session/session-context';

export interface AppProvidersProps {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}

/** Everything the pages rely on: translations, server cache, session, login modal state, toasts. */
export function AppProviders({ i18n, queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <LoginModalProvider>
            <Suspense
              fallback={
                <div style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
                  <Spinner size="lg" />
                </div>
              }
            >
              {children}
            </Suspense>
            <LazyToaster />
          </LoginModalProvider>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
