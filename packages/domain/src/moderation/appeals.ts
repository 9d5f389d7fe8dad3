import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../search/filters.ts';
import { positiveIntField } from '../search/query-fields.ts';
import { unknownKeysError } from '../unknown-keys.ts';
import { MODERATION_TEXT_MAX } from '../verification/requests.ts';
import { MODERATION_MESSAGES as M } from './messages.ts';

/**
 * An owner's appeal against their listing being hidden: `open` in the team's queue (one per listing at a
 * time), then `upheld` (it stays hidden) or `restored` (shown again), with a reply the owner is mailed.
 */
export const APPEAL_STATUSES = ['open', 'upheld', 'restored'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export const APPEAL_STATUS_LABELS: Record<AppealStatus, string> = {
  open: 'Appeal sent',
  upheld: 'Appeal turned down',
  restored: 'Appeal accepted',
};

const text = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(MODERATION_TEXT_MAX, tooLong);

/** POST /api/properties/:id/appeal (the listing's owner, while it is hidden). */
export const appealSchema = z.strictObject(
  { message: text(M.appealMessageRequired, M.appealMessageTooLong) },
  { error: unknownKeysError() },
);
export type Appeal = z.output<typeof appealSchema>;
export type AppealInput = z.input<typeof appealSchema>;

/** POST /api/admin/appeals/:id/decision: keep the listing hidden or show it again, with the owner's reply. */
export const appealDecisionSchema = z.strictObject(
  {
    decision: z.enum(['uphold', 'restore'], { error: M.appealDecisionInvalid }),
    reply: text(M.replyRequired, M.replyTooLong),
  },
  { error: unknownKeysError() },
);
export type AppealDecision = z.output<typeof appealDecisionSchema>;

const QUEUE_PAGE_SIZE = 20;

/** GET /api/admin/appeals: the queue, open appeals oldest first (first come, first answered), others newest first. */
export const appealQueueQuerySchema = z.strictObject(
  {
    status: z.enum(APPEAL_STATUSES, { error: M.appealStatusInvalid }).default('open'),
    page: positiveIntField('Page').default(1),
    limit: positiveIntField('Limit')
      .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
      .default(QUEUE_PAGE_SIZE),
  },
  { error: unknownKeysError({ noun: 'parameter' }) },
);
export type AppealQueueQuery = z.output<typeof appealQueueQuerySchema>;
