/**
 * Bedrooms in a query (decision 031): '2bhk', '2 b h k', 'two bedroom', '2 or 3 bhk', '2-3 bhk', '3+ bhk' and
 * 'atleast 3 bhk' (3, 4 and 5+), 'upto 2 bhk' (1 and 2), '2.5 bhk' (2 and 3). The search's top option 5 means
 * five or more, so '6 bhk' is 5+. '1 rk' (a room and kitchen) is a studio apartment.
 */
import { BEDROOM_OPTIONS, type BedroomOption } from '../options.ts';
import {
  BEDROOM_WORDS,
  BOUND_AFTER,
  BOUND_BEFORE,
  type Bound,
  COUNT_LIST_WORDS,
  COUNT_WORDS,
  RANGE_WORDS,
  ROOM_KITCHEN_WORDS,
} from './amount-words.ts';
import type { QueryScan } from './scan.ts';

const TOP = BEDROOM_OPTIONS[BEDROOM_OPTIONS.length - 1] as BedroomOption;
/** No home has more; a larger number before 'bhk' is something else. */
const MOST_ROOMS = 50;

/** A count at a token: digits ('2', '2.5') or a word ('two', 'do'). */
function countAt(scan: QueryScan, index: number): number | undefined {
  const token = scan.token(index);
  if (token === undefined) return undefined;
  if (token.kind === 'word') return COUNT_WORDS.get(token.key);
  if (token.kind !== 'number' || token.grouped) return undefined;
  const whole = token.value === Math.floor(token.value);
  const half = token.value * 2 === Math.floor(token.value * 2);
  return (whole || half) && token.value >= 1 && token.value <= MOST_ROOMS ? token.value : undefined;
}

interface Counts {
  /** Counts as said, with ranges filled in: '2-4' is 2, 3, 4. */
  values: number[];
  from: number;
}

/** The counts just before `end`: '2', '2 or 3', '1, 2, 3', '2-3', '2 to 4', and a '+' after them. */
function countsBefore(scan: QueryScan, end: number): (Counts & { plus: boolean }) | undefined {
  let at = end - 1;
  const plus = scan.token(at)?.key === '+';
  if (plus) at--;
  const last = countAt(scan, at);
  if (last === undefined) return undefined;
  let values = [last];
  let from = at;
  for (;;) {
    const link = scan.token(from - 1);
    const earlier = countAt(scan, from - 2);
    if (link === undefined || earlier === undefined) break;
    if (RANGE_WORDS.has(link.key) && earlier < (values[0] as number)) {
      values = [...Array.from({ length: (values[0] as number) - earlier }, (_, i) => earlier + i), ...values];
    } else if (COUNT_LIST_WORDS.has(link.key)) values = [earlier, ...values];
    else break;
    from -= 2;
  }
  return { values, from, plus };
}

/** The bedroom options a count stands for: 6 is 5+, 2.5 is 2 and 3. */
function optionsFor(count: number): BedroomOption[] {
  const sizes = count === Math.floor(count) ? [count] : [Math.floor(count), Math.ceil(count)];
  return sizes.map((size) => Math.min(size, TOP) as BedroomOption);
}

function boundedOptions(values: readonly number[], bound: Bound | undefined): BedroomOption[] {
  const options = values.flatMap(optionsFor);
  if (bound === 'min') return BEDROOM_OPTIONS.filter((option) => option >= Math.min(...options));
  if (bound === 'max') return BEDROOM_OPTIONS.filter((option) => option <= Math.max(...options));
  return BEDROOM_OPTIONS.filter((option) => options.includes(option));
}

/** Reads every bedroom phrase, and '1 rk' as a studio. */
export function readBedrooms(scan: QueryScan): void {
  for (let i = 0; i < scan.tokens.length; i++) {
    const unit = scan.phraseAt(i, (key) => BEDROOM_WORDS.has(key) || ROOM_KITCHEN_WORDS.has(key), 3);
    if (unit === undefined) continue;
    const counts = countsBefore(scan, i);
    if (counts === undefined) continue;
    let to = i + unit.count;
    if (ROOM_KITCHEN_WORDS.has(unit.key)) {
      if (counts.values.length !== 1 || counts.values[0] !== 1 || counts.plus) continue;
      scan.add({ key: 'subType', value: 'studio', source: scan.source(counts.from, to) }, counts.from);
      scan.take(counts.from, to);
      continue;
    }
    const before = scan.phraseBefore(
      counts.from,
      (key) => BOUND_BEFORE.get(key) === 'min' || BOUND_BEFORE.get(key) === 'max',
      3,
    );
    const after = scan.phraseAt(to, (key) => BOUND_AFTER.has(key), 3);
    const from = counts.from - (before?.count ?? 0);
    to += after?.count ?? 0;
    const bound = counts.plus ? 'min' : (BOUND_AFTER.get(after?.key ?? '') ?? BOUND_BEFORE.get(before?.key ?? ''));
    const source = scan.source(from, to);
    for (const value of boundedOptions(counts.values, bound)) scan.add({ key: 'bedrooms', value, source }, from);
    scan.take(from, to);
  }
}
