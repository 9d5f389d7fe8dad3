/**
 * The rest of every endpoint in API_ROUTES, under the same names: what its path parameters, query and
 * body must be (the domain's input schemas, whose messages people see), what it answers, and its line in
 * the reference. The server registers each route from the pair, the web's client is typed by it, and
 * /api/openapi.json is built from it.
 */
import { z } from 'zod';
import { auditQuerySchema, teamRoleChangeSchema } from '../access/team-schema.ts';
import { contactMessageSchema } from '../contact/contact-schema.ts';
import { newsletterSchema } from '../contact/newsletter-schema.ts';
import { DEFAULT_LISTING_TTL_DAYS } from '../expiry/expiry.ts';
import { listingStatusSchema } from '../expiry/link-schema.ts';
import { languageChoiceSchema } from '../i18n/language-choice.ts';
import {
  inboxQuerySchema,
  messageReplySchema,
  messageStatusChangeSchema,
  subscribersQuerySchema,
} from '../inbox/inbox-schema.ts';
import { INBOX_MESSAGES } from '../inbox/messages.ts';
import { JOB_MESSAGES, JOB_NAME_PATTERN } from '../jobs/jobs.ts';
import { PROPERTY_NOT_FOUND_MESSAGE } from '../listing/messages.ts';
import { myPropertiesQuerySchema } from '../listing/my-properties.ts';
import { savedPropertiesQuerySchema } from '../listing/saved-query.ts';
import { listingCreateSchema } from '../listing/server-schema.ts';
import { appealDecisionSchema, appealQueueQuerySchema, appealSchema } from '../moderation/appeals.ts';
import {
  deleteListingSchema,
  hideListingSchema,
  restoreListingSchema,
  teamListingQuerySchema,
} from '../moderation/listing-moderation.ts';
import { MODERATION_MESSAGES } from '../moderation/messages.ts';
import { accountSearchQuerySchema, suspendAccountSchema, unsuspendAccountSchema } from '../moderation/suspension.ts';
import { accountDeletionSchema } from '../my-data/account-deletion.ts';
import { DELETE_CONFIRMATION_WORD } from '../my-data/account-deletion-messages.ts';
import { dataExportSchema } from '../my-data/data-export.ts';
import { leadsPageSchema, leadsQuerySchema } from '../my-data/leads.ts';
import { PLACE_SEGMENTS } from '../places/segments.ts';
import { placeSlugField } from '../places/slug-field.ts';
import { REPORT_MESSAGES } from '../reports/messages.ts';
import {
  flagDecisionSchema,
  flagQueueQuerySchema,
  reportDecisionSchema,
  reportListingSchema,
  reportQueueQuerySchema,
} from '../reports/report-schema.ts';
import { alertUnsubscribeQuerySchema } from '../saved-searches/alerts.ts';
import { guestAlertConfirmQuerySchema, guestAlertCreateSchema } from '../saved-searches/guest-alerts.ts';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES } from '../saved-searches/limits.ts';
import { savedSearchCreateSchema, savedSearchUpdateSchema } from '../saved-searches/schema.ts';
import { propertySearchSchema } from '../search/filters.ts';
import {
  changePasswordSchema,
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyCodeSchema,
} from '../user/auth-schemas.ts';
import { profileUpdateSchema } from '../user/profile-schema.ts';
import {
  revokeVerificationSchema,
  VERIFICATION_MESSAGES,
  verificationDecisionSchema,
  verificationQueueQuerySchema,
} from '../verification/requests.ts';
import { TIME_TO_VERIFY_DAYS } from '../verification/time-to-verify.ts';
import { PLACE_NOT_FOUND_MESSAGE, placeSchema, topCitiesSchema } from './place-responses.ts';
import { placeSuggestionsSchema, placeSuggestQuerySchema } from './place-suggestions.ts';
import {
  brokerFlagPageSchema,
  brokerFlagSchema,
  ownReportSchema,
  reportDecisionResultSchema,
  reportQueueSchema,
} from './report-responses.ts';
import {
  accountDetailSchema,
  accountMatchesSchema,
  appealQueueSchema,
  auditPageSchema,
  createdSchema,
  emailAnswerSchema,
  healthSchema,
  inboxMessageSchema,
  inboxPageSchema,
  jobQueuedSchema,
  listingExpirySchema,
  listingForEditSchema,
  listingStatusAnswerSchema,
  meSchema,
  myPropertiesPageSchema,
  openApiDocumentSchema,
  ownerAppealSchema,
  ownerVerificationSchema,
  posterContactSchema,
  propertyDetailSchema,
  propertyInquiriesSchema,
  propertyPageSchema,
  propertyStatsSchema,
  savedPropertiesSchema,
  savedPropertyIdsSchema,
  similarPropertiesSchema,
  subscriberPageSchema,
  teamJobsSchema,
  teamListingDetailSchema,
  teamListingPageSchema,
  teamOverviewSchema,
  teamSchema,
  uploadedImageSchema,
  verificationQueueSchema,
  verificationRequestSchema,
  viewRecordingSchema,
} from './responses.ts';
import type { API_ROUTES, EndpointName, PathParamNames } from './routes.ts';
import {
  alertSubscriptionSchema,
  guestAlertConfirmationSchema,
  guestAlertRequestedSchema,
  savedSearchListSchema,
  savedSearchSchema,
} from './saved-search-responses.ts';

