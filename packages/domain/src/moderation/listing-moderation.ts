import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../search/filters.ts';
import { positiveIntField } from '../search/query-fields.ts';
import { unknownKeysError } from '../unknown-keys.ts';
import { emailField, normalizeIndianMobile } from '../user/fields.ts';
import { MODERATION_TEXT_MAX, moderationReasonField } from '../verification/requests.ts';
import { TEAM_HIDE_REASONS } from './hide-reasons.ts';
import { MODERATION_MESSAGES as M } from './messages.ts';

/** A note the owner reads beside the reason; blank is none. */
const noteField = z
  .string()
  .trim()
  .max(MODERATION_TEXT_MAX, M.noteTooLong)
  .optional()
  .transform((note) => note || undefined);

/**
 * POST /api/admin/listings/:id/hide: a reason from the fixed list, and a note the owner reads (needed with
 * 'other', where the reason alone says nothing).
 */
export const hideListingSchema = z
  .strictObject(
    { reason: z.enum(TEAM_HIDE_REASONS, { error: M.reasonInvalid }), note: noteField },
    { error: unknownKeysError() },
  )
  .refine((hide) => hide.reason !== 'other' || hide.note !== undefined, {
    error: M.noteRequiredForOther,
    path: ['note'],
  });
export type HideListing = z.output<typeof hideListingSchema>;

/** POST /api/admin/listings/:id/restore: an optional note for the log and the owner's mail. */
export const restoreListingSchema = z.strictObject({ note: noteField }, { error: unknownKeysError() });

/** DELETE /api/admin/listings/:id (admins only): why it is removed for good, for the log and the owner. */
export const deleteListingSchema = z.strictObject({ reason: moderationReasonField }, { error: unknownKeysError() });

/**
 * A listing as the team sees it: `live` is what everyone sees; `hidden` the team took down;
 * `owner-suspended` is down while its poster's account is suspended (and back when it is not); `expired`
 * its owner did not confirm in time, `withdrawn` its owner said is let or sold (decision 020).
 */
export const LISTING_STATES = ['live', 'hidden', 'owner-suspended', 'expired', 'withdrawn'] as const;
export type ListingState = (typeof LISTING_STATES)[number];

/** What else keeps a listing down besides the team: its owner's word, or its period running out. */
export interface ListingLifecycle {
  expired: boolean;
  withdrawn: boolean;
}

/**
 * Where a listing stands: `listed`, whether the team hid it, and its lifecycle are all it takes. The team's
 * hiding comes first (it is what a moderator acts on), then the owner's word, then the calendar.
 */
export function listingStateOf(listed: boolean, hidden: boolean, lifecycle: ListingLifecycle): ListingState {
  if (listed) return 'live';
  if (hidden) return 'hidden';
  if (lifecycle.withdrawn) return 'withdrawn';
  return lifecycle.expired ? 'expired' : 'owner-suspended';
}

/** The console's listing filters: a state, or live listings that are verified, or any with an open request. */
const TEAM_LISTING_FILTERS = [...LISTING_STATES, 'verified', 'pending-review'] as const;
export type TeamListingFilter = (typeof TEAM_LISTING_FILTERS)[number];

/** What a search box entry names: a listing by id, a poster by email or mobile, or words of the title. */
export type ListingLookup =
  | { by: 'id'; id: string }
  | { by: 'email'; email: string }
  | { by: 'phone'; phone: string }
  | { by: 'text'; text: string };

const SEARCH_MAX = 200;
const TEXT_MIN = 3;

/** Reads a search box entry; undefined when it cannot name anything (too short to search words with). */
export function toListingLookup(value: string): ListingLookup | undefined {
  if (z.uuid().safeParse(value).success) return { by: 'id', id: value.toLowerCase() };
  if (value.includes('@')) {
    const email = emailField('').safeParse(value);
    return email.success ? { by: 'email', email: email.data } : undefined;
  }
  const phone = normalizeIndianMobile(value);
  if (phone) return { by: 'phone', phone };
  // Trigram indexes need three letters to narrow anything (decision 019).
  return value.length >= TEXT_MIN ? { by: 'text', text: value } : undefined;
}

const lookupField = z
  .string()
  .trim()
  .max(SEARCH_MAX, M.searchTooLong)
  .transform((value, ctx) => {
    if (value === '') return undefined;
    const lookup = toListingLookup(value);
    if (!lookup) ctx.addIssue({ code: 'custom', message: M.searchTooShort });
    return lookup;
  })
  .optional();

const TEAM_PAGE_SIZE = 20;

/** GET /api/admin/listings: any listing by id, title words, or its poster's email or mobile; a filter; a page. */
export const teamListingQuerySchema = z.strictObject(
  {
    q: lookupField,
    state: z.enum(TEAM_LISTING_FILTERS, { error: M.listingStateInvalid }).optional(),
    page: positiveIntField('Page').default(1),
    limit: positiveIntField('Limit')
      .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
      .default(TEAM_PAGE_SIZE),
  },
  { error: unknownKeysError({ noun: 'parameter' }) },
);
export type TeamListingQuery = z.output<typeof teamListingQuerySchema>;
