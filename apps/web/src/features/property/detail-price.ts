import type { Locale } from '@aangan/domain';
import { formatDetailPrice, type Property } from '@aangan/domain';

/**
 * The detail price split for display: the amount, and what follows it for a monthly price ('/month', '/माह'),
 * shown smaller. Both come from the domain's own formatting, so the words stay there.
 */
export function detailPriceParts(property: Pick<Property, 'price' | 'purpose'>, locale: Locale) {
  const full = formatDetailPrice(property.price, property.purpose, locale);
  const amount = formatDetailPrice(property.price, undefined, locale);
  return full.startsWith(amount) ? { amount, per: full.slice(amount.length) } : { amount: full, per: '' };
}
