/** Words and limits around one listing's views, contact and saves (docs/product.md §2 'Property detail', §4 'Views'). */

/** Message of the inquiry that records a view (docs/product.md §3 'Inquiry'). */
export const VIEW_INQUIRY_MESSAGE = 'Property viewed';

/** Message of the inquiry that records a reveal of the poster's contact details. */
export const CONTACT_INQUIRY_MESSAGE = 'Contact details viewed';

/** A person keeps at most this many saved listings: enough for any search, bounded for storage. */
export const MAX_SAVED_PROPERTIES = 500;

/** Words the saved and contact endpoints answer with, where the spec is silent. */
export const PROPERTY_ACTION_MESSAGES = {
  savedLimit: `You can save up to ${MAX_SAVED_PROPERTIES} properties. Remove some saved properties first.`,
  contactRateLimited: 'You have viewed many contact details in a short time. Please wait a while and try again.',
} as const;
