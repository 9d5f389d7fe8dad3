/**
 * What the API answers with, as schemas: the types the server returns and the web reads are inferred from
 * these, the server's tests check every answer against them, and the OpenAPI document describes them.
 * They are strict: a field nobody declared (a hash, a token) fails the tests' check.
 */
import { z } from 'zod';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from '../access/audit.ts';
import { ROLES } from '../access/roles.ts';
import { CONTACT_REASONS, NEWSLETTER_SOURCES } from '../contact/messages.ts';
import {
  AGES,
  AGREEMENT_TYPES,
  FACINGS,
  FURNISHINGS,
  PARKING_OPTIONS,
  PROPERTY_TYPES,
  PURPOSES,
  TENANT_PREFERENCES,
  USER_TYPES,
} from '../enums.ts';
import { LISTING_STATUS_ACTIONS } from '../expiry/actions.ts';
import { LOCALES } from '../i18n/locales.ts';
import { MESSAGE_STATUSES } from '../inbox/statuses.ts';
import { JOB_RUN_OUTCOMES, JOB_RUN_TRIGGERS } from '../jobs/jobs.ts';
import { APPEAL_STATUSES } from '../moderation/appeals.ts';
import { HIDE_REASONS } from '../moderation/hide-reasons.ts';
import { LISTING_STATES } from '../moderation/listing-moderation.ts';
import { VERIFICATION_CHECKS } from '../verification/checklist.ts';
import { VERIFICATION_REQUEST_STATUSES, VERIFICATION_TRIGGERS } from '../verification/requests.ts';
import { accountReportsSchema } from './report-responses.ts';

const count = z.int().nonnegative();
const isoTimestamp = z.iso.datetime({ offset: true });
const nullableCount = z.number().nullable();

/** A point on the map in degrees (places/lat-lng.ts). */
const mapPointSchema = z.strictObject({ lat: z.number(), lng: z.number() });

const listingLocationSchema = z.strictObject({
  city: z.string(),
  locality: z.string(),
  subLocality: z.string().nullable(),
  society: z.string().nullable(),
  address: z.string(),
  pincode: z.string(),
  /**
   * Where everyone sees it on the map (decision 036): its locality's centre, else its city's, else its pin to
   * 2 decimals; null when none is known. Never the exact pin.
   */
  map: mapPointSchema.nullable(),
});

/**
 * The location with the owner's exact pin (null when they set none): only in the answers for the listing's owner,
 * and for a person who opened its contact details (decision 036). Cards and searches never carry it.
 */
const pinnedLocationSchema = listingLocationSchema.extend({ pin: mapPointSchema.nullable() });

/** A listing in the app shape the API speaks (camelCase; docs/product.md §3). */
const propertySchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  purpose: z.enum(PURPOSES),
  type: z.enum(PROPERTY_TYPES),
  subType: z.string(),
  /** Whole rupees. */
  price: z.number(),
  securityDeposit: z.number().nullable(),
  priceInWords: z.string(),
  priceNegotiable: z.boolean(),
  additionalCharges: z.strictObject({ electricity: z.boolean(), water: z.boolean(), maintenance: z.boolean() }),
  agreementType: z.enum(AGREEMENT_TYPES),
  brokerAllowed: z.boolean(),
  description: z.string(),
  /** The date it is available from (YYYY-MM-DD), when the poster gave one. */
  availability: z.string().nullable(),
  tenantPreference: z.enum(TENANT_PREFERENCES).nullable(),
  /** Upload keys or http(s) links, the cover first. */
  images: z.array(z.string()),
  coverImageIndex: count,
  video: z.string().nullable(),
  audioDescription: z.string().nullable(),
  amenities: z.array(z.string()),
  views: count,
  propertyScore: z.int().min(0).max(100),
  /** Set by the Aangan team only; owners can never send it. */
  verificationStatus: z.boolean(),
  location: listingLocationSchema,
  details: z.strictObject({
    bedrooms: nullableCount,
    bathrooms: nullableCount,
    balconies: nullableCount,
    plotArea: nullableCount,
    builtUpArea: nullableCount,
    carpetArea: nullableCount,
    totalFloors: nullableCount,
    floorNumber: nullableCount,
    parkingSpots: nullableCount,
    furnishing: z.enum(FURNISHINGS).nullable(),
    furnishingDetails: z.record(z.string(), z.union([z.number(), z.boolean()])),
    age: z.enum(AGES).nullable(),
    facing: z.enum(FACINGS).nullable(),
    parking: z.enum(PARKING_OPTIONS).nullable(),
  }),
  termsAndConditions: z.strictObject({
    agreementDuration: z.number().nullable(),
    noticePeriod: z.number().nullable(),
    brokerAllowed: z.boolean(),
  }),
  postedBy: z.strictObject({ id: z.string(), type: z.enum(USER_TYPES), name: z.string() }),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});

