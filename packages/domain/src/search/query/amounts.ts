/**
 * Prices and areas in a query (decision 031): 'under 25k', '₹25,000', 'rs 25000', '1-1.5 cr', 'between 20k and
 * 30k', '50 lakh to 1 cr', 'upto 80 lacs', '25k se kam', '1000 sqft', 'above 1200 sq ft', '200 gaj'.
 *
 * How a number with no unit is read:
 * - with a unit ('25k', '50 lakh', '1000 sqft'), a rupee mark or 'rs', grouping commas ('25,000') or 'per month':
 *   as it says;
 * - 1,000 or more after a bound word ('under 25000'): rupees;
 * - a smaller one after a bound word, by the purpose (the query's, else the tab's): buying, 10 to 999 is lakhs
 *   ('under 50' is ₹50 L); renting or a PG, 1 to 199 is thousands ('under 25' is ₹25,000); anything else, or with
 *   no purpose, stays text;
 * - a bare number with no unit or bound word is a budget only when renting (1,000 to 99,999 rupees) or buying
 *   (₹10 L and more, seven digits): '15000' beside 'rent' is a rent and '4500000' beside 'buy' a price, but
 *   '334001' is a pincode, '14' a sector and '2024' a year in a search to buy.
 * A lone amount is the most one will pay ('2bhk jaipur 25k' is up to ₹25,000); a lone area is a size give or
 * take a fifth ('1000 sqft' is 800 to 1,200 sq.ft), and so is an area 'around' a size.
 */
import type { FilterPurpose } from '../../enums.ts';
import { MAX_AREA, MAX_RUPEES } from '../../listing/rules.ts';
import {
  AREA_UNITS,
  BETWEEN_AND,
  BOUND_AFTER,
  BOUND_BEFORE,
  type Bound,
  CURRENCY_AFTER,
  CURRENCY_BEFORE,
  MONEY_UNITS,
  PER_MONTH,
  RANGE_WORDS,
} from './amount-words.ts';
import type { QueryScan } from './scan.ts';
import type { AmountRange } from './understood.ts';

type Measure = 'price' | 'area';

interface Amount {
  value: number;
  /** What its unit measures, and the unit's size in rupees or square feet; none for a bare number. */
  unit?: { measure: Measure; size: number };
  /** Written as money: grouping commas or a rupee mark. */
  money: boolean;
  from: number;
  to: number;
}

/** A number and the unit after it, with a rupee mark before it if there is one. */
function amountAt(scan: QueryScan, index: number): Amount | undefined {
  let from = index;
  let money = false;
  if (CURRENCY_BEFORE.has(scan.token(index)?.key ?? '')) {
    from = index;
    index++;
    money = true;
  }
  const token = scan.token(index);
  if (token?.kind !== 'number' || !Number.isFinite(token.value)) return undefined;
  money ||= token.grouped;
  const unit = scan.phraseAt(index + 1, (key) => MONEY_UNITS.has(key) || AREA_UNITS.has(key), 3);
  const to = index + 1 + (unit?.count ?? 0);
  if (unit === undefined) return { value: token.value, money, from, to };
  const size = MONEY_UNITS.get(unit.key);
  if (size === undefined) {
    return { value: token.value, unit: { measure: 'area', size: AREA_UNITS.get(unit.key) ?? 1 }, money, from, to };
  }
  // '1k sqft', '2 lakh sq ft': a count of square feet, not of rupees.
  const area = scan.phraseAt(to, (key) => AREA_UNITS.has(key), 3);
  if (area !== undefined) {
    const areaSize = size * (AREA_UNITS.get(area.key) ?? 1);
    return { value: token.value, unit: { measure: 'area', size: areaSize }, money, from, to: to + area.count };
  }
  return { value: token.value, unit: { measure: 'price', size }, money: true, from, to };
}

/** Money words after an amount: 'rs', '/-', 'per month', '/month'; says whether it was a monthly amount. */
function moneyAfter(scan: QueryScan, at: number): { to: number; money: boolean; monthly: boolean } {
  let to = at;
  let money = false;
  let monthly = false;
  for (let step = 0; step < 3; step++) {
    const next = scan.token(to);
    if (next === undefined) break;
    const slash = next.key === '/' ? 1 : 0;
    const currency = slash === 0 && CURRENCY_AFTER.has(next.key);
    const dash = slash === 1 && scan.token(to + 1)?.key === '-';
    const month = scan.phraseAt(to + slash, (key) => PER_MONTH.has(key), 2);
    if (currency || dash) {
      to += currency ? 1 : 2;
      money = true;
    } else if (month !== undefined) {
      to += slash + month.count;
      money = true;
      monthly = true;
    } else break;
  }
  return { to, money, monthly };
}

/** Rupees for a number written with no unit, by the rules above; undefined when it cannot be told. */
function unitlessRupees(value: number, purpose: FilterPurpose | undefined): number | undefined {
  if (value >= 1_000) return value;
  if (purpose === 'buy' && value >= 10) return value * 100_000;
  if ((purpose === 'rent' || purpose === 'pg') && value >= 1 && value < 200) return value * 1_000;
  return undefined;
}

/** A number alone, with no unit or bound word: a rent of 1,000 to 99,999, or a price to buy from ₹10 L. */
function bareRupees(value: number, purpose: FilterPurpose | undefined): number | undefined {
  if (isRenting(purpose)) return value >= 1_000 && value < 100_000 ? value : undefined;
  return purpose === 'buy' && value >= 1_000_000 ? value : undefined;
}

