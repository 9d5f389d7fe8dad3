import type { Property } from '../contract/responses.ts';
import { type PropertyType, type Purpose, SUB_TYPE_LABELS, type SubType } from '../enums.ts';
import { formatIndianNumber } from '../format/numbers.ts';

/** How a listing's purpose reads on a card, from the seeker's side ("For Sale", not "Sell"). */
export const LISTING_PURPOSE_LABELS: Record<Purpose, string> = { sell: 'For Sale', rent: 'For Rent', pg: 'PG' };

export function isSubType(value: string): value is SubType {
  return Object.hasOwn(SUB_TYPE_LABELS, value);
}

/** The label of a stored sub-type; an unknown value is shown as stored so nothing disappears. */
export function subTypeLabel(value: string): string {
  const subType = value.trim();
  return isSubType(subType) ? SUB_TYPE_LABELS[subType] : subType;
}

/** "1,200 sq.ft" with Indian digit grouping. */
export function formatArea(squareFeet: number): string {
  return `${formatIndianNumber(squareFeet)} sq.ft`;
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
export function listingKeyFacts(property: {
  type: PropertyType;
  subType: string;
  details: AreaDetails & Pick<Property['details'], 'bedrooms'>;
}): string[] {
  const facts: string[] = [];
  const { bedrooms } = property.details;
  if (property.type === 'residential' && isPositive(bedrooms)) facts.push(`${bedrooms} BHK`);
  const area = primaryArea(property.details);
  if (area !== null) facts.push(formatArea(area));
  const label = subTypeLabel(property.subType);
  if (label !== '') facts.push(label);
  return facts;
}
