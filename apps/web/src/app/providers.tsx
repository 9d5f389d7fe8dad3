import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Toaster } from '../components/ui/toaster';
import { AuthDialogProvider } from '../lib/auth-dialog';

/** App-wide context: server state, the auth dialog, and the toast outlet. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthDialogProvider>
        {children}
        <Toaster />
      </AuthDialogProvider>
    </QueryClientProvider>
  );
}