/** One page of search results. */
export const propertyPageSchema = z.strictObject({
  items: z.array(propertySchema),
  total: count,
  /** True when more than `total` match: counting stops at a cap (SEARCH_COUNT_CAP), so show '{total}+'. */
  totalCapped: z.boolean(),
  page: z.int().positive(),
  limit: z.int().positive(),
});

/** A listing's similar listings (decision 034), in the order to show them: the same items as a search's. */
export const similarPropertiesSchema = z.strictObject({ items: z.array(propertySchema) });

export const propertyStatsSchema = z.strictObject({ total: count });

/** What the Verified badge explains to everyone: which checks the team did and when (never their notes). */
const publicVerificationSchema = z.strictObject({
  verifiedAt: isoTimestamp,
  checks: z.array(z.enum(VERIFICATION_CHECKS)),
});

/** A listing's latest verification request as its owner sees it (My Properties, the detail page's notice). */
export const ownerVerificationSchema = z.strictObject({
  status: z.enum(VERIFICATION_REQUEST_STATUSES),
  trigger: z.enum(VERIFICATION_TRIGGERS),
  /** Why it was declined or revoked, in the moderator's words; null otherwise. */
  reason: z.string().nullable(),
  createdAt: isoTimestamp,
  decidedAt: isoTimestamp.nullable(),
});

export const propertyDetailSchema = propertySchema.extend({
  /** With the exact pin for the owner and for whoever opened the contact details; `pin` is null for the rest. */
  location: pinnedLocationSchema,
  /** Present while the listing is verified: what the badge explains. */
  verification: publicVerificationSchema.nullable(),
  /** How the signed-in person stands to the listing they opened. */
  viewer: z.strictObject({
    /** The poster: sees 'Property Views' and the verification notice; their own views are not recorded. */
    isOwner: z.boolean(),
    isSaved: z.boolean(),
    /** The poster only: the listing's latest verification request (null for others, or when none was made). */
    verificationRequest: ownerVerificationSchema.nullable(),
  }),
});

export const viewRecordingSchema = z.strictObject({ recorded: z.boolean(), views: count });

export const posterContactSchema = z.strictObject({
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  /** The listing's exact map pin, now that its contact is open (decision 036); null when the owner set none. */
  pin: mapPointSchema.nullable(),
});

/** The owner's own listing as stored, to prefill the edit form: with its exact pin. */
export const listingForEditSchema = propertySchema.extend({ location: pinnedLocationSchema });

export const propertyInquiriesSchema = z.strictObject({
  /** 'Property Views': one per signed-in person other than the poster. */
  viewCount: count,
  /** How many people opened the contact details. */
  contactRevealCount: count,
});

/** An owner's appeal as they see it: sent, then answered with the team's reply. */
export const ownerAppealSchema = z.strictObject({
  status: z.enum(APPEAL_STATUSES),
  createdAt: isoTimestamp,
  reply: z.string().nullable(),
});

/** Why the team hid the owner's listing (the reason's label is the domain's), and their appeal against it. */
const ownerModerationSchema = z.strictObject({
  hiddenAt: isoTimestamp,
  reason: z.enum(HIDE_REASONS),
  note: z.string().nullable(),
  /** The latest appeal since it was hidden; null when none was sent. */
  appeal: ownerAppealSchema.nullable(),
});

/**
 * A listing's period (decision 020): when it was last confirmed and expires, and whether it went out of
 * search because the period ran out or its owner said it is let or sold.
 */
