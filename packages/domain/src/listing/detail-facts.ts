import type { Property } from '../contract/responses.ts';
import { toCanonicalAmenity } from '../enums/amenities.ts';
import { isOneOf } from '../enums/one-of.ts';
import { BALCONY_OPTIONS, FURNISHING_CHECKBOXES, FURNISHING_COUNTERS } from '../enums.ts';
import type { Locale } from '../i18n/locales.ts';
import { formatDetailPrice } from '../price/format.ts';
import { type DetailRow, type DetailWords, ENGLISH_DETAIL_WORDS, type TermsRow } from './detail-words.ts';
import { subTypeLabel } from './facts.ts';
import { ENGLISH_LISTING_LABELS, type ListingLabels } from './labels.ts';
import { ADDITIONAL_CHARGES, type AdditionalCharge } from './options.ts';
import { isIsoDate, isListingFieldShown, type ListingContext } from './rules.ts';

/**
 * The words of the detail page's 'Property Details' tabs (docs/product.md §2 'Property detail'): every stored field as
 * a label and a value a person understands. A value that is missing, or a question the wizard never asked
 * for this kind of listing (its stored value is only a neutral filler), gives no row at all. Each function
 * takes its words (detail-words.ts): English by default, as the server and the spec say them.
 */

export interface FactRow {
  label: string;
  value: string;
}

export const NO_AMENITIES_MESSAGE = 'No amenities listed';
export const NO_TERMS_MESSAGE = 'The poster has not set any terms for this property.';

