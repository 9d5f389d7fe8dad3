import { z } from 'zod';
import { TEAM_HIDE_REASONS } from '../moderation/hide-reasons.ts';
import { MAX_PAGE_SIZE } from '../search/filters.ts';
import { positiveIntField } from '../search/query-fields.ts';
import { unknownKeysError } from '../unknown-keys.ts';
import { BROKER_FLAG_STATUSES } from './broker-flags.ts';
import { REPORT_MESSAGES as M, REPORT_TEXT_MAX } from './messages.ts';
import { REPORT_REASONS } from './report-reasons.ts';

/** Optional words: trimmed, at most REPORT_TEXT_MAX characters; blank is none. */
const details = z
  .string({ error: M.detailsTooLong })
  .trim()
  .max(REPORT_TEXT_MAX, M.detailsTooLong)
  .optional()
  .transform((text) => text || undefined);

/**
 * POST /api/properties/:id/report: a reason from the fixed list and, optionally, the reporter's words
 * (needed with 'other', where the reason alone says nothing). The dialog checks the same schema.
 */
export const reportListingSchema = z
  .strictObject({ reason: z.enum(REPORT_REASONS, { error: M.reasonInvalid }), details }, { error: unknownKeysError() })
  .refine((report) => report.reason !== 'other' || report.details !== undefined, {
    error: M.detailsRequiredForOther,
    path: ['details'],
  });
export type ReportListing = z.output<typeof reportListingSchema>;
export type ReportListingInput = z.input<typeof reportListingSchema>;

const note = z.string({ error: M.noteRequired }).trim().min(1, M.noteRequired).max(REPORT_TEXT_MAX, M.noteTooLong);

/**
 * POST /api/admin/reports/:id/decision (the listing's id): `uphold` (the listing stays hidden, or is hidden
 * now with a team reason when it is live) or `dismiss` (the reports were wrong: a listing the reports took
 * down comes back). The note is for the record; reporters read a fixed sentence, never the note.
 */
export const reportDecisionSchema = z.strictObject(
  {
    decision: z.enum(['uphold', 'dismiss'], { error: M.decisionInvalid }),
    /** The team's reason to show the owner, needed to uphold a listing that is live or hidden by the reports. */
    hideReason: z
      .enum(TEAM_HIDE_REASONS, { error: M.hideReasonInvalid })
      .nullish()
      // A form's radios with none ticked read as null: no reason.
      .transform((reason) => reason ?? undefined),
    note,
  },
  { error: unknownKeysError() },
);
export type ReportDecision = z.output<typeof reportDecisionSchema>;
export type ReportDecisionInput = z.input<typeof reportDecisionSchema>;

/** POST /api/admin/flags/:id/decision. */
export const flagDecisionSchema = z.strictObject(
  { decision: z.enum(['dismiss', 'confirm'], { error: M.flagDecisionInvalid }), note },
  { error: unknownKeysError() },
);
export type FlagDecision = z.output<typeof flagDecisionSchema>;

const QUEUE_PAGE_SIZE = 20;
const pageFields = {
  page: positiveIntField('Page').default(1),
  limit: positiveIntField('Limit')
    .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
    .default(QUEUE_PAGE_SIZE),
};

/** GET /api/admin/reports: the listings with open reports, most urgent first. */
export const reportQueueQuerySchema = z.strictObject(pageFields, { error: unknownKeysError({ noun: 'parameter' }) });
export type ReportQueueQuery = z.output<typeof reportQueueQuerySchema>;

/** GET /api/admin/flags: broker flags in one status; open ones oldest first, decided ones newest first. */
export const flagQueueQuerySchema = z.strictObject(
  { status: z.enum(BROKER_FLAG_STATUSES, { error: M.flagStatusInvalid }).default('open'), ...pageFields },
  { error: unknownKeysError({ noun: 'parameter' }) },
);
export type FlagQueueQuery = z.output<typeof flagQueueQuerySchema>;
