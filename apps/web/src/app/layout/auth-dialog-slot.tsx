import { lazy, Suspense } from 'react';
import { withMessages } from '../../i18n/i18n';
import { useAuthDialog } from '../../lib/auth-dialog';
import { useOpenedOnce } from '../../lib/use-opened-once';

// The dialog loads on first use, with its words: guests who only browse never download either.
const AuthDialog = lazy(
  withMessages(['auth'], () =>
    import('../../features/auth/auth-dialog').then((module) => ({ default: module.AuthDialog })),
  ),
);

export function AuthDialogSlot() {
  const { isOpen } = useAuthDialog();
  const isMounted = useOpenedOnce(isOpen);
  if (!isMounted) return null;
  return (
    <Suspense fallback={null}>
      <AuthDialog />
    </Suspense>
  );
}
