/**
 * The words of an understood chip, in the page's language: the label tables the filters already show
 * (listing/labels.ts, the web's `listing` catalogue for Hindi), prices as the cards write them ('₹25,000',
 * '₹50 L', '₹50 लाख'), areas as the area chip does, places by the name in the page's script.
 */
import { isFilterSubType } from '../../enums.ts';
import { formatIndianNumber } from '../../format/numbers.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { ListingLabels } from '../../listing/labels.ts';
import type { GazetteerPlace } from '../../places/gazetteer.ts';
import { formatCardPrice } from '../../price/format.ts';
import type { AmountRange, UnderstoodChip } from './understood.ts';

/** An open range's words around its one end: 'under ₹25,000', '₹25,000 तक'. */
const OPEN_RANGE_WORDS: Record<Locale, { max: (end: string) => string; min: (end: string) => string }> = {
  en: { max: (end) => `under ${end}`, min: (end) => `over ${end}` },
  hi: { max: (end) => `${end} तक`, min: (end) => `${end} से ज़्यादा` },
};

/** '₹20,000 – ₹30,000', 'under ₹25,000', 'over ₹1 Cr'; `bare` writes a closed range's lower end. */
function rangeLabel(
  range: AmountRange,
  locale: Locale,
  write: (amount: number) => string,
  bare: (amount: number) => string = write,
): string {
  const { min, max } = range;
  if (min !== undefined && max !== undefined) return `${bare(min)} – ${write(max)}`;
  if (max !== undefined) return OPEN_RANGE_WORDS[locale].max(write(max));
  return OPEN_RANGE_WORDS[locale].min(write(min ?? 0));
}

function placeName(place: GazetteerPlace, locale: Locale): string {
  return locale === 'hi' ? (place.hindi ?? place.name) : place.name;
}

function cityName(place: GazetteerPlace, locale: Locale): string {
  return locale === 'hi' ? place.cityHindi : place.cityName;
}

/** 'Sadul Ganj, Bikaner' (a city alone: 'Bikaner'), in the locale's names: a locality's chip, a 'Did you mean' place. */
export function placeWithCityName(place: GazetteerPlace, locale: Locale): string {
  return place.kind === 'city' ? cityName(place, locale) : `${placeName(place, locale)}, ${cityName(place, locale)}`;
}

/** A chip without its label yet, as the parser's passes make them. */
export type UnlabelledChip = UnderstoodChip extends infer Chip
  ? Chip extends UnderstoodChip
    ? Omit<Chip, 'label' | 'id'>
    : never
  : never;

/**
 * A chip's words. A locality names its city too unless the city has a chip of its own
 * ('Sadul Ganj, Bikaner' for 'sadul ganj'; 'Sadul Ganj' beside 'Bikaner' for 'sadul ganj bikaner').
 */
export function chipLabel(chip: UnlabelledChip, labels: ListingLabels, locale: Locale, cityShown: boolean): string {
  switch (chip.key) {
    case 'purpose':
      return labels.FILTER_PURPOSE_LABELS[chip.value];
    case 'type':
      return labels.PROPERTY_TYPE_LABELS[chip.value];
    case 'subType':
      return isFilterSubType(chip.value)
        ? labels.FILTER_SUB_TYPE_LABELS[chip.value]
        : labels.SUB_TYPE_LABELS[chip.value];
    case 'bedrooms':
      return labels.BEDROOM_LABELS[chip.value];
    case 'city':
      return placeName(chip.place, locale);
    case 'locality':
      return cityShown ? placeName(chip.place, locale) : placeWithCityName(chip.place, locale);
    case 'price':
      return rangeLabel(chip.value, locale, (amount) => formatCardPrice(amount, undefined, locale));
    case 'area':
      return rangeLabel(chip.value, locale, labels.formatArea, (amount) => formatIndianNumber(amount));
    case 'furnishing':
      return labels.FURNISHING_LABELS[chip.value];
    case 'postedBy':
      return labels.USER_TYPE_LABELS[chip.value];
    case 'tenantPreference':
      return labels.TENANT_PREFERENCE_LABELS[chip.value];
    case 'amenities':
      return labels.AMENITY_LABELS[chip.value];
  }
}
