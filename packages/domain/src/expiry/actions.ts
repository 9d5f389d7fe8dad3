/** What an owner can say about a listing from the reminder's links: still available, or let or sold. */
export const LISTING_STATUS_ACTIONS = ['renew', 'withdraw'] as const;
export type ListingStatusAction = (typeof LISTING_STATUS_ACTIONS)[number];
