/**
 * Who may do what to a listing beyond reading it. For now only its poster acts on it; when moderators and
 * admins arrive they extend `mayActOnListing`, and every module that checks access follows.
 */
export const LISTING_ACCESS_DENIED = {
  edit: 'You can only change your own properties.',
  delete: 'You can only change your own properties.',
  readInquiries: 'Only the person who listed this property can see its views.',
  appeal: 'Only the person who listed this property can appeal.',
  requestVerification: 'Only the person who listed this property can ask for its verification.',
  renew: 'Only the person who listed this property can renew it.',
} as const;
export type ListingAction = keyof typeof LISTING_ACCESS_DENIED;

/** The signed-in person asking. */
export interface Actor {
  userId: string;
}

export function mayActOnListing(actor: Actor, listing: { postedById: string }): boolean {
  return actor.userId === listing.postedById;
}
