import type { Me } from '@aangan/domain';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api';
import { ApiError } from './api-client';
import { forgetPersonalOfflineCopies } from './service-worker/offline-copies';

/** The signed-in person as GET /api/me answers. */
export type CurrentUser = Me;

export const currentUserQueryKey = ['me'] as const;

/** A guest is not an error: 401 resolves to null. */
async function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await callApi('me', {}, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function currentUserQuery() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }) => fetchCurrentUser(signal),
    staleTime: 60_000,
  });
}

/**
 * Who is using the app: `user` is null for a guest (and when /api/me fails), `isPending` until
 * the first answer arrives.
 */
export function useCurrentUser(): { user: CurrentUser | null; isPending: boolean } {
  const { data, isPending } = useQuery(currentUserQuery());
  return { user: data ?? null, isPending };
}

/**
 * After sign-in, verification or a profile save: the answer is the new current user. A GET /api/me still
 * in flight (sent before the session cookie existed) is cancelled first, or its late 401 would sign the
 * person out again on screen.
 */
export async function setCurrentUser(queryClient: QueryClient, user: CurrentUser): Promise<void> {
  await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
  queryClient.setQueryData(currentUserQueryKey, user);
}

/** After sign-out: forget the person and everything fetched as them, keep public listings. */
export function clearCurrentUser(queryClient: QueryClient): void {
  queryClient.setQueryData(currentUserQueryKey, null);
  void forgetPersonalOfflineCopies();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'properties' && query.queryKey[0] !== 'me' });
}