export const listingExpirySchema = z.strictObject({
  confirmedAt: isoTimestamp,
  expiresAt: isoTimestamp,
  expiredAt: isoTimestamp.nullable(),
  withdrawnAt: isoTimestamp.nullable(),
  /** In public view now (renewal does not bring back what the team hid or a suspended owner's listing). */
  listed: z.boolean(),
});

/** What a reminder's link did: which listing, what was said, and where it stands now. */
export const listingStatusAnswerSchema = z.strictObject({
  action: z.enum(LISTING_STATUS_ACTIONS),
  title: z.string(),
  expiry: listingExpirySchema,
});

const jobRunSchema = z.strictObject({
  startedAt: isoTimestamp,
  finishedAt: isoTimestamp.nullable(),
  outcome: z.enum(JOB_RUN_OUTCOMES),
  trigger: z.enum(JOB_RUN_TRIGGERS),
  attempt: z.number().int().positive(),
  /** What the run did, in figures (say, how many listings expired). */
  summary: z.record(z.string(), z.number()).nullable(),
  /** Why it failed, for a failed run. */
  error: z.string().nullable(),
});

/** GET /api/admin/jobs: each scheduled job with its queue and its latest run. */
export const teamJobsSchema = z.strictObject({
  /** Whether this server process takes jobs, only queues them (JOBS=off), or is not connected to the queue. */
  engine: z.enum(['working', 'queueing', 'stopped']),
  items: z.array(
    z.strictObject({
      name: z.string(),
      schedule: z.string(),
      scheduleInWords: z.string(),
      retryLimit: count,
      /** The queue's counts; null while this process is not connected to it. */
      queue: z.strictObject({ queued: count, active: count, failed: count }).nullable(),
      lastRun: jobRunSchema.nullable(),
      /** The latest failed run, when it is not the latest run. */
      lastFailure: jobRunSchema.nullable(),
    }),
  ),
});

export const jobQueuedSchema = z.strictObject({ name: z.string(), queued: z.literal(true) });

export const myPropertiesPageSchema = z.strictObject({
  /** The owner's listings matching the query, newest first, each with its latest verification request. */
  items: z.array(
    propertySchema.extend({
      verificationRequest: ownerVerificationSchema.nullable(),
      /** Present while the Aangan team keeps the listing hidden (it is in no search and 404 to others). */
      moderation: ownerModerationSchema.nullable(),
      /** Its period: 'Expires on …', or expired, or let or sold (decision 020). */
      expiry: listingExpirySchema,
    }),
  ),
  /** Every listing of the owner, whatever the search and tab. */
  summary: z.strictObject({
    total: count,
    byPurpose: z.strictObject({ sell: count, rent: count, pg: count }),
    views: count,
    verified: count,
  }),
});

export const savedPropertiesSchema = z.strictObject({
  items: z.array(propertySchema),
  page: z.int().positive(),
  limit: z.int().positive(),
  /** All the person's saved listings (at most MAX_SAVED_PROPERTIES). */
  total: count,
});

export const savedPropertyIdsSchema = z.strictObject({ ids: z.array(z.string()) });

/** The signed-in person, with counts derived from the tables (never stored lists). */
export const meSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  type: z.enum(USER_TYPES),
  avatarUrl: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  /** Member, or a moderator or admin of the Aangan team (who see the team's console). */
  role: z.enum(ROLES),
  /** The language the person reads Aangan in (decision 028). */
  locale: z.enum(LOCALES),
  /** When the account was made. */
  memberSince: isoTimestamp,
  counts: z.strictObject({ listed: count, saved: count, inquiries: count }),
});

/** The team as moderators and admins see it. */
export const teamSchema = z.strictObject({
  members: z.array(z.strictObject({ email: z.string(), name: z.string(), role: z.enum(ROLES) })),
});

/** One page of the team's audit log, newest first. */
export const auditPageSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      id: z.string(),
      actor: z.string(),
      action: z.enum(AUDIT_ACTIONS),
      targetType: z.enum(AUDIT_TARGETS),
      targetId: z.string(),
      /** The record as a person knows it (an account's email), when it still exists. */
      targetLabel: z.string().nullable(),
      reason: z.string().nullable(),
      before: z.record(z.string(), z.unknown()).nullable(),
      after: z.record(z.string(), z.unknown()).nullable(),
      createdAt: isoTimestamp,
    }),
  ),
  page: z.int().positive(),
  limit: z.int().positive(),
  total: count,
});

