import { LIST_SIGN_IN_REQUIRED } from '@aangan/domain';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { useCurrentUser } from '../lib/current-user';
import { toast } from '../lib/toast';

const AUTH_REQUIRED_TITLE = 'Authentication Required';
const AUTH_REQUIRED_MESSAGE = 'Please sign in to access this page';

function guardToast(pathname: string): [title: string, description: string] {
  return pathname.startsWith('/list-property')
    ? [LIST_SIGN_IN_REQUIRED.title, LIST_SIGN_IN_REQUIRED.description]
    : [AUTH_REQUIRED_TITLE, AUTH_REQUIRED_MESSAGE];
}

/** Lets signed-in users through; sends a guest home with a toast (docs/product.md §2, §8). */
export function RequireUser() {
  const { user, isPending } = useCurrentUser();
  const isGuest = !isPending && !user;
  const { pathname } = useLocation();

  useEffect(() => {
    if (!isGuest) return;
    const [title, description] = guardToast(pathname);
    // A fixed id keeps one toast when React runs the effect twice or the guard remounts.
    toast.error(title, { id: 'auth-required', description });
  }, [isGuest, pathname]);

  if (isPending) return <PageSpinner label="Checking your account" />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}
