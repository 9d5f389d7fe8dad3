import type { UserType } from '@aangan/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, fetchJson } from './api-client';

/** The signed-in user as GET /api/me returns it (fields later issues rely on are optional for now). */
export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  phone?: string | null;
  type?: UserType;
  avatarUrl?: string | null;
}

export const currentUserQueryKey = ['me'] as const;

/** A guest is not an error: 401 and 404 resolve to null. */
async function fetchCurrentUser(signal: AbortSignal): Promise<CurrentUser | null> {
  try {
    return await fetchJson<CurrentUser>('/api/me', { signal });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
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
