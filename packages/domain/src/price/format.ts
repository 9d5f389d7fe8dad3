import type { Purpose } from '../enums.ts';

const CRORE = 10_000_000;
const LAKH = 100_000;

const indianGrouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Drops a trailing ".0" so "45.0 L" reads "45 L". */
function trimDecimal(value: string): string {
  return value.endsWith('.0') ? value.slice(0, -2) : value;
}

/**
 * Card price (spec §9): Cr with one decimal from 1 crore, L from 1 lakh, else the full
 * number with Indian grouping; rent adds "/mo".
 */
export function formatCardPrice(price: number, purpose?: Purpose): string {
  const suffix = purpose === 'rent' || purpose === 'pg' ? '/mo' : '';
  if (!Number.isFinite(price) || price < 0) return 'Price on request';
  let amount: string;
  if (price >= CRORE) amount = `${trimDecimal((price / CRORE).toFixed(1))} Cr`;
  else if (price >= LAKH) amount = `${trimDecimal((price / LAKH).toFixed(1))} L`;
  else amount = indianGrouping.format(price);
  return `₹${amount}${suffix}`;
}
