import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToastOutletWanted, subscribeToToastOutlet } from '../lib/toast';

const Toaster = lazy(async () => ({ default: (await import('./ui/toaster')).Toaster }));

/** Where toasts appear: empty (and sonner not loaded) until the first toast is raised (lib/toast.ts). */
export function ToastOutlet() {
  const wanted = useSyncExternalStore(subscribeToToastOutlet, isToastOutletWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
