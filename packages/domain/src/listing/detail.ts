import type { Property } from '../types.ts';

/**
 * The API's answers around one listing (spec §2 'Property detail', §4 'Views', §6 'Property owner'):
 * GET /api/properties/:id, its views, its contact and who saved it.
 */

/** How the signed-in person stands to the listing they opened. */
export interface PropertyViewer {
  /** The poster: sees 'Property Views' and the verification notice; their own views are not recorded. */
  isOwner: boolean;
  isSaved: boolean;
}

/** GET /api/properties/:id (signed in). */
export interface PropertyDetail extends Property {
  viewer: PropertyViewer;
}

/** POST /api/properties/:id/views: whether this opening counted, and the listing's views after it. */
export interface ViewRecording {
  recorded: boolean;
  views: number;
}

/** GET /api/properties/:id/contact: the poster's details, shown in the 'Contact Information' dialog. */
export interface PosterContact {
  name: string;
  phone: string | null;
  email: string;
}

/** GET /api/properties/:id/inquiries (poster only): what the owner may know about interest in a listing. */
export interface PropertyInquiries {
  /** 'Property Views': one per signed-in person other than the poster. */
  viewCount: number;
  /** How many people opened the contact details. */
  contactRevealCount: number;
}

/** GET /api/me/saved: one page of the person's saved listings, most recently saved first. */
export interface SavedProperties {
  items: Property[];
  page: number;
  limit: number;
  /** All the person's saved listings (at most MAX_SAVED_PROPERTIES). */
  total: number;
}

/** GET /api/me/saved/ids: which listings the person saved, for the save buttons on cards. */
export interface SavedPropertyIds {
  ids: string[];
}

/** Message of the inquiry that records a view (spec §3 'Inquiry'). */
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
