import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/**
 * Retries a failed read once, except answers that will not change on retry (4xx), and never offline: a retry
 * there waits for the connection, and the page would show skeletons until then instead of what it has.
 */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  if (!onlineManager.isOnline()) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Offline, a read is still tried once: the service worker answers it from its cache (decision 027) or it
      // fails, and the page falls back to what it has loaded. The default ('online') paused it, so skeletons stayed.
      queries: { networkMode: 'offlineFirst', retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    },
  });
}