export interface EndpointSchemas {
  /** The reference's title for it, a short sentence. */
  summary: string;
  /** The reference's group. */
  tag: 'Listings' | 'Interest' | 'Saved' | 'Account' | 'Media' | 'Contact' | 'Service' | 'Team';
  /** Path parameters; a value that does not fit means the thing is not there: 404 with `notFound`. */
  params?: z.ZodType<Record<string, string>>;
  notFound?: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is a multipart upload the route reads itself (POST /api/media). */
  multipart?: true;
  /** The success answer; none for a 204. */
  response?: z.ZodType;
  /** The answer is text of this type, not JSON (the response schema is its text). */
  mediaType?: 'text/html' | 'text/csv';
  /** The answer is a file to save (Content-Disposition: attachment). */
  download?: true;
}

const listingId = { params: z.object({ id: z.uuid() }), notFound: PROPERTY_NOT_FOUND_MESSAGE };
const requestId = { params: z.object({ id: z.uuid() }), notFound: VERIFICATION_MESSAGES.requestNotFound };
const appealId = { params: z.object({ id: z.uuid() }), notFound: MODERATION_MESSAGES.appealNotFound };
// Account ids are better-auth's: letters, digits, '-' and '_'.
const accountId = {
  params: z.object({ id: z.string().regex(/^[\w-]{1,100}$/) }),
  notFound: MODERATION_MESSAGES.accountNotFound,
};
const messageId = { params: z.object({ id: z.uuid() }), notFound: INBOX_MESSAGES.messageNotFound };
const flagId = { params: z.object({ id: z.uuid() }), notFound: REPORT_MESSAGES.flagNotFound };
const savedSearchId = { params: z.object({ id: z.uuid() }), notFound: SAVED_SEARCH_MESSAGES.notFound };
const savedListingId = { params: z.object({ propertyId: z.uuid() }), notFound: PROPERTY_NOT_FOUND_MESSAGE };
// A place page's address: a segment and slugs; anything else names no place (404).
const cityPlace = z.object({ segment: z.enum(PLACE_SEGMENTS), city: placeSlugField('City') });
const placeParams = { params: cityPlace, notFound: PLACE_NOT_FOUND_MESSAGE };
const localityPlaceParams = {
  params: cityPlace.extend({ locality: placeSlugField('Locality') }),
  notFound: PLACE_NOT_FOUND_MESSAGE,
};

