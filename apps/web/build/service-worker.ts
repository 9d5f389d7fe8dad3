import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { VitePWA } from 'vite-plugin-pwa';
import {
  APP_SHELL_URL,
  type BuiltChunk,
  filesForOfflinePages,
  isBuiltAsset,
  isOfflineApiRead,
  isPageRequest,
  isPicture,
  OFFLINE_CACHES,
} from '../src/lib/service-worker/offline-rules';

/**
 * The pages readable offline (decision 027), beside the home page and its tabs (in the entry's files), and the
 * lazy parts they open: the header's menus, the search's sheets and sidebar, the not-found page, the information
 * pages, the recently viewed strip, the service worker's own registration. A part missing offline would break
 * its page, not just itself.
 * Not the listing page: it and what it imports are a third of the app's script, and only a listing opened before
 * can be read offline, whose files were kept as they loaded (the assets cache). Not the FAQ either: it shares a
 * chunk of form schemas (23 KB) with the forms; it is kept once read.
 */
const OFFLINE_PARTS = [
  'src/features/search/place/place-page.tsx',
  'src/features/search/results/search-results-section.tsx',
  'src/features/saved/saved-page.tsx',
  'src/app/layout/account-menu.tsx',
  'src/app/layout/mobile-drawer.tsx',
  'src/features/search/search-bar/filter-sheet.tsx',
  'src/features/search/home/advanced-filters-dialog.tsx',
  'src/features/search/home/recently-viewed.tsx',
  'src/features/search/sidebar/sidebar-filter.tsx',
  'src/components/not-found-page.tsx',
  'src/features/info/about-page.tsx',
  'src/features/info/safety-page.tsx',
  'src/features/info/terms-page.tsx',
  'src/features/info/privacy-policy-page.tsx',
  'src/lib/service-worker/register.ts',
];

/** The public files kept from the start: the start script, the manifest and icons, the stand-in pictures. */
const PUBLIC_FILES =
  /^(app-start\.js|manifest\.webmanifest|favicon\.svg|icon-\d+\.png|apple-touch-icon\.png|images\/default-[\w-]+\.svg)$/;

const DAY = 24 * 60 * 60;

/**
 * The service worker (decision 027), written by vite-plugin-pwa's generateSW (Workbox) into dist/sw.js once the
 * bundle is written. It precaches the app shell and the files of the pages readable offline; pages and reads
 * go to the network first and fall back to what was kept; pictures and lazy chunks come from the cache first.
 * A new version waits until the visitor takes it ('Update available', lib/service-worker/update-prompt.tsx).
 */
export function serviceWorker(outDir: string) {
  const dist = path.resolve(import.meta.dirname, '..', outDir);
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // Registered by the app itself, after the page is live (lib/service-worker/start.ts).
    injectRegister: false,
    // The manifest is our own file (public/manifest.webmanifest).
    manifest: false,
    includeManifestIcons: false,
    filename: 'sw.js',
    workbox: {
      globPatterns: ['**/*.{js,css,svg,png,webmanifest}'],
      globIgnores: ['sw.js', '**/*.br', '**/*.gz'],
      manifestTransforms: [
        (entries) => {
          const built = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
            string,
            BuiltChunk
          >;
          const needed = filesForOfflinePages(built, OFFLINE_PARTS);
          const manifest = entries.filter((entry) => needed.has(entry.url) || PUBLIC_FILES.test(entry.url));
          // The shell is the server's (index.html with the operator's settings): a new build's index.html is a new shell.
          const revision = createHash('sha256')
            .update(readFileSync(path.join(dist, 'index.html')))
            .digest('hex');
          manifest.push({ url: APP_SHELL_URL, revision: revision.slice(0, 16), size: 0 });
          return { manifest, warnings: [] };
        },
      ],
      navigateFallback: null,
      inlineWorkboxRuntime: true,
      cleanupOutdatedCaches: true,
      // The first install takes the open page at once, so what it loads next is kept; an update waits for the visitor.
      clientsClaim: true,
      skipWaiting: false,
      runtimeCaching: [
        {
          urlPattern: isPageRequest,
          handler: 'NetworkFirst',
          options: {
            cacheName: OFFLINE_CACHES.pages,
            expiration: { maxEntries: 30, maxAgeSeconds: 30 * DAY },
            cacheableResponse: { statuses: [200] },
            precacheFallback: { fallbackURL: APP_SHELL_URL },
          },
        },
        {
          urlPattern: isOfflineApiRead,
          handler: 'NetworkFirst',
          options: {
            cacheName: OFFLINE_CACHES.api,
            expiration: { maxEntries: 150, maxAgeSeconds: 30 * DAY },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: isPicture,
          handler: 'CacheFirst',
          options: {
            cacheName: OFFLINE_CACHES.media,
            expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
        {
          urlPattern: isBuiltAsset,
          handler: 'CacheFirst',
          options: {
            cacheName: OFFLINE_CACHES.assets,
            expiration: { maxEntries: 100, purgeOnQuotaError: true },
            cacheableResponse: { statuses: [200] },
          },
        },
      ],
    },
  });
}
