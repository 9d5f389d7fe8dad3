/**
 * Typo distance between two keys: insertions, deletions, substitutions and swaps of two neighbouring
 * letters each count one (Damerau-Levenshtein, optimal string alignment), so 'jaipr' is 1 from 'jaipur' and
 * 'gurgoan' 1 from 'gurgaon'. Compared by UTF-16 unit, which in Latin and Devanagari is one letter or sign
 * ('बिकानेर' is 1 from 'बीकानेर').
 */

/** How many typos a key of this many letters may hold and still be recognised (decision 030). */
export function typoAllowance(length: number): number {
  if (length < 4) return 0;
  return length <= 6 ? 1 : 2;
}

// Three rows of the distance table, reused: a query compares one key with hundreds of names.
let rows = [new Int32Array(32), new Int32Array(32), new Int32Array(32)] as const;

/**
 * The distance between `a` and `b` when it is at most `max`, else undefined. Work stops as soon as a
 * row's best is past `max`, so comparing a key with a whole gazetteer stays cheap.
 */
export function boundedEditDistance(a: string, b: string, max: number): number | undefined {
  if (Math.abs(a.length - b.length) > max) return undefined;
  if (rows[0].length <= b.length)
    rows = [new Int32Array(b.length + 1), new Int32Array(b.length + 1), new Int32Array(b.length + 1)];
  let [before, previous, current] = rows;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let best = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
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
    if (best > max) return undefined;
    [before, previous, current] = [previous, current, before];
  }
  const distance = previous[b.length] as number;
  return distance <= max ? distance : undefined;
}