/** Indian listings and their dates are read on Indian time, wherever the page is opened. */
const INDIA_TIME_ZONE = 'Asia/Kolkata';
// Fixed tables rather than Intl's months, which write September as 'Sept' in some engines' en-IN.
const MONTHS: Readonly<Record<Locale, readonly string[]>> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  hi: ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'],
};
const dayParts = new Intl.DateTimeFormat('en-US', {
  timeZone: INDIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'solarPanels', 'solar-panels' and 'solar_panels' all read 'Solar panels'. */
export function humanizeId(id: string): string {
  const words = id
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_\s]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The calendar day (YYYY-MM-DD) a moment falls on in India. */
export function indianCalendarDay(moment: Date): string {
  const parts = Object.fromEntries(dayParts.formatToParts(moment).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The moment the Indian day of `moment` began: midnight in India. India keeps one offset all year (no
 * daylight saving), so its midnight is the calendar day at +05:30.
 */
export function indianDayStart(moment: Date): Date {
  return new Date(`${indianCalendarDay(moment)}T00:00:00+05:30`);
}

/** A stored date or timestamp as its Indian calendar day, or null when it is not a date. */
function toCalendarDay(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  if (isIsoDate(text)) return text;
  if (text === '') return null;
  const moment = new Date(text);
  return Number.isNaN(moment.getTime()) ? null : indianCalendarDay(moment);
}

/** '1 Dec 2026' (d MMM yyyy) for a date or timestamp; null when it is not one. */
export function formatListingDate(value: string | null | undefined, locale: Locale = 'en'): string | null {
  const day = toCalendarDay(value);
  if (day === null) return null;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[locale][month - 1]} ${year}`;
}

/**
 * 'Available from 1 Dec 2026', or 'Available now' once that day has come: a date in the past only
 * says when the property became free, which a seeker reads as 'now'. `today` is YYYY-MM-DD.
 */
export function availabilityLabel(
  availability: string | null,
  today: string,
  words: DetailWords = ENGLISH_DETAIL_WORDS,
): string | null {
  const day = toCalendarDay(availability);
  if (day === null) return null;
  return day <= today ? words.availableNow : words.availableFrom(formatListingDate(day, words.locale) ?? day);
}

/** 'Residential · Flat/Apartment'; an unknown sub-type is shown as stored, a blank one left out. */
export function propertyTypeLabel(
  property: Pick<Property, 'type' | 'subType'>,
  labels: ListingLabels = ENGLISH_LISTING_LABELS,
): string {
  const type = labels.PROPERTY_TYPE_LABELS[property.type] ?? humanizeId(property.type);
  const subType = subTypeLabel(property.subType, labels);
  return subType === '' ? type : `${type} · ${subType}`;
}

/** 0 is the ground floor; -1 and -2 are the upper and lower basements (listing rules). */
export function floorLabel(floor: number, words: DetailWords = ENGLISH_DETAIL_WORDS): string {
  if (floor === 0) return words.ground;
  if (floor === -1) return words.upperBasement;
  if (floor === -2) return words.lowerBasement;
  return String(floor);
}

/** '3 of 10', 'Ground of 4'; only the total ('4 floors in total') when the floor is missing. */
export function floorValue(
  floorNumber: number | null,
  totalFloors: number | null,
  words: DetailWords = ENGLISH_DETAIL_WORDS,
): string | null {
  const total = isCount(totalFloors) && totalFloors > 0 ? totalFloors : null;
  if (isCount(floorNumber)) {
    const floor = floorLabel(floorNumber, words);
    return total === null ? floor : words.floorOf(floor, total);
  }
  return total === null ? null : words.floorsInTotal(total);
}

/**
 * The furnishing panel's items: counters as 'AC × 2' (the wizard's own labels mix singular and plural,
 * so the count follows the label), then the ticked checkboxes by name, then anything else humanized.
 * Zero counts and unticked items are left out.
 */
export function furnishingItems(
  details: Record<string, number | boolean>,
  labels: ListingLabels = ENGLISH_LISTING_LABELS,
): string[] {
  const known = new Set<string>([...FURNISHING_COUNTERS, ...FURNISHING_CHECKBOXES]);
  const counted = FURNISHING_COUNTERS.flatMap((item) =>
    countItem(labels.FURNISHING_COUNTER_LABELS[item], details[item]),
  );
  const ticked = FURNISHING_CHECKBOXES.filter((item) => details[item] === true).map(
    (item) => labels.FURNISHING_CHECKBOX_LABELS[item],
  );
  const others = Object.entries(details)
    .filter(([item]) => !known.has(item))
    .flatMap(([item, value]) => (value === true ? [humanizeId(item)] : countItem(humanizeId(item), value)));
  return [...counted, ...ticked, ...others];
}

function countItem(label: string, value: number | boolean | undefined): string[] {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? [`${label} × ${value}`] : [];
}

/** 'Covered · 2 spots'; 'None' when there is no parking. */
export function parkingValue(
  parking: Property['details']['parking'],
  spots: number | null,
  words: DetailWords = ENGLISH_DETAIL_WORDS,
): string | null {
  if (parking === null) return null;
  const label = words.labels.PARKING_LABELS[parking] ?? humanizeId(parking);
  if (parking === 'none' || !isCount(spots) || spots <= 0) return label;
  return `${label} · ${words.spots(spots)}`;
}

/** '1', '2', 'More than 3' (stored as 4, docs/product.md §2); 'None' for 0. */
export function balconiesValue(balconies: number | null, words: DetailWords = ENGLISH_DETAIL_WORDS): string | null {
  if (!isCount(balconies) || balconies < 0) return null;
  if (balconies === 0) return words.none;
  return isOneOf(BALCONY_OPTIONS, balconies) ? words.labels.BALCONY_LABELS[balconies] : String(balconies);
}

/** A rent's deposit in the detail price form; 'None' for a zero deposit, which is worth telling a tenant. */
export function depositValue(deposit: number | null, words: DetailWords = ENGLISH_DETAIL_WORDS): string | null {
  if (!isCount(deposit) || deposit < 0) return null;
  return deposit === 0 ? words.none : formatDetailPrice(deposit, undefined, words.locale);
}

/** The full address on one line: 'Station Road, Rani Bazar, Bikaner - 334001', repeated parts once. */
export function addressLine(location: Property['location']): string {
  const parts: string[] = [];
  for (const part of [location.address, location.subLocality, location.locality, location.city]) {
    const text = part?.trim() ?? '';
    if (text !== '' && !parts.some((seen) => seen.toLowerCase() === text.toLowerCase())) parts.push(text);
  }
  const pincode = location.pincode.trim();
  return [parts.join(', '), pincode].filter(Boolean).join(' - ');
}

function isCount(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function contextOf(property: Property): ListingContext {
  return {
    purpose: property.purpose,
    type: property.type,
    subType: property.subType,
    furnishing: property.details.furnishing ?? '',
    parking: property.details.parking ?? 'none',
  };
}

/** Builds rows, skipping the ones whose value is null. */
function rows<Row extends DetailRow | TermsRow>(
  words: DetailWords,
  entries: ReadonlyArray<readonly [row: Row, value: string | null]>,
): FactRow[] {
  return entries.flatMap(([row, value]) => (value === null || value === '' ? [] : [{ label: words.rows[row], value }]));
}

/** The 'Details' tab, in the order a seeker reads a listing. `today` (YYYY-MM-DD) decides 'Available now'. */
export function detailFacts(property: Property, today: string, words: DetailWords = ENGLISH_DETAIL_WORDS): FactRow[] {
  const { details, location } = property;
  const { labels } = words;
  const shown = (field: string) => isListingFieldShown(field, contextOf(property));
  const count = (field: 'bedrooms' | 'bathrooms', say: (count: number) => string = String) => {
    const value = details[field];
    return shown(field) && isCount(value) && value > 0 ? say(value) : null;
  };
  const area = (value: number | null) => (isCount(value) && value > 0 ? labels.formatArea(value) : null);
  const items = shown('furnishingDetails') ? furnishingItems(details.furnishingDetails, labels) : [];

  return rows<DetailRow>(words, [
    ['propertyType', propertyTypeLabel(property, labels)],
    ['listedFor', labels.LISTING_PURPOSE_LABELS[property.purpose] ?? humanizeId(property.purpose)],
    ['bedrooms', count('bedrooms', labels.bhkLabel)],
    ['bathrooms', count('bathrooms')],
    ['balconies', shown('balconies') ? balconiesValue(details.balconies, words) : null],
    ['carpetArea', area(details.carpetArea)],
    ['builtUpArea', area(details.builtUpArea)],
    ['plotArea', area(details.plotArea)],
    ['floor', shown('floorNumber') ? floorValue(details.floorNumber, details.totalFloors, words) : null],
    ['furnishing', details.furnishing ? (labels.FURNISHING_LABELS[details.furnishing] ?? null) : null],
    ['furnishedWith', items.length > 0 ? items.join(', ') : null],
    ['age', details.age ? (labels.AGE_LABELS[details.age] ?? null) : null],
    ['facing', details.facing ? (labels.FACING_LABELS[details.facing] ?? null) : null],
    ['parking', parkingValue(details.parking, shown('parkingSpots') ? details.parkingSpots : null, words)],
    ['availability', availabilityLabel(property.availability, today, words)],
    [
      'preferredTenants',
      shown('tenantPreference') && property.tenantPreference
        ? (labels.TENANT_PREFERENCE_LABELS[property.tenantPreference] ?? null)
        : null,
    ],
    ['society', location.society?.trim() || null],
    ['address', addressLine(location)],
    ['postedOn', formatListingDate(property.createdAt, words.locale)],
  ]);
}

/** The 'Amenities' tab: labels in the stored order, each once; ids no list knows are humanized. */
export function amenityLabels(amenities: readonly string[], labels: ListingLabels = ENGLISH_LISTING_LABELS): string[] {
  const named = amenities.flatMap((amenity) => {
    if (amenity.trim() === '') return [];
    const canonical = toCanonicalAmenity(amenity);
    return [canonical ? labels.AMENITY_LABELS[canonical] : humanizeId(amenity)];
  });
  return [...new Set(named)];
}

function joinWords(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * What the rent covers (`additionalCharges` holds the charges included in rent, docs/product.md §2 step 5):
 * 'Included in rent', or which charges are paid on top, e.g. 'Electricity charged extra; water and
 * maintenance included in rent'.
 */
export function additionalChargesValue(
  charges: Property['additionalCharges'],
  words: DetailWords = ENGLISH_DETAIL_WORDS,
): string {
  const names = (list: readonly AdditionalCharge[]) =>
    joinWords(
      list.map((charge) => words.charges[charge]),
      words.and,
    );
  const included = ADDITIONAL_CHARGES.filter((charge) => charges[charge]);
  const extra = ADDITIONAL_CHARGES.filter((charge) => !charges[charge]);
  if (extra.length === 0) return words.includedInRent;
  return capitalize(
    included.length === 0
      ? words.chargedExtra(names(extra))
      : words.chargedExtraRestIncluded(names(extra), names(included)),
  );
}

/**
 * The 'Terms' tab. Rent terms come only for the listings the wizard asks them of (rent); a sale or PG
 * stores neutral fillers for them (brokers 'allowed', no charges), which would be made-up terms if shown.
 * A negotiable price is a term for every listing. Empty when there is nothing to tell: show NO_TERMS_MESSAGE.
 */
export function termsFacts(property: Property, words: DetailWords = ENGLISH_DETAIL_WORDS): FactRow[] {
  const shown = (field: string) => isListingFieldShown(field, contextOf(property));
  const { agreementDuration, noticePeriod } = property.termsAndConditions;
  const months = (value: number | null) => (isCount(value) && value > 0 ? words.labels.monthsLabel(value) : null);
  const isRent = shown('agreementType');

  return rows<TermsRow>(words, [
    ['price', property.priceNegotiable ? words.negotiable : null],
    ['agreement', isRent ? (words.labels.AGREEMENT_TYPE_LABELS[property.agreementType] ?? null) : null],
    ['agreementDuration', shown('agreementDuration') ? months(agreementDuration) : null],
    ['noticePeriod', shown('noticePeriod') ? months(noticePeriod) : null],
    ['securityDeposit', shown('securityDeposit') ? depositValue(property.securityDeposit, words) : null],
    [
      'additionalCharges',
      shown('additionalCharges') ? additionalChargesValue(property.additionalCharges, words) : null,
    ],
    ['brokers', shown('brokerAllowed') ? (property.brokerAllowed ? words.allowed : words.notAllowed) : null],
  ]);
}
