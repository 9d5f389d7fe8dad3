import { hasRole } from '@aangan/domain';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { useCurrentUser } from '../lib/current-user';

const NotFoundPage = lazy(() =>
  import('../components/not-found-page').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * The team's pages: a moderator or admin sees them; anyone else, guest or member, gets the ordinary
 * not-found page, as for a path that does not exist (the server answers them 404 too).
 */
export function RequireTeam() {
  const { user, isPending } = useCurrentUser();
  if (isPending) return <PageSpinner />;
  if (!user || !hasRole(user.role, 'moderator')) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <NotFoundPage />
      </Suspense>
    );
  }
  return <Outlet />;
}
