import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../search/filters.ts';
import { positiveIntField } from '../search/query-fields.ts';
import { unknownKeysError } from '../unknown-keys.ts';
import { meetsVerificationBar, VERIFICATION_CHECKS, type VerificationCheck } from './checklist.ts';

/**
 * A listing's verification requests, oldest to newest (issue 16). At most one is `open` per listing.
 * - `open`: waiting in the team's queue.
 * - `approved`: a moderator verified the listing with the checklist as evidence.
 * - `rejected`: not verified; the owner reads the reason and may ask again.
 * - `revoked`: was approved, then taken back with a reason (the owner is mailed).
 * - `lapsed`: was approved, then the owner changed what was checked (price, address, type or photos); a new
 *   `open` request of trigger `edited` is queued in the same transaction.
 */
export const VERIFICATION_REQUEST_STATUSES = ['open', 'approved', 'rejected', 'revoked', 'lapsed'] as const;
export type VerificationRequestStatus = (typeof VERIFICATION_REQUEST_STATUSES)[number];

/** Who put the request in the queue: the owner, or an edit of a verified listing. */
export const VERIFICATION_TRIGGERS = ['owner', 'edited'] as const;
export type VerificationTrigger = (typeof VERIFICATION_TRIGGERS)[number];

/** Reasons and notes moderators write: the owner reads reasons, so they stay a paragraph. */
export const MODERATION_TEXT_MAX = 1000;

export const VERIFICATION_MESSAGES = {
  alreadyOpen: 'A verification request for this property is already open. Our team will review it soon.',
  alreadyVerified: 'This property is already verified.',
  changedBySomeoneElse: 'This listing was changed by someone else. Reload to see the latest.',
  requestNotFound: 'This verification request was not found. It may have gone with its listing.',
  reasonRequired: 'Write the reason the owner will read.',
  reasonTooLong: `A reason is at most ${MODERATION_TEXT_MAX.toLocaleString('en-IN')} characters.`,
  noteTooLong: `A note is at most ${MODERATION_TEXT_MAX.toLocaleString('en-IN')} characters.`,
  checklistEmpty: 'Tick what you checked before approving.',
  checklistRepeated: 'Each check is ticked once.',
  checklistShort:
    'Verified needs the owner’s identity document, the ownership or rent-authority document, and a visit or a video call walk-through.',
  hidden: 'This property is hidden by the Aangan team, so it cannot be verified now. Appeal from My Properties first.',
  decisionInvalid: 'Choose approve or reject.',
  checkInvalid: 'Choose a check from the list.',
  statusInvalid: 'Choose open, approved, rejected, revoked or lapsed.',
} as const;

/** A reason the owner will read: required, trimmed, at most MODERATION_TEXT_MAX characters. */
export const moderationReasonField = z
  .string({ error: VERIFICATION_MESSAGES.reasonRequired })
  .trim()
  .min(1, VERIFICATION_MESSAGES.reasonRequired)
  .max(MODERATION_TEXT_MAX, VERIFICATION_MESSAGES.reasonTooLong);

const checklistItemSchema = z.strictObject(
  {
    check: z.enum(VERIFICATION_CHECKS, { error: VERIFICATION_MESSAGES.checkInvalid }),
    /** What the moderator saw, for the team only (never shown to visitors). Blank is none. */
    note: z.string().trim().max(MODERATION_TEXT_MAX, VERIFICATION_MESSAGES.noteTooLong).optional(),
  },
  { error: unknownKeysError() },
);
export type ChecklistItem = z.output<typeof checklistItemSchema>;

const checklistSchema = z
  .array(checklistItemSchema, { error: VERIFICATION_MESSAGES.checklistEmpty })
  .min(1, VERIFICATION_MESSAGES.checklistEmpty)
  .max(VERIFICATION_CHECKS.length, VERIFICATION_MESSAGES.checklistRepeated)
  .refine((items) => new Set(items.map((item) => item.check)).size === items.length, {
    error: VERIFICATION_MESSAGES.checklistRepeated,
  })
  .refine((items) => meetsVerificationBar(items.map((item) => item.check)), {
    error: VERIFICATION_MESSAGES.checklistShort,
  });

/** Approve with what was checked (at least the bar of meetsVerificationBar); the console's approve form too. */
export const approveDecisionSchema = z.strictObject(
  { decision: z.literal('approve'), checklist: checklistSchema },
  { error: unknownKeysError() },
);
/** Reject with a reason the owner reads; the console's reject form too. */
export const rejectDecisionSchema = z.strictObject(
  { decision: z.literal('reject'), reason: moderationReasonField },
  { error: unknownKeysError() },
);
/** POST /api/admin/verifications/:id/decision: one or the other. Only an open request can be decided. */
export const verificationDecisionSchema = z.discriminatedUnion(
  'decision',
  [approveDecisionSchema, rejectDecisionSchema],
  { error: VERIFICATION_MESSAGES.decisionInvalid },
);
export type VerificationDecision = z.output<typeof verificationDecisionSchema>;

/** POST /api/admin/listings/:id/verification/revoke: the reason the owner is mailed. */
export const revokeVerificationSchema = z.strictObject(
  { reason: moderationReasonField },
  { error: unknownKeysError() },
);
export type RevokeVerification = z.output<typeof revokeVerificationSchema>;

/** The queue a page at a time: open requests oldest first (first come, first checked), others newest first. */
const QUEUE_PAGE_SIZE = 20;
export const verificationQueueQuerySchema = z.strictObject(
  {
    status: z.enum(VERIFICATION_REQUEST_STATUSES, { error: VERIFICATION_MESSAGES.statusInvalid }).default('open'),
    page: positiveIntField('Page').default(1),
    limit: positiveIntField('Limit')
      .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
      .default(QUEUE_PAGE_SIZE),
  },
  { error: unknownKeysError({ noun: 'parameter' }) },
);
export type VerificationQueueQuery = z.output<typeof verificationQueueQuerySchema>;

/** How the owner and the console name each state of a request. */
export const VERIFICATION_STATUS_LABELS: Record<VerificationRequestStatus, string> = {
  open: 'Verification requested',
  approved: 'Verified',
  rejected: 'Verification declined',
  revoked: 'Verification revoked',
  lapsed: 'Changed after verification',
};

export type { VerificationCheck };
