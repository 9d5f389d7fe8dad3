import type { Locale } from '../i18n/locales.ts';
import { ENGLISH_LISTING_LABELS, type ListingLabels } from './labels.ts';
import type { AdditionalCharge } from './options.ts';

/** The 'Details' tab's rows, in the order a seeker reads a listing. */
const DETAIL_ROWS = [
  'propertyType',
  'listedFor',
  'bedrooms',
  'bathrooms',
  'balconies',
  'carpetArea',
  'builtUpArea',
  'plotArea',
  'floor',
  'furnishing',
  'furnishedWith',
  'age',
  'facing',
  'parking',
  'availability',
  'preferredTenants',
  'society',
  'address',
  'postedOn',
] as const;
export type DetailRow = (typeof DETAIL_ROWS)[number];

/** The 'Terms' tab's rows. */
const TERMS_ROWS = [
  'price',
  'agreement',
  'agreementDuration',
  'noticePeriod',
  'securityDeposit',
  'additionalCharges',
  'brokers',
] as const;
export type TermsRow = (typeof TERMS_ROWS)[number];

/**
 * Every word the 'Property Details' tabs are built with, in one language. The rules (which rows show, how
 * a floor or a period is read) stay in detail-facts.ts; only the words change with the page's language.
 */
export interface DetailWords {
  /** Dates and prices are written in this language ('1 दिसंबर 2026', '₹1.08 लाख'). */
  locale: Locale;
  /** The label tables and the phrases around a number ('3 BHK', '1,200 sq.ft', '2 years'). */
  labels: ListingLabels;
  rows: Readonly<Record<DetailRow | TermsRow, string>>;
  availableNow: string;
  availableFrom: (date: string) => string;
  ground: string;
  upperBasement: string;
  lowerBasement: string;
  /** '3 of 10', 'Ground of 4'. */
  floorOf: (floor: string, total: number) => string;
  /** '4 floors in total' when the floor itself is missing. */
  floorsInTotal: (total: number) => string;
  /** 'Covered · 2 spots': the part after the dot. */
  spots: (count: number) => string;
  none: string;
  negotiable: string;
  allowed: string;
  notAllowed: string;
  includedInRent: string;
  charges: Readonly<Record<AdditionalCharge, string>>;
  /** 'electricity and water charged extra'. */
  chargedExtra: (extra: string) => string;
  /** 'electricity charged extra; water and maintenance included in rent'. */
  chargedExtraRestIncluded: (extra: string, included: string) => string;
  /** The word before a list's last item: 'electricity, water and maintenance'. */
  and: string;
}

/** Today's English, word for word as the spec writes the detail page (docs/product.md §2 'Property detail'). */
export const ENGLISH_DETAIL_WORDS: DetailWords = {
  locale: 'en',
  labels: ENGLISH_LISTING_LABELS,
  rows: {
    propertyType: 'Property type',
    listedFor: 'Listed for',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    balconies: 'Balconies',
    carpetArea: 'Carpet area',
    builtUpArea: 'Built-up area',
    plotArea: 'Plot area',
    floor: 'Floor',
    furnishing: 'Furnishing',
    furnishedWith: 'Furnished with',
    age: 'Age of property',
    facing: 'Facing',
    parking: 'Parking',
    availability: 'Availability',
    preferredTenants: 'Preferred tenants',
    society: 'Society',
    address: 'Address',
    postedOn: 'Posted on',
    price: 'Price',
    agreement: 'Agreement',
    agreementDuration: 'Agreement duration',
    noticePeriod: 'Notice period',
    securityDeposit: 'Security deposit',
    additionalCharges: 'Additional charges',
    brokers: 'Brokers',
  },
  availableNow: 'Available now',
  availableFrom: (date) => `Available from ${date}`,
  ground: 'Ground',
  upperBasement: 'Upper basement',
  lowerBasement: 'Lower basement',
  floorOf: (floor, total) => `${floor} of ${total}`,
  floorsInTotal: (total) => (total === 1 ? '1 floor in total' : `${total} floors in total`),
  spots: (count) => (count === 1 ? '1 spot' : `${count} spots`),
  none: 'None',
  negotiable: 'Negotiable',
  allowed: 'Allowed',
  notAllowed: 'Not allowed',
  includedInRent: 'Included in rent',
  charges: { electricity: 'electricity', water: 'water', maintenance: 'maintenance' },
  chargedExtra: (extra) => `${extra} charged extra`,
  chargedExtraRestIncluded: (extra, included) => `${extra} charged extra; ${included} included in rent`,
  and: 'and',
};
