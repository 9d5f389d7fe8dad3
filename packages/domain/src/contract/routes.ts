/**
 * Every endpoint of the API, once: its method, path, success status and who may call it. Plain and small,
 * so the web's typed client can read it on a first visit; the schemas and the reference's words for each
 * endpoint are in endpoints.ts, under the same names (the server and the reference need them, the web not).
 *
 * Access (checked by the server before anything else, and walked by the route × role test):
 * - `public`: anyone, signed in or not, gets the same answer.
 * - `member`: any signed-in person; a guest gets 401.
 * - `owner`: the listing's poster only; a guest gets 401, anyone else signed in gets 403.
 * - `moderator`, `admin`: the Aangan team, at least that role; everyone else gets 404, so the team's
 *   endpoints are not advertised.
 */
type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
export type EndpointAccess = 'public' | 'member' | 'owner' | 'moderator' | 'admin';

export interface ApiRoute {
  method: HttpMethod;
  /** Fastify's pattern: `:name` for a path parameter. */
  path: string;
  /** 202: taken, and the rest happens by mail (a guest alert's confirmation). */
  status: 200 | 201 | 202 | 204;
  access: EndpointAccess;
  /** An `owner` endpoint the team (moderators and admins) may read too. */
  teamToo?: true;
}

export const API_ROUTES = {
  health: {
    method: 'GET',
    path: '/api/health',
    status: 200,
    access: 'public',
  },
  openApi: {
    method: 'GET',
    path: '/api/openapi.json',
    status: 200,
    access: 'public',
  },
  apiReference: {
    method: 'GET',
    path: '/api/docs',
    status: 200,
    access: 'public',
  },
  signUp: {
    method: 'POST',
    path: '/api/auth/sign-up',
    status: 201,
    access: 'public',
  },
  signIn: {
    method: 'POST',
    path: '/api/auth/sign-in',
    status: 200,
    access: 'public',
  },
  verifyEmail: {
    method: 'POST',
    path: '/api/auth/verify-email',
    status: 200,
    access: 'public',
  },
  resendCode: {
    method: 'POST',
    path: '/api/auth/resend-code',
    status: 204,
    access: 'public',
  },
  forgotPassword: {
    method: 'POST',
    path: '/api/auth/forgot-password',
    status: 204,
    access: 'public',
  },
  checkResetCode: {
    method: 'POST',
    path: '/api/auth/check-reset-code',
    status: 204,
    access: 'public',
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    status: 204,
    access: 'public',
  },
  changePassword: {
    method: 'POST',
    path: '/api/auth/change-password',
    status: 204,
    access: 'member',
  },
  signOut: {
    method: 'POST',
    path: '/api/auth/sign-out',
    status: 204,
    access: 'public',
  },
  me: {
    method: 'GET',
    path: '/api/me',
    status: 200,
    access: 'member',
  },
  updateMe: {
    method: 'PATCH',
    path: '/api/me',
    status: 200,
    access: 'member',
  },
  setMyLanguage: {
    method: 'PUT',
    path: '/api/me/language',
    status: 204,
    access: 'member',
  },
  uploadImage: {
    method: 'POST',
    path: '/api/media',
    status: 201,
    access: 'member',
  },
  searchProperties: {
    method: 'GET',
    path: '/api/properties',
    status: 200,
    access: 'public',
  },
  propertyStats: {
    method: 'GET',
    path: '/api/properties/stats',
    status: 200,
    access: 'public',
  },
  placeSuggestions: {
    method: 'GET',
    path: '/api/places',
    status: 200,
    access: 'public',
  },
  topCities: {
    method: 'GET',
    path: '/api/places/top-cities',
    status: 200,
    access: 'public',
  },
  cityPlace: {
    method: 'GET',
    path: '/api/places/:segment/:city',
    status: 200,
    access: 'public',
  },
  localityPlace: {
    method: 'GET',
    path: '/api/places/:segment/:city/:locality',
    status: 200,
    access: 'public',
  },
  myProperties: {
    method: 'GET',
    path: '/api/me/properties',
    status: 200,
    access: 'member',
  },
  createProperty: {
    method: 'POST',
    path: '/api/properties',
    status: 201,
    access: 'member',
  },
  propertyDetail: {
    method: 'GET',
    path: '/api/properties/:id',
    status: 200,
    access: 'member',
  },
  similarProperties: {
    method: 'GET',
    path: '/api/properties/:id/similar',
    status: 200,
    access: 'member',
  },
  propertyForEdit: {
    method: 'GET',
    path: '/api/properties/:id/edit',
    status: 200,
    access: 'owner',
  },
  updateProperty: {
    method: 'PATCH',
    path: '/api/properties/:id',
    status: 200,
    access: 'owner',
  },
  deleteProperty: {
    method: 'DELETE',
    path: '/api/properties/:id',
    status: 204,
    access: 'owner',
  },
  recordView: {
    method: 'POST',
    path: '/api/properties/:id/views',
    status: 200,
    access: 'member',
  },
  revealContact: {
    method: 'GET',
    path: '/api/properties/:id/contact',
    status: 200,
    access: 'member',
  },
  propertyInquiries: {
    method: 'GET',
    path: '/api/properties/:id/inquiries',
    status: 200,
    access: 'owner',
  },
  savedProperties: {
    method: 'GET',
    path: '/api/me/saved',
    status: 200,
    access: 'member',
  },
  savedPropertyIds: {
    method: 'GET',
    path: '/api/me/saved/ids',
    status: 200,
    access: 'member',
  },
  saveProperty: {
    method: 'PUT',
    path: '/api/me/saved/:propertyId',
    status: 204,
    access: 'member',
  },
  unsaveProperty: {
    method: 'DELETE',
    path: '/api/me/saved/:propertyId',
    status: 204,
    access: 'member',
  },
  sendContactMessage: {
    method: 'POST',
    path: '/api/contact',
    status: 201,
    access: 'public',
  },
  subscribeNewsletter: {
    method: 'POST',
    path: '/api/newsletter',
    status: 200,
    access: 'public',
  },
  requestVerification: {
    method: 'POST',
    path: '/api/properties/:id/verification-request',
    status: 201,
    access: 'owner',
  },
  teamOverview: {
    method: 'GET',
    path: '/api/admin/overview',
    status: 200,
    access: 'moderator',
  },
  verificationQueue: {
    method: 'GET',
    path: '/api/admin/verifications',
    status: 200,
    access: 'moderator',
  },
  verificationRequest: {
    method: 'GET',
    path: '/api/admin/verifications/:id',
    status: 200,
    access: 'moderator',
  },
  decideVerification: {
    method: 'POST',
    path: '/api/admin/verifications/:id/decision',
    status: 200,
    access: 'moderator',
  },
  revokeVerification: {
    method: 'POST',
    path: '/api/admin/listings/:id/verification/revoke',
    status: 204,
    access: 'moderator',
  },
  appealListing: {
    method: 'POST',
    path: '/api/properties/:id/appeal',
    status: 201,
    access: 'owner',
  },
  teamListings: {
    method: 'GET',
    path: '/api/admin/listings',
    status: 200,
    access: 'moderator',
  },
  teamListing: {
    method: 'GET',
    path: '/api/admin/listings/:id',
    status: 200,
    access: 'moderator',
  },
  hideListing: {
    method: 'POST',
    path: '/api/admin/listings/:id/hide',
    status: 200,
    access: 'moderator',
  },
  restoreListing: {
    method: 'POST',
    path: '/api/admin/listings/:id/restore',
    status: 200,
    access: 'moderator',
  },
  // Deleting cannot be undone (the pictures go too), so it is for admins; moderators hide (decision 019).
  deleteListing: {
    method: 'POST',
    path: '/api/admin/listings/:id/delete',
    status: 204,
    access: 'admin',
  },
  appealQueue: {
    method: 'GET',
    path: '/api/admin/appeals',
    status: 200,
    access: 'moderator',
  },
  answerAppeal: {
    method: 'POST',
    path: '/api/admin/appeals/:id/decision',
    status: 200,
    access: 'moderator',
  },
  findAccounts: {
    method: 'GET',
    path: '/api/admin/accounts',
    status: 200,
    access: 'moderator',
  },
  accountDetail: {
    method: 'GET',
    path: '/api/admin/accounts/:id',
    status: 200,
    access: 'moderator',
  },
  suspendAccount: {
    method: 'POST',
    path: '/api/admin/accounts/:id/suspend',
    status: 200,
    access: 'moderator',
  },
  unsuspendAccount: {
    method: 'POST',
    path: '/api/admin/accounts/:id/unsuspend',
    status: 200,
    access: 'moderator',
  },
  team: {
    method: 'GET',
    path: '/api/admin/team',
    status: 200,
    access: 'moderator',
  },
  changeTeamRole: {
    method: 'POST',
    path: '/api/admin/team',
    status: 200,
    access: 'admin',
  },
  auditLog: {
    method: 'GET',
    path: '/api/admin/audit',
    status: 200,
    access: 'moderator',
  },
  inboxMessages: {
    method: 'GET',
    path: '/api/admin/messages',
    status: 200,
    access: 'moderator',
  },
  inboxMessage: {
    method: 'GET',
    path: '/api/admin/messages/:id',
    status: 200,
    access: 'moderator',
  },
  replyToMessage: {
    method: 'POST',
    path: '/api/admin/messages/:id/reply',
    status: 200,
    access: 'moderator',
  },
  changeMessageStatus: {
    method: 'POST',
    path: '/api/admin/messages/:id/status',
    status: 200,
    access: 'moderator',
  },
  newsletterSubscribers: {
    method: 'GET',
    path: '/api/admin/subscribers',
    status: 200,
    access: 'moderator',
  },
  exportSubscribers: {
    method: 'GET',
    path: '/api/admin/subscribers.csv',
    status: 200,
    access: 'moderator',
  },
  // 'My data' and leads (issue 17, decision 022).
  exportMyData: {
    method: 'GET',
    path: '/api/me/export',
    status: 200,
    access: 'member',
  },
  deleteMyAccount: {
    method: 'POST',
    path: '/api/me/delete',
    status: 204,
    access: 'member',
  },
  propertyLeads: {
    method: 'GET',
    path: '/api/properties/:id/leads',
    status: 200,
    access: 'owner',
    teamToo: true,
  },
  reportListing: {
    method: 'POST',
    path: '/api/properties/:id/report',
    status: 200,
    access: 'member',
  },
  reportQueue: {
    method: 'GET',
    path: '/api/admin/reports',
    status: 200,
    access: 'moderator',
  },
  decideReports: {
    method: 'POST',
    path: '/api/admin/reports/:id/decision',
    status: 200,
    access: 'moderator',
  },
  brokerFlags: {
    method: 'GET',
    path: '/api/admin/flags',
    status: 200,
    access: 'moderator',
  },
  decideBrokerFlag: {
    method: 'POST',
    path: '/api/admin/flags/:id/decision',
    status: 200,
    access: 'moderator',
  },
  // Listings that stay true (issue 17, decision 020).
  renewProperty: {
    method: 'POST',
    path: '/api/properties/:id/renew',
    status: 200,
    access: 'owner',
  },
  // A reminder's signed link: the token is the access, so no sign-in is asked for.
  answerListingStatus: {
    method: 'POST',
    path: '/api/listing-status',
    status: 200,
    access: 'public',
  },
  teamJobs: {
    method: 'GET',
    path: '/api/admin/jobs',
    status: 200,
    access: 'moderator',
  },
  runJob: {
    method: 'POST',
    path: '/api/admin/jobs/:name/run',
    status: 200,
    access: 'admin',
  },
  // Saved searches (issue 20, decision 029): the person's own; another person's id is 404, as if not there.
  savedSearches: {
    method: 'GET',
    path: '/api/saved-searches',
    status: 200,
    access: 'member',
  },
  saveSearch: {
    method: 'POST',
    path: '/api/saved-searches',
    status: 201,
    access: 'member',
  },
  updateSavedSearch: {
    method: 'PATCH',
    path: '/api/saved-searches/:id',
    status: 200,
    access: 'member',
  },
  deleteSavedSearch: {
    method: 'DELETE',
    path: '/api/saved-searches/:id',
    status: 204,
    access: 'member',
  },
  markSavedSearchSeen: {
    method: 'POST',
    path: '/api/saved-searches/:id/seen',
    status: 204,
    access: 'member',
  },
  readAlertUnsubscribe: {
    method: 'GET',
    path: '/api/alerts/unsubscribe',
    status: 200,
    access: 'public',
  },
  alertUnsubscribe: {
    method: 'POST',
    path: '/api/alerts/unsubscribe',
    status: 200,
    access: 'public',
  },
  // Guest alerts (issue 20, decision 029): an email address instead of an account, double opt-in by mail.
  requestGuestAlert: {
    method: 'POST',
    path: '/api/alerts',
    status: 202,
    access: 'public',
  },
  readGuestAlertConfirmation: {
    method: 'GET',
    path: '/api/alerts/confirm',
    status: 200,
    access: 'public',
  },
  confirmGuestAlert: {
    method: 'POST',
    path: '/api/alerts/confirm',
    status: 200,
    access: 'public',
  },
} as const satisfies Record<string, ApiRoute>;

export type EndpointName = keyof typeof API_ROUTES;

/** The team's endpoints: not advertised, and 404 to whoever may not use them. */
export function isTeamAccess(access: EndpointAccess): access is 'moderator' | 'admin' {
  return access === 'moderator' || access === 'admin';
}

/** The names of a path's parameters: `/api/properties/:id/views` → `'id'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path of an endpoint with its parameters filled in, each encoded. */
export function pathOf(route: ApiRoute, params: Readonly<Record<string, string>> = {}): string {
  return route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${route.path} needs the path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