interface Reading {
  measure: Measure;
  range: AmountRange;
  from: number;
  to: number;
  monthly: boolean;
}

function isRenting(purpose: FilterPurpose | undefined): boolean {
  return purpose === 'rent' || purpose === 'pg';
}

/** The amount, range or bounded amount that starts with the number at `index`. */
function readingAt(scan: QueryScan, index: number, purpose: FilterPurpose | undefined): Reading | undefined {
  const left = amountAt(scan, index);
  if (left === undefined) return undefined;
  const before = scan.phraseBefore(left.from, (key) => BOUND_BEFORE.has(key), 3);
  let bound: Bound | undefined = BOUND_BEFORE.get(before?.key ?? '');
  let to = left.to;
  // A range: '20-30k', '20k to 30k', 'between 20 and 30 lakh'; not '25k se kam'.
  let right: Amount | undefined;
  const link = scan.token(to);
  const boundAfterLeft = scan.phraseAt(to, (key) => BOUND_AFTER.has(key), 3);
  if (link && !boundAfterLeft && (RANGE_WORDS.has(link.key) || (bound === 'between' && BETWEEN_AND.has(link.key)))) {
    right = amountAt(scan, to + 1);
    if (right && left.unit && right.unit && left.unit.measure !== right.unit.measure) right = undefined;
    if (right) to = right.to;
  }
  const after = moneyAfter(scan, to);
  to = after.to;
  // '20k max', but not the 'max' of 'min 20k max 30k', which bounds the next amount.
  const boundAfter = bound === undefined && !right ? scan.phraseAt(to, (key) => BOUND_AFTER.has(key), 3) : undefined;
  if (boundAfter && scan.token(to + boundAfter.count)?.kind !== 'number') {
    bound = BOUND_AFTER.get(boundAfter.key);
    to += boundAfter.count;
  }
  const unit = left.unit ?? right?.unit;
  const measure: Measure = unit?.measure ?? 'price';
  const money = left.money || right?.money === true || after.money;
  const ends = [left, ...(right ? [right] : [])];
  let values: (number | undefined)[];
  if (unit) values = ends.map((end) => end.value * (end.unit ?? unit).size);
  else if (money) values = ends.map((end) => end.value);
  else if (bound !== undefined) values = ends.map((end) => unitlessRupees(end.value, purpose));
  else values = ends.map((end) => bareRupees(end.value, purpose));
  const limit = measure === 'price' ? MAX_RUPEES : MAX_AREA;
  const rounded = values.map((value) => (value === undefined ? undefined : Math.round(value)));
  if (rounded.some((value) => value === undefined || value <= 0 || value > limit)) return undefined;
  const [low, high] = (rounded as number[]).sort((a, b) => a - b) as [number, number | undefined];
  return {
    measure,
    range: rangeOf(measure, low, high, bound),
    from: left.from - (before?.count ?? 0),
    to,
    monthly: after.monthly,
  };
}

/** A fifth either side of an area said alone: '1000 sqft' is 800 to 1,200. */
const AREA_LEEWAY = 0.2;

function rangeOf(measure: Measure, low: number, high: number | undefined, bound: Bound | undefined): AmountRange {
  if (high !== undefined) return { min: low, max: high };
  if (bound === 'min') return { min: low };
  if (measure === 'area' && bound !== 'max') {
    return { min: Math.round(low * (1 - AREA_LEEWAY)), max: Math.round(low * (1 + AREA_LEEWAY)) };
  }
  return { max: low };
}

/** Two readings of one measure make one range when one gives the floor and the other the ceiling. */
function merged(earlier: AmountRange, later: AmountRange): AmountRange | undefined {
  const min = earlier.min ?? later.min;
  const max = earlier.max ?? later.max;
  const overlaps =
    (earlier.min !== undefined && later.min !== undefined) || (earlier.max !== undefined && later.max !== undefined);
  if (overlaps || min === undefined || max === undefined || min > max) return undefined;
  return { min, max };
}

/**
 * Reads every price and area. A monthly amount ('15000 per month') says the search is for rent when the query
 * names no purpose and the tab is not renting already.
 */
export function readAmounts(scan: QueryScan, tabPurpose: FilterPurpose | undefined): void {
  const said = scan.found.find(({ chip }) => chip.key === 'purpose')?.chip.value as FilterPurpose | undefined;
  const purpose = said ?? tabPurpose;
  for (let i = 0; i < scan.tokens.length; i++) {
    const reading = readingAt(scan, i, purpose);
    if (reading === undefined) continue;
    const existing = scan.found.find(({ chip }) => chip.key === reading.measure);
    if (existing) {
      const range = merged(existing.chip.value as AmountRange, reading.range);
      if (range === undefined) continue;
      existing.chip = {
        ...existing.chip,
        value: range,
        source: `${existing.chip.source} ${scan.source(reading.from, reading.to)}`,
      } as typeof existing.chip;
    } else {
      scan.add(
        { key: reading.measure, value: reading.range, source: scan.source(reading.from, reading.to) },
        reading.from,
      );
    }
    const purposeSaid = scan.found.some(({ chip }) => chip.key === 'purpose');
    if (reading.monthly && reading.measure === 'price' && !purposeSaid && !isRenting(tabPurpose)) {
      scan.add({ key: 'purpose', value: 'rent', source: scan.source(reading.from, reading.to) }, reading.from);
    }
    scan.take(reading.from, reading.to);
    i = reading.to - 1;
  }
}
