import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../search/filters.ts';
import { positiveIntField } from '../search/query-fields.ts';
import { unknownKeysError } from '../unknown-keys.ts';

/**
 * Leads for owners (issue 17, decision 022): who opened a listing's contact details, newest first, and how
 * many saved it. A lead is the seeker's name, when, and whether their email is verified: never their email
 * or phone, which the seeker did not agree to share (they hold the owner's number and call first).
 */
const LEADS_PAGE_SIZE = 10;

/** GET /api/properties/:id/leads?page=&limit= */
export const leadsQuerySchema = z.strictObject(
  {
    page: positiveIntField('Page').default(1),
    limit: positiveIntField('Limit')
      .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
      .default(LEADS_PAGE_SIZE),
  },
  { error: unknownKeysError({ noun: 'parameter' }) },
);

export const leadsPageSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      name: z.string(),
      emailVerified: z.boolean(),
      revealedAt: z.iso.datetime({ offset: true }),
    }),
  ),
  page: z.int().positive(),
  limit: z.int().positive(),
  /** Everyone who opened the contact details (one each). */
  total: z.int().nonnegative(),
  /** How many people have it in their saved list; who they are stays private. */
  savedCount: z.int().nonnegative(),
});
export type LeadsPage = z.output<typeof leadsPageSchema>;

export const LEADS_MESSAGES = {
  notYours: 'Only the person who listed this property can see who contacted them.',
  /** The contact dialog tells the seeker before the number shows. */
  seekerNotice: 'The owner will see your name and that you viewed their number.',
} as const;
