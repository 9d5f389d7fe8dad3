/*
 * What the service worker keeps for a bad connection (decision 027), in one place for the build (which writes
 * sw.js from these), sign-out (which empties the personal caches) and the tests.
 */

/** Cache Storage names the service worker writes at runtime; the precache is Workbox's own. */
export const OFFLINE_CACHES = {
  /** Pages as the server rendered them, each with the answers it shows (decision 024). */
  pages: 'aangan-pages',
  /** Reads of listings, places and the saved list. */
  api: 'aangan-api',
  /** Listing pictures and the app's own images. */
  media: 'aangan-media',
  /** Script chunks loaded on demand (the rest of the first visit's are precached). */
  assets: 'aangan-assets',
} as const;

/** The app shell the server sends for pages the browser renders; offline, the page of any address not kept. */
export const APP_SHELL_URL = '/app-shell';

/** What Workbox hands a route's matcher, as far as the matchers read it. */
interface RequestToMatch {
  url: URL;
  request: Pick<Request, 'mode' | 'method' | 'headers'>;
  sameOrigin: boolean;
}

// The matchers below are copied into sw.js as their source text: each must stand alone, naming nothing
// outside itself (no shared constants), and hold to what a service worker has.

/** A page of the site: a navigation, or the page's own address handed over to be kept (accepting HTML). */
export function isPageRequest({ url, request, sameOrigin }: RequestToMatch): boolean {
  if (!sameOrigin || /^\/(api|media|assets)\//.test(url.pathname)) return false;
  return request.mode === 'navigate' || (request.headers.get('accept') ?? '').includes('text/html');
}

/**
 * Reads worth having offline: search pages and stats, a listing, place pages, the top cities, the saved list and
 * its ids, and who is signed in (offline, a signed-in person is still themselves, not a guest sent home). Not the
 * console, a listing's edit form, or anything that changes data. Sign-out empties this cache.
 */
export function isOfflineApiRead({ url, request, sameOrigin }: RequestToMatch): boolean {
  if (!sameOrigin || request.method !== 'GET') return false;
  return /^\/api\/(properties(\/[^/]+)?|places\/.+|me|me\/saved(\/ids)?)$/.test(url.pathname);
}

/** Pictures: uploaded listing photos (/media/) and the app's own images (/images/). */
export function isPicture({ url, sameOrigin }: RequestToMatch): boolean {
  return sameOrigin && /^\/(media|images)\//.test(url.pathname);
}

/** A built script or stylesheet: its name carries its hash, so a kept copy is never stale. */
export function isBuiltAsset({ url, sameOrigin }: RequestToMatch): boolean {
  return sameOrigin && url.pathname.startsWith('/assets/');
}

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as the precache reads it. */
export interface BuiltChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

/**
 * The built files a page needs offline: the entry's and the given pages' own files, their static imports and
 * stylesheets. Lazy parts (the console, the wizard, the filter sheets) stay out: kept once they are used.
 */
export function filesForOfflinePages(manifest: Record<string, BuiltChunk>, pages: readonly string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = [...Object.keys(manifest).filter((key) => manifest[key]?.isEntry), ...pages];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    pending.push(...(chunk.imports ?? []));
  }
  return files;
}