const requestSummaryFields = {
  id: z.string(),
  status: z.enum(VERIFICATION_REQUEST_STATUSES),
  trigger: z.enum(VERIFICATION_TRIGGERS),
  createdAt: isoTimestamp,
  decidedAt: isoTimestamp.nullable(),
};

/** The verification queue a page at a time (open requests oldest first). */
export const verificationQueueSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      ...requestSummaryFields,
      listing: z.strictObject({
        id: z.string(),
        title: z.string(),
        purpose: z.enum(PURPOSES),
        price: z.number(),
        city: z.string(),
        locality: z.string(),
        /** The cover picture (an upload key or a link), when it has one. */
        cover: z.string().nullable(),
        verificationStatus: z.boolean(),
      }),
      owner: z.strictObject({ name: z.string(), email: z.string() }),
    }),
  ),
  page: z.int().positive(),
  limit: z.int().positive(),
  total: count,
});

/** One request as a moderator opens it: the listing whole, the owner's account, and the listing's history. */
export const verificationRequestSchema = z.strictObject({
  ...requestSummaryFields,
  /** The moderator who decided, by email; null while open. */
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
  /** What was checked, with notes: kept as the evidence of an approval. */
  checklist: z.array(z.strictObject({ check: z.enum(VERIFICATION_CHECKS), note: z.string().optional() })).nullable(),
  listing: propertySchema,
  owner: z.strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    phone: z.string().nullable(),
    type: z.enum(USER_TYPES),
    memberSince: isoTimestamp,
    listingCount: count,
    /** Up to 10 of the owner's other listings, newest first. */
    otherListings: z.array(z.strictObject({ id: z.string(), title: z.string(), verificationStatus: z.boolean() })),
  }),
  /** Every request of this listing, newest first (this one included). */
  history: z.array(
    z.strictObject({
      ...requestSummaryFields,
      decidedBy: z.string().nullable(),
      reason: z.string().nullable(),
    }),
  ),
});

/** A listing in the team's search: enough to recognise it and see where it stands. */
const teamListingSummarySchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  purpose: z.enum(PURPOSES),
  price: z.number(),
  city: z.string(),
  locality: z.string(),
  /** The cover picture (an upload key or a link), when it has one. */
  cover: z.string().nullable(),
  createdAt: isoTimestamp,
  state: z.enum(LISTING_STATES),
  hiddenReason: z.enum(HIDE_REASONS).nullable(),
  verified: z.boolean(),
  /** A verification request is open. */
  verificationPending: z.boolean(),
  openAppeal: z.boolean(),
  owner: z.strictObject({ id: z.string(), name: z.string(), email: z.string(), suspended: z.boolean() }),
});

/** The team's listing search a page at a time, newest first; counted to 1,000 like the public search. */
export const teamListingPageSchema = z.strictObject({
  items: z.array(teamListingSummarySchema),
  page: z.int().positive(),
  limit: z.int().positive(),
  total: count,
  totalCapped: z.boolean(),
});

/** An appeal as the team reads it. */
const teamAppealSchema = z.strictObject({
  id: z.string(),
  status: z.enum(APPEAL_STATUSES),
  message: z.string(),
  reply: z.string().nullable(),
  createdAt: isoTimestamp,
  decidedAt: isoTimestamp.nullable(),
  /** Who answered, by email then; null while open. */
  decidedBy: z.string().nullable(),
});

/** One entry of the audit log about a record, as its page in the console shows it. */
const recordHistorySchema = z.strictObject({
  id: z.string(),
  actor: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: isoTimestamp,
});

/** One listing as the team sees it, whatever its state: its moderation, its owner, appeals and history. */
export const teamListingDetailSchema = z.strictObject({
  listing: propertySchema,
  state: z.enum(LISTING_STATES),
  hidden: z
    .strictObject({
      at: isoTimestamp,
      reason: z.enum(HIDE_REASONS),
      note: z.string().nullable(),
      /** The moderator, by email then. */
      by: z.string(),
    })
    .nullable(),
  owner: z.strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: z.enum(ROLES),
    suspended: z.boolean(),
  }),
  /** Every appeal against its hiding, newest first. */
  appeals: z.array(teamAppealSchema),
  /** The audit log's entries about this listing, newest first (at most 50). */
  history: z.array(recordHistorySchema),
});

