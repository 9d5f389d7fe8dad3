import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { toast } from 'sonner';
import { PageSpinner } from '../components/page-spinner';
import { useCurrentUser } from '../lib/current-user';

export const AUTH_REQUIRED_TITLE = 'Authentication Required';
export const AUTH_REQUIRED_MESSAGE = 'Please sign in to access this page';

/** Lets signed-in users through; sends a guest home with a toast (spec §2, §8). */
export function RequireUser() {
  const { user, isPending } = useCurrentUser();
  const isGuest = !isPending && !user;

  useEffect(() => {
    // A fixed id keeps one toast when React runs the effect twice or the guard remounts.
    if (isGuest) toast.error(AUTH_REQUIRED_TITLE, { id: 'auth-required', description: AUTH_REQUIRED_MESSAGE });
  }, [isGuest]);

  if (isPending) return <PageSpinner label="Checking your account" />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}
