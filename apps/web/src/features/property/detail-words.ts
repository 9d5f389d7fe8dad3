import type { DetailRow, DetailWords, ListingLabels, Locale, TermsRow } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { useI18n } from '../../i18n/use-i18n';
import { useListingWords } from '../../i18n/use-listing-words';

const ROW_KEYS: Readonly<Record<DetailRow | TermsRow, MessageId>> = {
  propertyType: 'property.facts.row.propertyType',
  listedFor: 'property.facts.row.listedFor',
  bedrooms: 'property.facts.row.bedrooms',
  bathrooms: 'property.facts.row.bathrooms',
  balconies: 'property.facts.row.balconies',
  carpetArea: 'property.facts.row.carpetArea',
  builtUpArea: 'property.facts.row.builtUpArea',
  plotArea: 'property.facts.row.plotArea',
  floor: 'property.facts.row.floor',
  furnishing: 'property.facts.row.furnishing',
  furnishedWith: 'property.facts.row.furnishedWith',
  age: 'property.facts.row.age',
  facing: 'property.facts.row.facing',
  parking: 'property.facts.row.parking',
  availability: 'property.facts.row.availability',
  preferredTenants: 'property.facts.row.preferredTenants',
  society: 'property.facts.row.society',
  address: 'property.facts.row.address',
  postedOn: 'property.facts.row.postedOn',
  price: 'property.facts.row.price',
  agreement: 'property.facts.row.agreement',
  agreementDuration: 'property.facts.row.agreementDuration',
  noticePeriod: 'property.facts.row.noticePeriod',
  securityDeposit: 'property.facts.row.securityDeposit',
  additionalCharges: 'property.facts.row.additionalCharges',
  brokers: 'property.facts.row.brokers',
};

type Translate = ReturnType<typeof useI18n>['t'];

/**
 * The words the domain builds the 'Property Details' tabs with (DetailWords), in a language from the `property`
 * part; which row shows and how a value reads stay the domain's rules (detail-facts.ts).
 */
export function detailWords(t: Translate, locale: Locale, labels: ListingLabels): DetailWords {
  return {
    locale,
    labels,
    rows: Object.fromEntries(Object.entries(ROW_KEYS).map(([row, id]) => [row, t(id)])) as DetailWords['rows'],
    availableNow: t('property.facts.availableNow'),
    availableFrom: (date) => t('property.facts.availableFrom', { date }),
    ground: t('property.facts.ground'),
    upperBasement: t('property.facts.upperBasement'),
    lowerBasement: t('property.facts.lowerBasement'),
    floorOf: (floor, total) => t('property.facts.floorOf', { floor, total }),
    floorsInTotal: (total) => t('property.facts.floorsInTotal', { total }),
    spots: (count) => t('property.facts.spots', { count }),
    none: t('property.facts.none'),
    negotiable: t('property.facts.negotiable'),
    allowed: t('property.facts.allowed'),
    notAllowed: t('property.facts.notAllowed'),
    includedInRent: t('property.facts.includedInRent'),
    charges: {
      electricity: t('property.facts.charge.electricity'),
      water: t('property.facts.charge.water'),
      maintenance: t('property.facts.charge.maintenance'),
    },
    chargedExtra: (extra) => t('property.facts.chargedExtra', { extra }),
    chargedExtraRestIncluded: (extra, included) => t('property.facts.chargedExtraRestIncluded', { extra, included }),
    and: t('property.facts.and'),
  };
}

/** The detail words in the page's language. */
export function useDetailWords(): DetailWords {
  const { t, locale } = useI18n();
  return detailWords(t, locale, useListingWords());
}
