import { useEffect } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { toast } from './toast';

const OFFLINE_TOAST_MS = 5000;

// One id for all three: React's double effect in StrictMode shows one toast, not two, and coming
// back online replaces the offline toast instead of stacking under it.
const TOAST_ID = 'connectivity';

/** Whether this page's own document was fetched over the network (not from the browser's cache). */
function pageCameOverTheNetwork(): boolean {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return (navigation?.transferSize ?? 0) > 0;
}

/**
 * Tells people when the connection drops or returns, and when the app starts without one (docs/product.md §4
 * 'Connectivity'). Cached listings stay on screen meanwhile: TanStack Query pauses fetches offline.
 */
export function useConnectivityToasts() {
  // The i18n object, not its `t`: `t` is a new function each render, and the effect must run once.
  const { i18n } = useI18n();
  useEffect(() => {
    const t = i18n._.bind(i18n);
    // Spec §8 'Connectivity', word for word in English; the offline toasts stay 5 s (docs/product.md §9).
    const offline = { title: t('common.connectivity.offline'), description: t('common.connectivity.offlineText') };
    const online = { title: t('common.connectivity.online'), description: t('common.connectivity.onlineText') };
    const limited = { title: t('common.connectivity.limited'), description: t('common.connectivity.limitedText') };
    if (!navigator.onLine) {
      // A page that came over the network was online moments ago: the connection dropped while the app was
      // taking it over, before this listened (decision 024). A page from the browser's cache started offline.
      const copy = pageCameOverTheNetwork() ? offline : limited;
      toast(copy.title, { id: TOAST_ID, description: copy.description, duration: OFFLINE_TOAST_MS });
    }

    const handleOffline = () =>
      toast(offline.title, { id: TOAST_ID, description: offline.description, duration: OFFLINE_TOAST_MS });
    // A toast with the same id replaces the one on screen; an explicit undefined duration drops
    // the offline toast's 5 s so this one gets the toaster's default.
    const handleOnline = () =>
      toast.success(online.title, { id: TOAST_ID, description: online.description, duration: undefined });

    window.addEventListener('offline', handleOffline);
    window.addEventListener('online', handleOnline);
    return () => {
      window.removeEventListener('offline', handleOffline);
      window.removeEventListener('online', handleOnline);
    };
  }, [i18n]);
}
