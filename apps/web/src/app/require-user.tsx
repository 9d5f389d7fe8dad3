import type { MessageId } from '@lingui/core';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { useI18n } from '../i18n/use-i18n';
import { useCurrentUser } from '../lib/current-user';
import { toast } from '../lib/toast';

/** The guard's toast: the wizard's own words (spec §6, as the API's 401 says them), or any other page's. */
function guardToast(pathname: string): [title: MessageId, description: MessageId] {
  return pathname.startsWith('/list-property')
    ? ['common.auth.listRequiredTitle', 'common.auth.listRequired']
    : ['common.auth.requiredTitle', 'common.auth.required'];
}

/** Lets signed-in users through; sends a guest home with a toast (docs/product.md §2, §8). */
export function RequireUser() {
  const { user, isPending } = useCurrentUser();
  const isGuest = !isPending && !user;
  const { pathname } = useLocation();
  const { t } = useI18n();

  useEffect(() => {
    if (!isGuest) return;
    const [title, description] = guardToast(pathname);
    // A fixed id keeps one toast when React runs the effect twice or the guard remounts.
    toast.error(t(title), { id: 'auth-required', description: t(description) });
  }, [isGuest, pathname, t]);

  if (isPending) return <PageSpinner label={t('common.auth.checking')} />;
  if (!user) return <Navigate to="/" replace />;
  return <Outlet />;
}