/** The appeal queue a page at a time. */
export const appealQueueSchema = z.strictObject({
  items: z.array(
    teamAppealSchema.extend({
      listing: z.strictObject({
        id: z.string(),
        title: z.string(),
        city: z.string(),
        locality: z.string(),
        cover: z.string().nullable(),
        /** Why it is hidden now; null once shown again. */
        hiddenReason: z.enum(HIDE_REASONS).nullable(),
        hiddenNote: z.string().nullable(),
      }),
      owner: z.strictObject({ id: z.string(), name: z.string(), email: z.string() }),
    }),
  ),
  page: z.int().positive(),
  limit: z.int().positive(),
  total: count,
});

const accountSummaryFields = {
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  memberSince: isoTimestamp,
};

/** The accounts an email or mobile number names (one, or none; a mobile may be on several). */
export const accountMatchesSchema = z.strictObject({
  items: z.array(z.strictObject({ ...accountSummaryFields, suspended: z.boolean(), listingCount: count })),
});

/** One account as the team sees it: its suspension, its listings with their states, the contacts it revealed. */
export const accountDetailSchema = z.strictObject({
  ...accountSummaryFields,
  emailVerified: z.boolean(),
  type: z.enum(USER_TYPES),
  suspension: z.strictObject({ at: isoTimestamp, reason: z.string(), by: z.string() }).nullable(),
  /** Every listing of the account, newest first. */
  listings: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string(),
      purpose: z.enum(PURPOSES),
      price: z.number(),
      city: z.string(),
      locality: z.string(),
      createdAt: isoTimestamp,
      state: z.enum(LISTING_STATES),
      hiddenReason: z.enum(HIDE_REASONS).nullable(),
      verified: z.boolean(),
    }),
  ),
  /** Contact details this account opened: how many in all, and the latest 50. */
  reveals: z.strictObject({
    total: count,
    items: z.array(z.strictObject({ listingId: z.string(), title: z.string(), at: isoTimestamp })),
  }),
  /** Reports on its listings, reports it made, and its open broker flags (issue 17). */
  reports: accountReportsSchema,
  /** The audit log's entries about this account, newest first (at most 50). */
  history: z.array(recordHistorySchema),
});

/** A contact-page message in the team's inbox list: who wrote, about what, and when. */
const inboxItemSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  reason: z.enum(CONTACT_REASONS),
  subject: z.string(),
  status: z.enum(MESSAGE_STATUSES),
  createdAt: isoTimestamp,
  replyCount: count,
});

/** One status's messages a page at a time, newest first, with how many each status holds (for the tabs). */
export const inboxPageSchema = z.strictObject({
  items: z.array(inboxItemSchema),
  /** Per status, counted with the same search. */
  counts: z.record(z.enum(MESSAGE_STATUSES), count),
  page: z.int().positive(),
  limit: z.int().positive(),
  total: count,
});

/** Who moved a message to a status and when: a moderator's email then. */
const statusMarkSchema = z.strictObject({ at: isoTimestamp, by: z.string() }).nullable();

/** One message as a moderator opens it: the whole text, how to reach the sender, and the team's replies. */
export const inboxMessageSchema = inboxItemSchema.omit({ replyCount: true }).extend({
  phone: z.string(),
  message: z.string(),
  /** Last marked answered (by a reply or by hand); kept when reopened, as history. */
  answered: statusMarkSchema,
  /** While closed. */
  closed: statusMarkSchema,
  /** Every reply, oldest first, as the sender was mailed it. */
  replies: z.array(z.strictObject({ id: z.string(), message: z.string(), sentBy: z.string(), sentAt: isoTimestamp })),
});

/** The newsletter's addresses a page at a time, newest first. */
export const subscriberPageSchema = z.strictObject({
  items: z.array(z.strictObject({ email: z.string(), source: z.enum(NEWSLETTER_SOURCES), createdAt: isoTimestamp })),
  page: z.int().positive(),
  limit: z.int().positive(),
  total: count,
});

/**
 * The console's overview: where the listings stand and what waits for the team, counted in one statement.
 * Expiry (listings have none) is not in the product yet, so not here either.
 */
