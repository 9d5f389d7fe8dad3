import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { AuthDialogProvider } from '../lib/auth-dialog';

interface AppProvidersProps {
  queryClient: QueryClient;
  /** The page's language (its address says which: decision 028). */
  i18n: I18n;
  children: ReactNode;
}

/** App-wide context: the language, server state, the auth dialog, and the toast outlet. */
export function AppProviders({ queryClient, i18n, children }: AppProvidersProps) {
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <AuthDialogProvider>
          {children}
          <Toaster />
        </AuthDialogProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}
