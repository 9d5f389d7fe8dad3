import {
  ENGLISH_LISTING_LABELS,
  formatIndianNumber,
  LISTING_LABEL_TABLES,
  type ListingLabels,
  monthsLabel,
} from '@aangan/domain';
import type { I18n, MessageId } from '@lingui/core';

type TableName = keyof typeof LISTING_LABEL_TABLES;

/** A table's part of the `listing` catalogue: SUB_TYPE_LABELS → 'listing.subType'. */
export function catalogueKeyOf(table: TableName): string {
  const words = table.replace(/_LABELS$/, '').toLowerCase();
  return `listing.${words.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;
}

function tableIn(i18n: I18n, table: TableName): Record<string, string> {
  const prefix = catalogueKeyOf(table);
  return Object.fromEntries(
    Object.keys(LISTING_LABEL_TABLES[table]).map((key) => [key, i18n._(`${prefix}.${key}` as MessageId)]),
  );
}

const cache = new WeakMap<I18n, ListingLabels>();

/**
 * The words that describe a listing in an i18n's language, for the domain's functions (listingKeyFacts, …)
 * and the label tables the screens show. English is the domain's own words (the spec's); another language's
 * come from the `listing` catalogue, built once per i18n.
 */
export function listingWordsOf(i18n: I18n): ListingLabels {
  if (i18n.locale === 'en') return ENGLISH_LISTING_LABELS;
  const known = cache.get(i18n);
  if (known) return known;
  const tables = Object.fromEntries(
    (Object.keys(LISTING_LABEL_TABLES) as TableName[]).map((table) => [table, tableIn(i18n, table)]),
  ) as Omit<ListingLabels, 'monthsLabel' | 'bhkLabel' | 'formatArea'>;
  const durations = {
    years: (count: number) => i18n._('listing.duration.years', { count }),
    months: (count: number) => i18n._('listing.duration.months', { count }),
  };
  const words: ListingLabels = {
    ...tables,
    monthsLabel: (months) => monthsLabel(months, durations),
    bhkLabel: (bedrooms) => i18n._('listing.bhk', { bedrooms }),
    formatArea: (squareFeet) => i18n._('listing.area', { area: formatIndianNumber(squareFeet) }),
  };
  cache.set(i18n, words);
  return words;
}