export const API_ENDPOINTS = {
  health: {
    summary: 'Whether the server and its database answer (503 while the database is down).',
    tag: 'Service',
    response: healthSchema,
  },
  openApi: {
    summary: 'This reference as an OpenAPI 3.1 document, built from the same definitions the server uses.',
    tag: 'Service',
    response: openApiDocumentSchema,
  },
  apiReference: {
    summary: 'This reference as a page to read.',
    tag: 'Service',
    response: z.string(),
    mediaType: 'text/html',
  },
  signUp: {
    summary: 'Create an account; a 6-digit code is emailed, and nobody is signed in until it is entered.',
    tag: 'Account',
    body: registerSchema,
    response: emailAnswerSchema,
  },
  signIn: {
    summary: 'Sign in with email and password; sets the session cookie.',
    tag: 'Account',
    body: loginSchema,
    response: meSchema,
  },
  verifyEmail: {
    summary: 'Enter the emailed code: verifies the address and signs the person in.',
    tag: 'Account',
    body: verifyCodeSchema,
    response: meSchema,
  },
  resendCode: {
    summary: 'Email a new sign-up code (the same answer whether or not the account exists).',
    tag: 'Account',
    body: emailOnlySchema,
  },
  forgotPassword: {
    summary: 'Email a password reset code (the same answer whether or not the account exists).',
    tag: 'Account',
    body: emailOnlySchema,
  },
  checkResetCode: {
    summary: 'Check a reset code without using it up.',
    tag: 'Account',
    body: verifyCodeSchema,
  },
  resetPassword: {
    summary: 'Set a new password with a reset code; every session of the account ends.',
    tag: 'Account',
    body: resetPasswordSchema,
  },
  changePassword: {
    summary: 'Change the password; other sessions end, this one stays.',
    tag: 'Account',
    body: changePasswordSchema,
  },
  signOut: {
    summary: 'End the session and clear the cookie (signing out twice is not an error).',
    tag: 'Account',
  },
  me: {
    summary: 'The signed-in person, with counts of their listings, saved listings and inquiries.',
    tag: 'Account',
    response: meSchema,
  },
  updateMe: {
    summary: 'Change name, phone, user type or picture address (the email cannot be changed).',
    tag: 'Account',
    body: profileUpdateSchema,
    response: meSchema,
  },
  setMyLanguage: {
    summary: 'Remember the language the account reads Aangan in (en or hi): its mail is written in it.',
    tag: 'Account',
    body: languageChoiceSchema,
  },
  uploadImage: {
    summary: 'Upload one picture (multipart field `file`, JPEG/PNG/WebP/…, at most 5 MB and 40 megapixels).',
    tag: 'Media',
    multipart: true,
    response: uploadedImageSchema,
  },
  searchProperties: {
    summary: 'Search listings: every filter, four sorts, pages of up to 50, totals counted to 10,000.',
    tag: 'Listings',
    query: propertySearchSchema,
    response: propertyPageSchema,
  },
  propertyStats: {
    summary: 'How many listings there are (estimated past 100,000).',
    tag: 'Listings',
    response: propertyStatsSchema,
  },
  placeSuggestions: {
    summary:
      'Places as someone types (2–100 characters, typos and Devanagari forgiven): cities, localities and societies that live listings name, with their live counts (refreshed every few minutes) and addresses.',
    tag: 'Listings',
    query: placeSuggestQuerySchema,
    response: placeSuggestionsSchema,
  },
  topCities: {
    summary: 'The cities with the most live listings (name, slug, count), for the footer and the home page.',
    tag: 'Listings',
    response: topCitiesSchema,
  },
  cityPlace: {
    summary:
      'A city page: the city’s name, its live listings in the segment (buy, rent, pg or commercial), its localities and the other segments, with counts.',
    tag: 'Listings',
    ...placeParams,
    response: placeSchema,
  },
  localityPlace: {
    summary: 'A locality page: as a city page, for one locality of the city.',
    tag: 'Listings',
    ...localityPlaceParams,
    response: placeSchema,
  },
  myProperties: {
    summary: "The signed-in person's own listings, with a summary of all of them.",
    tag: 'Listings',
    query: myPropertiesQuerySchema,
    response: myPropertiesPageSchema,
  },
  createProperty: {
    summary: 'Publish a listing (the poster is the signed-in person).',
    tag: 'Listings',
    body: listingCreateSchema,
    response: createdSchema,
  },
  propertyDetail: {
    summary: 'One listing, with how the viewer stands to it (their own? saved?).',
    tag: 'Listings',
    ...listingId,
    response: propertyDetailSchema,
  },
  similarProperties: {
    summary:
      'Up to 6 live listings like this one, for its page: the same purpose and type, priced within 25% of it, in its locality first, then its city; never the viewer’s own.',
    tag: 'Listings',
    ...listingId,
    response: similarPropertiesSchema,
  },
  propertyForEdit: {
    summary: "The poster's own listing as stored, to prefill the edit form (with its exact map pin).",
    tag: 'Listings',
    ...listingId,
    response: listingForEditSchema,
  },
  updateProperty: {
    summary: 'Replace a listing with a new version (the whole listing, as on create).',
    tag: 'Listings',
    ...listingId,
    body: listingCreateSchema,
    response: createdSchema,
  },
  deleteProperty: {
    summary: 'Delete a listing and its pictures.',
    tag: 'Listings',
    ...listingId,
  },
  recordView: {
    summary: "Count the signed-in person's view of a listing (once per person, never the poster's own).",
    tag: 'Interest',
    ...listingId,
    response: viewRecordingSchema,
  },
  revealContact: {
    summary: "The poster's name, phone and email (limited per person, recorded for the poster).",
    tag: 'Interest',
    ...listingId,
    response: posterContactSchema,
  },
  propertyInquiries: {
    summary: 'How many people viewed the listing and opened its contact details.',
    tag: 'Interest',
    ...listingId,
    response: propertyInquiriesSchema,
  },
  savedProperties: {
    summary: "One page of the signed-in person's saved listings, most recently saved first.",
    tag: 'Saved',
    query: savedPropertiesQuerySchema,
    response: savedPropertiesSchema,
  },
  savedPropertyIds: {
    summary: 'The ids of every listing the person saved, for the hearts on cards.',
    tag: 'Saved',
    response: savedPropertyIdsSchema,
  },
  saveProperty: {
    summary: 'Save a listing (saving it again changes nothing).',
    tag: 'Saved',
    ...savedListingId,
  },
  unsaveProperty: {
    summary: 'Remove a listing from the saved list (removing one not there changes nothing).',
    tag: 'Saved',
    ...savedListingId,
  },
  sendContactMessage: {
    summary: 'Send a message to the Aangan team (stored, then mailed to support).',
    tag: 'Contact',
    body: contactMessageSchema,
    response: createdSchema,
  },
  subscribeNewsletter: {
    summary: 'Sign an address up for the newsletter or property alerts (once per address).',
    tag: 'Contact',
    body: newsletterSchema,
    response: emailAnswerSchema,
  },
  requestVerification: {
    summary: 'Ask the Aangan team to verify this listing (one open request at a time; not once verified).',
    tag: 'Listings',
    ...listingId,
    response: ownerVerificationSchema,
  },
  teamOverview: {
    summary: `The console’s overview: listings by state, new today, open verification requests and appeals, messages waiting, and the median hours from request to verification over the last ${TIME_TO_VERIFY_DAYS} days.`,
    tag: 'Team',
    response: teamOverviewSchema,
  },
  verificationQueue: {
    summary: 'Verification requests by status a page at a time: open ones oldest first, others newest first.',
    tag: 'Team',
    query: verificationQueueQuerySchema,
    response: verificationQueueSchema,
  },
  verificationRequest: {
    summary: 'One verification request: the listing, its owner’s account and the listing’s earlier requests.',
    tag: 'Team',
    ...requestId,
    response: verificationRequestSchema,
  },
  decideVerification: {
    summary:
      'Approve an open request with what was checked (identity, authority, and a visit or video call at least), or reject it with a reason.',
    tag: 'Team',
    ...requestId,
    body: verificationDecisionSchema,
    response: verificationRequestSchema,
  },
  revokeVerification: {
    summary: 'Take a listing’s verification back, with a reason its owner is mailed.',
    tag: 'Team',
    ...listingId,
    body: revokeVerificationSchema,
  },
  appealListing: {
    summary: 'Appeal against the Aangan team hiding your listing (one open appeal at a time; answered by email).',
    tag: 'Listings',
    ...listingId,
    body: appealSchema,
    response: ownerAppealSchema,
  },
  teamListings: {
    summary: 'Any listing by id, title words, or its poster’s email or mobile, filtered by state, newest first.',
    tag: 'Team',
    query: teamListingQuerySchema,
    response: teamListingPageSchema,
  },
  teamListing: {
    summary: 'One listing whatever its state: why it is hidden, its owner, its appeals and its moderation history.',
    tag: 'Team',
    ...listingId,
    response: teamListingDetailSchema,
  },
  hideListing: {
    summary: 'Hide a live listing with a reason from the list (and a note the owner reads); the owner is mailed.',
    tag: 'Team',
    ...listingId,
    body: hideListingSchema,
    response: teamListingDetailSchema,
  },
  restoreListing: {
    summary: 'Show a hidden listing again (an open appeal is answered with it); the owner is mailed.',
    tag: 'Team',
    ...listingId,
    body: restoreListingSchema,
    response: teamListingDetailSchema,
  },
  deleteListing: {
    summary: 'Delete a listing and its pictures for good, with a reason its owner is mailed (admins only).',
    tag: 'Team',
    ...listingId,
    body: deleteListingSchema,
  },
  appealQueue: {
    summary: 'Appeals by status a page at a time: open ones oldest first, answered ones newest first.',
    tag: 'Team',
    query: appealQueueQuerySchema,
    response: appealQueueSchema,
  },
  answerAppeal: {
    summary:
      'Answer an open appeal: uphold (the listing stays hidden) or restore it, with a reply mailed to the owner.',
    tag: 'Team',
    ...appealId,
    body: appealDecisionSchema,
    response: teamListingDetailSchema,
  },
  findAccounts: {
    summary: 'The accounts with this email address or mobile number.',
    tag: 'Team',
    query: accountSearchQuerySchema,
    response: accountMatchesSchema,
  },
  accountDetail: {
    summary: 'One account: its suspension, its listings with their states, and the contacts it revealed.',
    tag: 'Team',
    ...accountId,
    response: accountDetailSchema,
  },
  suspendAccount: {
    summary:
      'Suspend an account with a reason: it is signed out everywhere at once, cannot sign in, and its listings are hidden.',
    tag: 'Team',
    ...accountId,
    body: suspendAccountSchema,
    response: accountDetailSchema,
  },
  unsuspendAccount: {
    summary: 'Lift a suspension: the person can sign in, and listings not hidden one by one are shown again.',
    tag: 'Team',
    ...accountId,
    body: unsuspendAccountSchema,
    response: accountDetailSchema,
  },
  team: {
    summary: 'The Aangan team: everyone with a moderator or admin role, admins first.',
    tag: 'Team',
    response: teamSchema,
  },
  changeTeamRole: {
    summary:
      'Make someone a moderator, or a moderator a member again (never yourself, never an admin); the team after.',
    tag: 'Team',
    body: teamRoleChangeSchema,
    response: teamSchema,
  },
  auditLog: {
    summary: 'The team’s audit log, newest first, filtered by action, record or actor; nobody can change it.',
    tag: 'Team',
    query: auditQuerySchema,
    response: auditPageSchema,
  },
  inboxMessages: {
    summary:
      'Contact-page messages in one status, newest first, found by the sender’s email or name or the subject; with counts per status.',
    tag: 'Team',
    query: inboxQuerySchema,
    response: inboxPageSchema,
  },
  inboxMessage: {
    summary: 'One contact-page message: its text, the sender’s email and phone, and the team’s replies.',
    tag: 'Team',
    ...messageId,
    response: inboxMessageSchema,
  },
  replyToMessage: {
    summary:
      'Reply to a message: mailed to the sender (Reply-To the support address, their message quoted); it is answered or closed after.',
    tag: 'Team',
    ...messageId,
    body: messageReplySchema,
    response: inboxMessageSchema,
  },
  changeMessageStatus: {
    summary: 'Close, reopen or mark answered a message, from the status the moderator saw (409 when it changed).',
    tag: 'Team',
    ...messageId,
    body: messageStatusChangeSchema,
    response: inboxMessageSchema,
  },
  newsletterSubscribers: {
    summary: 'The newsletter’s and property alerts’ addresses a page at a time, newest first.',
    tag: 'Team',
    query: subscribersQuerySchema,
    response: subscriberPageSchema,
  },
  exportSubscribers: {
    summary: 'Every newsletter address as a CSV file (email, source, date), guarded against spreadsheet formulas.',
    tag: 'Team',
    response: z.string(),
    mediaType: 'text/csv',
    download: true,
  },
  exportMyData: {
    summary:
      'Everything Aangan keeps about the signed-in person as a JSON file: account, listings, pictures, saved listings and searches, views, contact reveals, reports, appeals, messages, newsletter.',
    tag: 'Account',
    response: dataExportSchema,
    download: true,
  },
  deleteMyAccount: {
    summary: `Delete the signed-in person's account for good, with their password and the word ${DELETE_CONFIRMATION_WORD}: listings, pictures, saved lists and sessions go; reports against others stay, anonymised.`,
    tag: 'Account',
    body: accountDeletionSchema,
  },
  propertyLeads: {
    summary:
      'Who opened the contact details of a listing (name, when, email verified), newest first, and how many saved it; for its owner and the team.',
    tag: 'Interest',
    ...listingId,
    query: leadsQuerySchema,
    response: leadsPageSchema,
  },
  reportListing: {
    summary:
      'Report a listing to the Aangan team with a reason (one report per person and listing: a second one updates it; 20 a day). Its owner never learns who reported.',
    tag: 'Listings',
    ...listingId,
    body: reportListingSchema,
    response: ownReportSchema,
  },
  reportQueue: {
    summary:
      'Listings with open reports: hidden by the reports first, verified listings that reached the threshold next, then by how many people reported them, oldest first.',
    tag: 'Team',
    query: reportQueueQuerySchema,
    response: reportQueueSchema,
  },
  decideReports: {
    summary:
      'Decide a listing’s open reports with a note: uphold (it stays or goes down) or dismiss (a listing the reports took down comes back); each reporter is mailed the outcome.',
    tag: 'Team',
    ...listingId,
    body: reportDecisionSchema,
    response: reportDecisionResultSchema,
  },
  brokerFlags: {
    summary:
      'Broker flags in one status with their evidence in words: open ones oldest first, decided ones newest first.',
    tag: 'Team',
    query: flagQueueQuerySchema,
    response: brokerFlagPageSchema,
  },
  decideBrokerFlag: {
    summary: 'Dismiss an open broker flag (it is not raised again for the same evidence) or confirm it, with a note.',
    tag: 'Team',
    ...flagId,
    body: flagDecisionSchema,
    response: brokerFlagSchema,
  },
  renewProperty: {
    summary: `Confirm your listing is still available: it stays in search for another ${DEFAULT_LISTING_TTL_DAYS} days (by default), and an expired or let-or-sold one comes back.`,
    tag: 'Listings',
    ...listingId,
    response: listingExpirySchema,
  },
  answerListingStatus: {
    summary:
      'What a reminder’s signed link says: still available (renews the listing) or let or sold (takes it down). The token works once and needs no sign-in.',
    tag: 'Listings',
    body: listingStatusSchema,
    response: listingStatusAnswerSchema,
  },
  teamJobs: {
    summary: 'The scheduled jobs: each one’s schedule, queue (queued, running, failed) and latest run.',
    tag: 'Team',
    response: teamJobsSchema,
  },
  runJob: {
    summary: 'Queue one run of a scheduled job now (admins).',
    tag: 'Team',
    params: z.object({ name: z.string().regex(JOB_NAME_PATTERN) }),
    notFound: JOB_MESSAGES.notFound,
    response: jobQueuedSchema,
  },
  savedSearches: {
    summary:
      'The signed-in person’s saved searches, newest first, each with its live listings posted or edited since they last opened it (counted to 1,000).',
    tag: 'Saved',
    response: savedSearchListSchema,
  },
  saveSearch: {
    summary: `Save a search results page (/, /buy, /rent, /pg, /commercial or a place page, with its filters) under a name; at most ${MAX_SAVED_SEARCHES} per person, each search once (409).`,
    tag: 'Saved',
    body: savedSearchCreateSchema,
    response: savedSearchSchema,
  },
  updateSavedSearch: {
    summary: 'Rename a saved search, or change how often its alerts are to be sent.',
    tag: 'Saved',
    ...savedSearchId,
    body: savedSearchUpdateSchema,
    response: savedSearchSchema,
  },
  deleteSavedSearch: {
    summary: 'Delete a saved search.',
    tag: 'Saved',
    ...savedSearchId,
  },
  markSavedSearchSeen: {
    summary: 'Note that the person opened a saved search now: its new matches count from here.',
    tag: 'Saved',
    ...savedSearchId,
  },
  readAlertUnsubscribe: {
    summary:
      'What an alert mail’s unsubscribe link names: the saved search and how often its alerts are sent. The token needs no sign-in.',
    tag: 'Saved',
    query: alertUnsubscribeQuerySchema,
    response: alertSubscriptionSchema,
  },
  alertUnsubscribe: {
    summary:
      'Stop a saved search’s alerts from its mail’s link (RFC 8058 one-click: the form body List-Unsubscribe=One-Click, or none); doing it twice is not an error.',
    tag: 'Saved',
    query: alertUnsubscribeQuerySchema,
    response: alertSubscriptionSchema,
  },
  requestGuestAlert: {
    summary:
      'Property alerts for an email address without an account: the search on screen, how often and in which language. Nothing is sent until the link in the confirmation mail is opened; the answer is the same whatever the address’s state.',
    tag: 'Saved',
    body: guestAlertCreateSchema,
    response: guestAlertRequestedSchema,
  },
  readGuestAlertConfirmation: {
    summary:
      'What a guest alert’s confirmation link names: the search, how often, whether it is on already and whether it is now an account’s saved search. Changes nothing; the token needs no sign-in.',
    tag: 'Saved',
    query: guestAlertConfirmQuerySchema,
    response: guestAlertConfirmationSchema,
  },
  confirmGuestAlert: {
    summary:
      'Turn a guest alert on from its confirmation link (doing it twice is not an error); an address with an account gets it among that account’s saved searches.',
    tag: 'Saved',
    query: guestAlertConfirmQuerySchema,
    response: guestAlertConfirmationSchema,
  },
} as const satisfies Record<EndpointName, EndpointSchemas>;