export const teamOverviewSchema = z.strictObject({
  /** The Indian calendar day (YYYY-MM-DD) `listings.newToday` counts. */
  today: z.iso.date(),
  listings: z.strictObject({
    /** Listed: not hidden by the team, and the poster not suspended. */
    live: count,
    /** Live and verified. */
    verified: count,
    /** With an open verification request, whatever their state: one per listing, so the queue's length too. */
    pendingReview: count,
    /** Hidden by the team. */
    hidden: count,
    /** Out of view only because the poster is suspended. */
    ownerSuspended: count,
    /** Not confirmed by their owner in time (decision 020). */
    expired: count,
    /** Marked let or sold by their owner. */
    withdrawn: count,
    /** Posted since midnight in India, whatever their state now. */
    newToday: count,
  }),
  openAppeals: count,
  /** Listings with open reports (the reports queue's length), and open broker flags (issue 17). */
  openReports: count,
  openFlags: count,
  /** Contact-page messages still open in the inbox. */
  messagesWaiting: count,
  /** Request to approval over the approvals of the last TIME_TO_VERIFY_DAYS days. */
  timeToVerify: z.strictObject({
    /** The median in hours; null when nothing was approved in the window. */
    medianHours: z.number().nonnegative().nullable(),
    /** How many approvals the median is taken over. */
    approvals: count,
  }),
});

/** `key` is what a listing stores, `url` where the picture is served. */
export const uploadedImageSchema = z.strictObject({
  key: z.string(),
  url: z.string(),
  width: z.int().positive(),
  height: z.int().positive(),
});

export const createdSchema = z.strictObject({ id: z.string() });
export const emailAnswerSchema = z.strictObject({ email: z.string() });
/** The reference itself: checked only for its frame; its content is generated from this contract. */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export const healthSchema = z.strictObject({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']) });

export type Property = z.output<typeof propertySchema>;
export type PropertyPage = z.output<typeof propertyPageSchema>;
export type PropertyDetail = z.output<typeof propertyDetailSchema>;
export type ListingForEdit = z.output<typeof listingForEditSchema>;
export type ViewRecording = z.output<typeof viewRecordingSchema>;
export type PosterContact = z.output<typeof posterContactSchema>;
export type PropertyInquiries = z.output<typeof propertyInquiriesSchema>;
export type MyPropertiesPage = z.output<typeof myPropertiesPageSchema>;
export type MyPropertiesSummary = MyPropertiesPage['summary'];
export type SavedProperties = z.output<typeof savedPropertiesSchema>;
export type SavedPropertyIds = z.output<typeof savedPropertyIdsSchema>;
export type Me = z.output<typeof meSchema>;
export type UploadedImage = z.output<typeof uploadedImageSchema>;
export type AuditPage = z.output<typeof auditPageSchema>;
export type OwnerModeration = z.output<typeof ownerModerationSchema>;
export type ListingExpiry = z.output<typeof listingExpirySchema>;
export type ListingStatusAnswer = z.output<typeof listingStatusAnswerSchema>;
export type TeamJobs = z.output<typeof teamJobsSchema>;
export type JobRun = NonNullable<TeamJobs['items'][number]['lastRun']>;
export type OwnerAppeal = z.output<typeof ownerAppealSchema>;
export type TeamListingPage = z.output<typeof teamListingPageSchema>;
export type TeamListingDetail = z.output<typeof teamListingDetailSchema>;
export type AppealQueue = z.output<typeof appealQueueSchema>;
export type AccountMatches = z.output<typeof accountMatchesSchema>;
export type AccountDetail = z.output<typeof accountDetailSchema>;
export type PublicVerification = z.output<typeof publicVerificationSchema>;
export type OwnerVerification = z.output<typeof ownerVerificationSchema>;
export type VerificationQueue = z.output<typeof verificationQueueSchema>;
export type VerificationRequestDetail = z.output<typeof verificationRequestSchema>;
export type InboxPage = z.output<typeof inboxPageSchema>;
export type InboxMessage = z.output<typeof inboxMessageSchema>;
export type SubscriberPage = z.output<typeof subscriberPageSchema>;
export type TeamOverview = z.output<typeof teamOverviewSchema>;
