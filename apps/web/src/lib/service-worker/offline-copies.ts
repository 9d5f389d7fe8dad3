import { OFFLINE_CACHES } from './offline-rules';

/**
 * After sign-out: the service worker's copies of pages (with the person's header) and of reads (their saved list)
 * go too, so the next person on this device does not find them offline. Public listings come back on use.
 */
export async function forgetPersonalOfflineCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([OFFLINE_CACHES.pages, OFFLINE_CACHES.api].map((name) => caches.delete(name)));
}