type Schemas<N extends EndpointName> = (typeof API_ENDPOINTS)[N];
type Route<N extends EndpointName> = (typeof API_ROUTES)[N];

/** What an endpoint answers with (undefined for a 204). */
export type ApiResponse<N extends EndpointName> =
  Schemas<N> extends { response: infer R extends z.ZodType } ? z.output<R> : undefined;
/** The body a client sends, before the server's parsing (numbers may still be text, say). */
export type ApiBody<N extends EndpointName> =
  Schemas<N> extends { body: infer B extends z.ZodType } ? z.input<B> : never;
/** The query a client sends. */
type ApiQuery<N extends EndpointName> = Schemas<N> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never;
/** The path parameters, as text. */
type ApiParams<N extends EndpointName> = Record<PathParamNames<Route<N>['path']>, string>;

/** Everything a client sends to an endpoint: `params` where its path has any, `query`, `body`. */
export type ApiRequest<N extends EndpointName> = ([PathParamNames<Route<N>['path']>] extends [never]
  ? unknown
  : { params: ApiParams<N> }) &
  (Schemas<N> extends { query: z.ZodType } ? { query?: ApiQuery<N> | URLSearchParams } : unknown) &
  (Schemas<N> extends { body: z.ZodType } ? { body: ApiBody<N> } : unknown) &
  (Schemas<N> extends { multipart: true } ? { body: FormData } : unknown);
