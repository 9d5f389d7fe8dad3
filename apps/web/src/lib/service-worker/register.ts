import { Workbox } from 'workbox-window';
import { showUpdatePrompt } from './update-prompt';

/** Same-origin files this page loaded before the worker ran (chunks, pictures), for it to keep for offline. */
function filesLoadedBeforeTheWorker(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && /^\/(assets|media|images)\//.test(url.pathname))
    .map((url) => url.href);
}

/**
 * Registers /sw.js. A new version installs beside the running one and waits: the visitor is told 'Update
 * available' and chooses when to reload into it. On the first install the worker takes this page at once
 * (clientsClaim), and is handed the page itself and what it already loaded, so they can be read offline.
 */
export async function registerServiceWorker(): Promise<void> {
  const firstInstall = navigator.serviceWorker.controller === null;
  const worker = new Workbox('/sw.js');
  worker.addEventListener('waiting', () =>
    showUpdatePrompt(() => {
      worker.addEventListener('controlling', () => window.location.reload());
      worker.messageSkipWaiting();
    }),
  );
  await worker.register();
  if (!firstInstall) return;
  await worker.active;
  // Workbox's router fetches each through the route that matches it: the page (asked as HTML) into the pages cache.
  await worker.messageSW({
    type: 'CACHE_URLS',
    payload: {
      urlsToCache: [
        [window.location.href, { headers: { accept: 'text/html' } }],
        // Who is signed in: a server-rendered page carries it in its HTML, so the worker never saw it asked for.
        '/api/me',
        ...filesLoadedBeforeTheWorker(),
      ],
    },
  });
}
