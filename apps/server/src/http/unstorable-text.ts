/**
 * PostgreSQL cannot store U+0000 in text, and refuses an unpaired UTF-16 surrogate inside jsonb; either
 * would turn a person's typing (or an attacker's) into a failed query. Input is checked for both before
 * it is parsed, so the answer is a 400 naming the field.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding U+0000 is the point.
const UNSTORABLE = /\u0000|\p{Cs}/u;

export const UNSTORABLE_TEXT_MESSAGE =
  'This text contains a character that cannot be stored (a NUL or a broken Unicode character). Please remove it.';

/** Bodies are at most 1 MB, so this bound is never reached by real input; it only stops a pathological walk. */
const MAX_VALUES_WALKED = 200_000;

/** The path (`a.b.0`) of the first string holding an unstorable character, '_' for the input itself, or null. */
export function findUnstorableText(input: unknown): string | null {
  const pending: [unknown, string][] = [[input, '']];
  for (let walked = 0; pending.length > 0 && walked < MAX_VALUES_WALKED; walked += 1) {
    const [value, path] = pending.pop() as [unknown, string];
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return path || '_';
    } else if (value !== null && typeof value === 'object') {
      // An explicit stack, not recursion: deeply nested JSON must not overflow the call stack.
      for (const [key, child] of Object.entries(value)) pending.push([child, path ? `${path}.${key}` : key]);
    }
  }
  return null;
}
