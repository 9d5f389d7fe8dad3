/**
 * Who may use each route: the server's access rules as data, one line a route, so a reader sees them in
 * one place and `route-access.test.ts` checks every route × role against the running app. A route the
 * app registers without a line here fails that test. HEAD routes follow their GET.
 *
 * - `public`: anyone, signed in or not, gets the same answer.
 * - `member`: any signed-in person; a guest gets 401.
 * - `owner`: the listing's poster only; a guest gets 401, anyone else signed in gets `others`.
 *
 * The operator issue adds moderator and admin roles as further columns of the test's matrix.
 */
export type RouteAccess = ({ access: 'public' } | { access: 'member' } | { access: 'owner'; others: 403 | 404 }) & {
  /** Registered only when apps/web/dist exists (the built web app). */
  onlyWithWebBuild?: true;
};

const publicRoute: RouteAccess = { access: 'public' };
const member: RouteAccess = { access: 'member' };
/** Someone else's listing is refused, and said to be someone else's (they may see it in search anyway). */
const ownerOnly: RouteAccess = { access: 'owner', others: 403 };

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': publicRoute,
  // Account endpoints are open by nature; rate limits, codes and passwords guard them.
  'POST /api/auth/sign-up': publicRoute,
  'POST /api/auth/sign-in': publicRoute,
  'POST /api/auth/verify-email': publicRoute,
  'POST /api/auth/resend-code': publicRoute,
  'POST /api/auth/forgot-password': publicRoute,
  'POST /api/auth/check-reset-code': publicRoute,
  'POST /api/auth/reset-password': publicRoute,
  'POST /api/auth/change-password': member,
  // Signing out twice, or as a guest, is not an error.
  'POST /api/auth/sign-out': publicRoute,
  'GET /api/me': member,
  'PATCH /api/me': member,
  'POST /api/media': member,
  // Stored pictures are public: their keys are random and listings show them to guests.
  'GET /media/*': publicRoute,
  'GET /api/properties': publicRoute,
  'GET /api/properties/stats': publicRoute,
  'GET /api/me/properties': member,
  'POST /api/properties': member,
  // The detail page needs sign-in (spec §2); any signed-in person may open any listing.
  'GET /api/properties/:id': member,
  'GET /api/properties/:id/edit': ownerOnly,
  'PATCH /api/properties/:id': ownerOnly,
  'DELETE /api/properties/:id': ownerOnly,
  'POST /api/properties/:id/views': member,
  'GET /api/properties/:id/contact': member,
  'GET /api/properties/:id/inquiries': ownerOnly,
  // Saved lists are per person: each signed-in person reaches only their own.
  'GET /api/me/saved': member,
  'GET /api/me/saved/ids': member,
  'PUT /api/me/saved/:propertyId': member,
  'DELETE /api/me/saved/:propertyId': member,
  'POST /api/contact': publicRoute,
  'POST /api/newsletter': publicRoute,
  // The built web app: its files and, for any other path, index.html (static-site.ts).
  'GET /': { access: 'public', onlyWithWebBuild: true },
  'GET /*': { access: 'public', onlyWithWebBuild: true },
};

/** The entry of a route as the app registered it (`HEAD /x` reads `GET /x`). */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}
