import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'sonner';
import { TOAST_MS } from '@khelo/contracts/constants';
import { Spinner } from '@/components/ui/spinner';
import { TOAST_PLACEMENT } from '@/components/ui/toast';
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
            <Toaster {...TOAST_PLACEMENT} duration={TOAST_MS} theme="dark" richColors closeButton />
          </LoginModalProvider>
        </SessionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
