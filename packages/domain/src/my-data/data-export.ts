import { z } from 'zod';
import { ROLES } from '../access/roles.ts';
import { CONTACT_REASONS, NEWSLETTER_SOURCES } from '../contact/messages.ts';
import { listingForEditSchema } from '../contract/responses.ts';
import { USER_TYPES } from '../enums.ts';
import { MESSAGE_STATUSES } from '../inbox/statuses.ts';
import { APPEAL_STATUSES } from '../moderation/appeals.ts';
import { HIDE_REASONS } from '../moderation/hide-reasons.ts';
import { REPORT_REASONS, REPORT_STATUSES } from '../reports/report-reasons.ts';
import { SAVED_SEARCH_FREQUENCIES } from '../saved-searches/limits.ts';
import { VERIFICATION_REQUEST_STATUSES, VERIFICATION_TRIGGERS } from '../verification/requests.ts';

/**
 * 'Download my data' (issue 17, decision 022): everything Aangan keeps about the signed-in person, as one
 * JSON file. Strict like every answer, so a secret (a password hash, a session token, a code) or another
 * person's address added to a query by mistake fails the server's tests instead of reaching the file.
 * Team members' names and emails on decisions are left out: they are the team's, not the person's.
 *
 * Bounded: an account has at most 300 listings of at most 20 pictures (LISTING_LIMITS), 500 saved
 * listings, 20 saved searches; views, contact reveals and reports grow only as fast as their rate limits allow.
 */
const timestamp = z.iso.datetime({ offset: true });
const nullableTimestamp = timestamp.nullable();

const listingReference = { propertyId: z.string(), title: z.string() };

// The owner's own listings, with the exact map pin they set (decision 036).
const exportedListingSchema = listingForEditSchema.extend({
  /** Each picture's address as a browser loads it (uploads on this site, or the link the owner gave). */
  pictureUrls: z.array(z.string()),
  /** Where it stands: in public view or not, and why. */
  state: z.strictObject({
    listed: z.boolean(),
    verifiedAt: nullableTimestamp,
    hiddenAt: nullableTimestamp,
    hiddenReason: z.enum(HIDE_REASONS).nullable(),
    hiddenNote: z.string().nullable(),
    confirmedAt: timestamp,
    expiresAt: timestamp,
    expiredAt: nullableTimestamp,
    withdrawnAt: nullableTimestamp,
  }),
  verificationRequests: z.array(
    z.strictObject({
      trigger: z.enum(VERIFICATION_TRIGGERS),
      status: z.enum(VERIFICATION_REQUEST_STATUSES),
      reason: z.string().nullable(),
      createdAt: timestamp,
      decidedAt: nullableTimestamp,
    }),
  ),
});

export const dataExportSchema = z.strictObject({
  exportedAt: timestamp,
  account: z.strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    type: z.enum(USER_TYPES),
    avatarUrl: z.string().nullable(),
    role: z.enum(ROLES),
    emailVerified: z.boolean(),
    phoneVerified: z.boolean(),
    termsAccepted: z.boolean(),
    termsAcceptedAt: nullableTimestamp,
    createdAt: timestamp,
    updatedAt: timestamp,
    suspendedAt: nullableTimestamp,
    suspensionReason: z.string().nullable(),
  }),
  listings: z.array(exportedListingSchema),
  /** Pictures uploaded and not (or no longer) on a listing: they are deleted with the account too. */
  uploads: z.array(z.strictObject({ url: z.string(), width: z.int(), height: z.int(), uploadedAt: timestamp })),
  savedListings: z.array(z.strictObject({ ...listingReference, savedAt: timestamp })),
  /** Saved searches (issue 20): each with its results address, as on the Saved Searches page. */
  savedSearches: z.array(
    z.strictObject({
      name: z.string(),
      url: z.string(),
      frequency: z.enum(SAVED_SEARCH_FREQUENCIES),
      createdAt: timestamp,
      lastSeenAt: timestamp,
    }),
  ),
  contactReveals: z.array(z.strictObject({ ...listingReference, revealedAt: timestamp })),
  views: z.array(z.strictObject({ ...listingReference, viewedAt: timestamp })),
  reports: z.array(
    z.strictObject({
      ...listingReference,
      reason: z.enum(REPORT_REASONS),
      details: z.string().nullable(),
      status: z.enum(REPORT_STATUSES),
      decisionNote: z.string().nullable(),
      createdAt: timestamp,
      updatedAt: timestamp,
    }),
  ),
  appeals: z.array(
    z.strictObject({
      ...listingReference,
      message: z.string(),
      status: z.enum(APPEAL_STATUSES),
      reply: z.string().nullable(),
      createdAt: timestamp,
      decidedAt: nullableTimestamp,
    }),
  ),
  contactMessages: z.array(
    z.strictObject({
      name: z.string(),
      email: z.string(),
      phone: z.string(),
      reason: z.enum(CONTACT_REASONS),
      subject: z.string(),
      message: z.string(),
      status: z.enum(MESSAGE_STATUSES),
      createdAt: timestamp,
      /** The team's replies, as the person was mailed them. */
      replies: z.array(z.strictObject({ message: z.string(), sentAt: timestamp })),
    }),
  ),
  newsletter: z
    .strictObject({ email: z.string(), source: z.enum(NEWSLETTER_SOURCES), subscribedAt: timestamp })
    .nullable(),
});
export type DataExport = z.output<typeof dataExportSchema>;

/** The file's sections, in order: a new kind of data must be added here on purpose. */
export const DATA_EXPORT_SECTIONS = Object.keys(dataExportSchema.shape) as (keyof DataExport)[];

/** `aangan-data-2026-11-26.json`: the day the file was made (UTC). */
export function dataExportFileName(at: Date): string {
  return `aangan-data-${at.toISOString().slice(0, 10)}.json`;
}
