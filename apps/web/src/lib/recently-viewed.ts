import { type ListingCardFields, listingCardFields, PROPERTY_TYPES, PURPOSES } from '@aangan/domain';
import { useSyncExternalStore } from 'react';
import { RECENTLY_VIEWED_KEY as STORAGE_KEY } from './recently-viewed-presence';

/**
 * The listings opened on this device, most recent first (issue 21, decision 033). A copy of each card is kept,
 * not only its id: there is no endpoint that answers for a list of ids, and the strip must draw without asking
 * the server. The copy is refreshed whenever the listing is opened again, and the card leads to the detail page,
 * which always shows today's listing. It belongs to the device, not the account: signing out keeps it.
 */

/** A listing as the strip draws it, and when this device last opened it (milliseconds since 1970). */
export interface RecentListing extends ListingCardFields {
  viewedAt: number;
}

export const RECENTLY_VIEWED_LIMIT = 10;

const NONE: readonly RecentListing[] = Object.freeze([]);

// Storage can be missing, full or blocked (private windows): the strip is a convenience, never an error.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readText(): string | null {
  try {
    return storage()?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

type Fields = Record<string, unknown>;

const isRecord = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isCount = (value: unknown): value is number | null => value === null || isNumber(value);
const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  (options as readonly unknown[]).includes(value);
/** Ids go into the card's link: a path segment only, so nothing stored can lead off the detail page. */
const isId = (value: unknown): value is string => isText(value) && /^[\w-]{1,100}$/.test(value);

/**
 * One stored entry, checked field by field: storage is anyone's (another version of the app, an extension, a
 * hand edit), so an entry that is not what a card needs is dropped rather than drawn wrong.
 */
function toRecentListing(value: unknown): RecentListing | null {
  if (!isRecord(value)) return null;
  const { location, details } = value;
  if (!isRecord(location) || !isRecord(details)) return null;
  const card = {
    id: value.id,
    title: value.title,
    purpose: value.purpose,
    type: value.type,
    subType: value.subType,
    price: value.price,
    images: value.images,
    coverImageIndex: value.coverImageIndex,
    propertyScore: value.propertyScore,
    verificationStatus: value.verificationStatus,
    location: { city: location.city, locality: location.locality },
    details: {
      bedrooms: details.bedrooms,
      carpetArea: details.carpetArea,
      builtUpArea: details.builtUpArea,
      plotArea: details.plotArea,
    },
  };
  const isCard =
    isId(card.id) &&
    isText(card.title) &&
    isOneOf(PURPOSES, card.purpose) &&
    isOneOf(PROPERTY_TYPES, card.type) &&
    isText(card.subType) &&
    isNumber(card.price) &&
    Array.isArray(card.images) &&
    card.images.every(isText) &&
    isNumber(card.coverImageIndex) &&
    isNumber(card.propertyScore) &&
    typeof card.verificationStatus === 'boolean' &&
    isText(card.location.city) &&
    isText(card.location.locality) &&
    Object.values(card.details).every(isCount) &&
    isNumber(value.viewedAt);
  return isCard ? { ...(card as ListingCardFields), viewedAt: value.viewedAt as number } : null;
}

/** The stored list as written, or as much of it as is sound: no duplicates, at most the limit, never a throw. */
function parse(text: string | null): readonly RecentListing[] {
  if (!text) return NONE;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return NONE;
  }
  if (!Array.isArray(stored)) return NONE;
  const seen = new Set<string>();
  const listings: RecentListing[] = [];
  for (const entry of stored) {
    const listing = toRecentListing(entry);
    if (!listing || seen.has(listing.id)) continue;
    seen.add(listing.id);
    listings.push(listing);
    if (listings.length === RECENTLY_VIEWED_LIMIT) break;
  }
  return listings;
}

// The last text read and what it parsed to: React asks for the list on every render (useSyncExternalStore)
// and must get the same array back while nothing changed.
let cache: { text: string | null; listings: readonly RecentListing[] } = { text: null, listings: NONE };

/** The listings opened on this device, most recent first; an empty list when storage is unavailable. */
export function readRecentlyViewed(): readonly RecentListing[] {
  const text = readText();
  if (text !== cache.text) cache = { text, listings: parse(text) };
  return cache.listings;
}

const listeners = new Set<() => void>();

function write(listings: readonly RecentListing[]): void {
  try {
    const store = storage();
    if (listings.length === 0) store?.removeItem(STORAGE_KEY);
    else store?.setItem(STORAGE_KEY, JSON.stringify(listings));
  } catch {
    // Quota or privacy mode: the list stays as it was, and the page works without it.
  }
  for (const listener of listeners) listener();
}

/**
 * A listing was opened: its card goes to the front (moved there if it was already in the list, with today's
 * price and picture), and the oldest beyond the limit is forgotten.
 */
export function recordRecentlyViewed(listing: ListingCardFields, viewedAt = Date.now()): void {
  const others = readRecentlyViewed().filter((entry) => entry.id !== listing.id);
  write([{ ...listingCardFields(listing), viewedAt }, ...others].slice(0, RECENTLY_VIEWED_LIMIT));
}

/** The listing is gone (its page answered 404): its card must not lead there again. */
export function forgetRecentlyViewed(id: string): void {
  const listings = readRecentlyViewed();
  if (listings.some((entry) => entry.id === id)) write(listings.filter((entry) => entry.id !== id));
}

/** The strip's Clear. */
export function clearRecentlyViewed(): void {
  write(NONE);
}

/** Calls `onChange` when the list changes, in this tab or another (the 'storage' event); returns the unsubscribe. */
function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // null: another tab cleared the whole storage.
    if (event.key === STORAGE_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The list, kept up to date. The server cannot know the device, so the server's page and the first render in
 * the browser both have none (React's server snapshot); the device's own list follows straight after hydration.
 */
export function useRecentlyViewed(): readonly RecentListing[] {
  return useSyncExternalStore(subscribe, readRecentlyViewed, () => NONE);
}
