import { z } from 'zod';
import { unknownKeysError } from '../unknown-keys.ts';
import { LISTING_STATUS_ACTIONS } from './actions.ts';
import { EXPIRY_MESSAGES as M } from './messages.ts';

/** The longest a signed link's token can be: an id, an action, a moment and a signature, with room to spare. */
const TOKEN_MAX = 300;

/**
 * POST /api/listing-status: the token of a reminder's link, checked by the server's signature alone, and
 * the action the page showed its reader, which must be the token's own (a page never does what it did not
 * say).
 */
export const listingStatusSchema = z.strictObject(
  {
    token: z
      .string({ error: M.tokenRequired })
      .trim()
      .min(1, M.tokenRequired)
      .max(TOKEN_MAX, M.linkInvalid)
      .regex(/^[A-Za-z0-9_.-]+$/, M.linkInvalid),
    action: z.enum(LISTING_STATUS_ACTIONS, { error: M.linkInvalid }),
  },
  { error: unknownKeysError() },
);
export type ListingStatusRequest = z.output<typeof listingStatusSchema>;
