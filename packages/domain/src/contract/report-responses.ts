/**
 * What the reports and broker-flag endpoints answer with (issue 17, decision 021), beside responses.ts so
 * the team's new queues keep to their own file. Strict like the rest: a field nobody declared fails the
 * tests' check, so a reporter's name can never slip into an answer the owner reads.
 */
import { z } from 'zod';
import { PURPOSES } from '../enums.ts';
import { HIDE_REASONS } from '../moderation/hide-reasons.ts';
import { LISTING_STATES } from '../moderation/listing-moderation.ts';
import { BROKER_FLAG_KINDS, BROKER_FLAG_STATUSES } from '../reports/broker-flags.ts';
import { REPORT_REASONS, REPORT_STATUSES } from '../reports/report-reasons.ts';

const count = z.int().nonnegative();
const isoTimestamp = z.iso.datetime({ offset: true });

/** POST /api/properties/:id/report: the reporter's own report as it stands (never anyone else's). */
export const ownReportSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  reportedAt: isoTimestamp,
});

export type OwnReport = z.output<typeof ownReportSchema>;

/** Who reported, as the team sees them: how old the account is and whether its email is verified. */
const reporterSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  memberSince: isoTimestamp,
  emailVerified: z.boolean(),
});

const teamReportSchema = z.strictObject({
  id: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  reportedAt: isoTimestamp,
  /** Whether it counted toward hiding when it was made (an account a day old or more, email verified). */
  countsForHiding: z.boolean(),
  /** Null once the reporter deleted their account. */
  reporter: reporterSchema.nullable(),
});

/** One listing's case in the team's reports queue. */
const reportCaseSchema = z.strictObject({
  listing: z.strictObject({
    id: z.string(),
    title: z.string(),
    purpose: z.enum(PURPOSES),
    price: z.number(),
    city: z.string(),
    locality: z.string(),
    cover: z.string().nullable(),
    createdAt: isoTimestamp,
    state: z.enum(LISTING_STATES),
    hiddenReason: z.enum(HIDE_REASONS).nullable(),
    verified: z.boolean(),
  }),
  owner: z.strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    memberSince: isoTimestamp,
    suspended: z.boolean(),
  }),
  /** The reports took it down by themselves, pending this review. */
  autoHidden: z.boolean(),
  /** Verified, so never hidden by reports, yet enough people reported it. */
  verifiedAtThreshold: z.boolean(),
  /** Distinct people with an open report, and how many of those count toward hiding within the window. */
  reporters: count,
  countingReporters: count,
  firstReportedAt: isoTimestamp,
  /** The open reports, oldest first. */
  reports: z.array(teamReportSchema),
});
export type ReportCase = z.output<typeof reportCaseSchema>;

/** GET /api/admin/reports: auto-hidden first, verified listings at the threshold next, then by reporters. */
export const reportQueueSchema = z.strictObject({
  items: z.array(reportCaseSchema),
  /** How many hide automatically (REPORT_HIDE_THRESHOLD), for the queue's words. */
  threshold: z.int().positive(),
  page: z.int().positive(),
  limit: z.int().positive(),
  total: count,
});
export type ReportQueue = z.output<typeof reportQueueSchema>;

/** POST /api/admin/reports/:id/decision: what became of the case. */
export const reportDecisionResultSchema = z.strictObject({
  listingId: z.string(),
  status: z.enum(['upheld', 'dismissed']),
  /** How many open reports the decision closed (each reporter is mailed). */
  reports: count,
  /** Whether the listing is in public view now. */
  listed: z.boolean(),
});

const brokerFlagEvidenceSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('shared-phone'),
    phone: z.string(),
    /** How many owner accounts carry the number, and the first few of them. */
    total: count,
    accounts: z.array(z.strictObject({ id: z.string(), email: z.string() })),
  }),
  z.strictObject({ kind: z.literal('many-listings'), live: count, newInWindow: count }),
  z.strictObject({
    kind: z.literal('brokerage-wording'),
    listingId: z.string(),
    title: z.string(),
    words: z.array(z.string()),
  }),
]);

/** A broker flag as the team reads it: the account, the evidence in words, and the decision once made. */
export const brokerFlagSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(BROKER_FLAG_KINDS),
  status: z.enum(BROKER_FLAG_STATUSES),
  evidence: brokerFlagEvidenceSchema,
  inWords: z.string(),
  raisedAt: isoTimestamp,
  account: z.strictObject({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    memberSince: isoTimestamp,
    suspended: z.boolean(),
  }),
  decision: z.strictObject({ note: z.string(), by: z.string(), at: isoTimestamp }).nullable(),
});
export type BrokerFlag = z.output<typeof brokerFlagSchema>;

export const brokerFlagPageSchema = z.strictObject({
  items: z.array(brokerFlagSchema),
  page: z.int().positive(),
  limit: z.int().positive(),
  total: count,
});
export type BrokerFlagPage = z.output<typeof brokerFlagPageSchema>;

const accountReportSchema = z.strictObject({
  id: z.string(),
  listingId: z.string(),
  title: z.string(),
  reason: z.enum(REPORT_REASONS),
  status: z.enum(REPORT_STATUSES),
  reportedAt: isoTimestamp,
});

/** An account's page in the console: reports on its listings, reports it made, its open broker flags. */
export const accountReportsSchema = z.strictObject({
  /** Reports on this account's listings: how many in all, how many open, the latest few. */
  against: z.strictObject({ total: count, open: count, latest: z.array(accountReportSchema) }),
  /** Reports this account made: how many in all, the latest few. */
  made: z.strictObject({ total: count, latest: z.array(accountReportSchema) }),
  openFlags: z.array(brokerFlagSchema.pick({ id: true, kind: true, inWords: true, raisedAt: true })),
});
