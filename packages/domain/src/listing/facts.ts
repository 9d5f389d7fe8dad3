import type { Property } from '../contract/responses.ts';
import { type PropertyType, SUB_TYPE_LABELS, type SubType } from '../enums.ts';
import { ENGLISH_LISTING_LABELS, type ListingLabels } from './labels.ts';

export function isSubType(value: string): value is SubType {
  return Object.hasOwn(SUB_TYPE_LABELS, value);
}

/** The label of a stored sub-type; an unknown value is shown as stored so nothing disappears. */
export function subTypeLabel(value: string, labels: ListingLabels = ENGLISH_LISTING_LABELS): string {
  const subType = value.trim();
  return isSubType(subType) ? labels.SUB_TYPE_LABELS[subType] : subType;
}

function isPositive(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

type AreaDetails = Pick<Property['details'], 'carpetArea' | 'builtUpArea' | 'plotArea'>;

/** The area a listing is best described by: carpet, then built-up, then plot area. */
export function primaryArea(details: AreaDetails): number | null {
  return [details.carpetArea, details.builtUpArea, details.plotArea].find(isPositive) ?? null;
}

/** Key facts for a listing card, most telling first: "3 BHK", "1,200 sq.ft", the sub-type label. */
export function listingKeyFacts(
  property: {
    type: PropertyType;
    subType: string;
    details: AreaDetails & Pick<Property['details'], 'bedrooms'>;
  },
  labels: ListingLabels = ENGLISH_LISTING_LABELS,
): string[] {
  const facts: string[] = [];
  const { bedrooms } = property.details;
  if (property.type === 'residential' && isPositive(bedrooms)) facts.push(labels.bhkLabel(bedrooms));
  const area = primaryArea(property.details);
  if (area !== null) facts.push(labels.formatArea(area));
  const label = subTypeLabel(property.subType, labels);
  if (label !== '') facts.push(label);
  return facts;
}
