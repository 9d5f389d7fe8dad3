import type { z } from 'zod';

/** An answer names this many unexpected keys and counts the rest, so its size never grows with the input. */
export const UNKNOWN_KEYS_NAMED = 5;
const KEY_NAME_MAX = 40;

function shortName(key: string): string {
  return key.length > KEY_NAME_MAX ? `${key.slice(0, KEY_NAME_MAX)}…` : key;
}

export interface UnknownKeysWords {
  /** 'field' (a body) or 'parameter' (a query). */
  noun?: string;
  /** A fuller reason for keys people might send on purpose (e.g. a server-owned listing field). */
  refused?: (key: string) => string | undefined;
}

/**
 * 'Unknown field: colour', or 'Unknown fields: a, b, c, d, e and 19,995 more' — at most
 * UNKNOWN_KEYS_NAMED keys are named (each cut short), whatever arrives.
 */
export function describeUnknownKeys(keys: readonly string[], { noun = 'field', refused }: UnknownKeysWords = {}) {
  const named = keys.slice(0, UNKNOWN_KEYS_NAMED);
  const reasons = named.flatMap((key) => refused?.(key) ?? []);
  const plain = named.filter((key) => refused?.(key) === undefined).map(shortName);
  const more = keys.length - named.length;
  const parts = [...reasons];
  if (plain.length > 0 || more > 0) {
    const list = plain.join(', ');
    const tail = more > 0 ? `${list ? `${list} and ` : ''}${more.toLocaleString('en-IN')} more` : list;
    parts.push(`Unknown ${noun}${plain.length + more > 1 ? 's' : ''}: ${tail}`);
  }
  return parts.join('; ');
}

/** The `error` option of a strict object: its unexpected keys in the words above, other issues left alone. */
export function unknownKeysError(words?: UnknownKeysWords) {
  return (issue: z.core.$ZodRawIssue) =>
    issue.code === 'unrecognized_keys' ? describeUnknownKeys(issue.keys, words) : undefined;
}
