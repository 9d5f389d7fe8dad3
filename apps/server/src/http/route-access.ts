import { API_ROUTES, type EndpointAccess } from '@aangan/domain';

/**
 * Who may use each route the server registers, for `route-access.test.ts`, which checks every route × role
 * against the running app; a registered route without a line here fails it. The API's lines come from
 * the contract (packages/domain/src/contract/routes.ts), where each endpoint states its access; the rest
 * are the routes that serve files. HEAD routes follow their GET.
 *
 * The operator issue adds moderator and admin roles as further columns of the test's matrix.
 */
export type RouteAccess = (
  | { access: 'public' }
  | { access: 'member' }
  | { access: 'owner'; others: 403 | 404; teamToo?: true }
  | { access: 'moderator' }
  | { access: 'admin' }
) & {
  /** Registered only when apps/web/dist exists (the built web app). */
  onlyWithWebBuild?: true;
};

const FILE_ROUTES: Record<string, RouteAccess> = {
  // Stored pictures are public: their keys are random and listings show them to guests.
  'GET /media/*': { access: 'public' },
  // Crawlers' files (modules/places): the sitemap's index and its files, and robots.txt naming it.
  'GET /sitemap.xml': { access: 'public' },
  'GET /sitemaps/:file': { access: 'public' },
  'GET /robots.txt': { access: 'public' },
  // The built web app: its files and, for any other path, index.html (static-site.ts).
  'GET /': { access: 'public', onlyWithWebBuild: true },
  // The app shell the service worker keeps for offline use (decision 027).
  'GET /app-shell': { access: 'public', onlyWithWebBuild: true },
  'GET /*': { access: 'public', onlyWithWebBuild: true },
};

function accessOf({ access, teamToo }: { access: EndpointAccess; teamToo?: true }): RouteAccess {
  // Someone else's listing is refused, and said to be someone else's (they may see it in search anyway).
  if (access !== 'owner') return { access };
  return teamToo ? { access, others: 403, teamToo } : { access, others: 403 };
}

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  ...Object.fromEntries(
    Object.values(API_ROUTES).map((route) => [routeKey(route.method, route.path), accessOf(route)]),
  ),
  ...FILE_ROUTES,
};

/** The entry of a route as the app registered it (`HEAD /x` reads `GET /x`). */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}
