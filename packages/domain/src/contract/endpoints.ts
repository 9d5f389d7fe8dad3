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
import { PROPERTY_NOT_FOUND_MESSAGE } from '../listing/messages.ts';
import { myPropertiesQuerySchema } from '../listing/my-properties.ts';
import { savedPropertiesQuerySchema } from '../listing/saved-query.ts';
import { listingCreateSchema } from '../listing/server-schema.ts';
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
  auditPageSchema,
  createdSchema,
  emailAnswerSchema,
  healthSchema,
  meSchema,
  myPropertiesPageSchema,
  openApiDocumentSchema,
  posterContactSchema,
  propertyDetailSchema,
  propertyInquiriesSchema,
  propertyPageSchema,
  propertySchema,
  propertyStatsSchema,
  savedPropertiesSchema,
  savedPropertyIdsSchema,
  teamSchema,
  uploadedImageSchema,
  viewRecordingSchema,
} from './responses.ts';
import type { API_ROUTES, EndpointName, PathParamNames } from './routes.ts';

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
  /** The answer is an HTML page (the response schema is its text). */
  html?: true;
}

const listingId = { params: z.object({ id: z.uuid() }), notFound: PROPERTY_NOT_FOUND_MESSAGE };
const savedListingId = { params: z.object({ propertyId: z.uuid() }), notFound: PROPERTY_NOT_FOUND_MESSAGE };

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
    html: true,
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
  propertyForEdit: {
    summary: "The poster's own listing as stored, to prefill the edit form.",
    tag: 'Listings',
    ...listingId,
    response: propertySchema,
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
