/**
 * Typo distance between two keys: insertions, deletions, substitutions and swaps of two neighbouring
 * letters each count one (Damerau-Levenshtein, optimal string alignment), so 'jaipr' is 1 from 'jaipur' and
 * 'gurgoan' 1 from 'gurgaon'. Compared by code point, which is a letter in Latin and a letter or vowel sign in
 * Devanagari ('बिकानेर' is 1 from 'बीकानेर').
 */

/** How many typos a key of this many code points may hold and still be recognised (decision 030). */
export function typoAllowance(length: number): number {
  if (length < 4) return 0;
  return length <= 6 ? 1 : 2;
}

/**
 * The distance between `a` and `b` when it is at most `max`, else undefined. Work stops as soon as a
 * row's best is past `max`, so comparing a key with a whole gazetteer stays cheap.
 */
export function boundedEditDistance(a: string, b: string, max: number): number | undefined {
  const s = Array.from(a);
  const t = Array.from(b);
  if (Math.abs(s.length - t.length) > max) return undefined;
  let before: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, (before[j - 2] as number) + 1);
      }
      current[j] = value;
      best = Math.min(best, value);
    }
    if (best > max) return undefined;
    before = previous;
    previous = current;
  }
  const distance = previous[t.length] as number;
  return distance <= max ? distance : undefined;
}
