/**
 * Typo distance between two keys: insertions, deletions, substitutions and swaps of two neighbouring
 * letters each count one (Damerau-Levenshtein, optimal string alignment), so 'jaipr' is 1 from 'jaipur' and
 * 'gurgoan' 1 from 'gurgaon'. Compared by UTF-16 unit, which in Latin and Devanagari is one letter or sign
 * ('बिकानेर' is 1 from 'बीकानेर').
 */

/** How many typos a key of this many letters may hold and still be recognised (decision 031). */
export function typoAllowance(length: number): number {
  if (length < 4) return 0;
  return length <= 6 ? 1 : 2;
}

/**
 * The letters of a text as bits (letters of other scripts folded onto the same 31 bits). A letter of one text
 * that the other lacks costs at least one edit, so two texts whose masks differ by more than `max` letters
 * either way are further apart than `max`: a test far cheaper than the distance itself.
 */
export function letterMask(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) mask |= 1 << (text.charCodeAt(i) % 31);
  return mask;
}

function bitCount(value: number): number {
  let rest = value;
  let count = 0;
  while (rest !== 0) {
    rest &= rest - 1;
    count++;
  }
  return count;
}

/** Whether two texts with these masks may be within `max` edits (letterMask). */
export function mayBeWithin(maskA: number, maskB: number, max: number): boolean {
  return bitCount(maskA & ~maskB) <= max && bitCount(maskB & ~maskA) <= max;
}

// Three rows of the distance table, reused: a query compares one key with hundreds of names.
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)] as const;
/** Stands for "more than allowed" in the cells outside the band. */
const FAR = 1 << 20;

/**
 * The distance between `a` and `b` when it is at most `max`, else undefined. Only the cells within `max` of
 * the diagonal are computed (a path outside them costs more than `max` anyway), and work stops as soon as a
 * row's best is past `max`, so comparing a key with a whole gazetteer stays cheap.
 */
export function boundedEditDistance(a: string, b: string, max: number): number | undefined {
  if (Math.abs(a.length - b.length) > max) return undefined;
  if (rows[0].length <= b.length + 1) {
    rows = [new Int32Array(b.length + 2), new Int32Array(b.length + 2), new Int32Array(b.length + 2)];
  }
  let [before, previous, current] = rows;
  for (let j = 0; j <= Math.min(b.length, max); j++) previous[j] = j;
  previous[Math.min(b.length, max) + 1] = FAR;
  for (let i = 1; i <= a.length; i++) {
    const low = Math.max(1, i - max);
    const high = Math.min(b.length, i + max);
    current[low - 1] = low === 1 ? i : FAR;
    let best = low === 1 ? i : FAR;
    const ai = a.charCodeAt(i - 1);
    for (let j = low; j <= high; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (ai === bj ? 0 : 1),
      );
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      if (value < best) best = value;
    }
    current[high + 1] = FAR;
    if (best > max) return undefined;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length] as number;
  return distance <= max ? distance : undefined;
}
