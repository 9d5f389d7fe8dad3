import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/** The ICU arguments a message uses ({name}, {count, plural, …}), found in its compiled form. */
function argumentsOf(message: CompiledMessage | unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return names;
  for (const token of message as CompiledMessage) {
    if (!Array.isArray(token)) continue;
    const [name, , choices] = token;
    names.add(name);
    if (choices && typeof choices === 'object') for (const branch of Object.values(choices)) argumentsOf(branch, names);
  }
  return names;
}

const sorted = (names: Set<string>) => [...names].sort().join(',');

/**
 * What is wrong between an English catalogue and its Hindi one (decision 028): a key in one only, keys out of
 * order, a message that is not ICU, a Hindi message with other arguments than its English one, or one left
 * empty or in English (unless its key is in `sameInBoth`: names and codes). Empty when they agree.
 */
/** A message with no letters ('4+', '0') reads the same in every language. */
const HAS_LETTERS = /\p{L}/u;

export function catalogueProblems(
  english: Record<string, string>,
  hindi: Record<string, string>,
  sameInBoth: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = [];
  for (const key of Object.keys(english)) if (!(key in hindi)) problems.push(`${key}: missing in Hindi`);
  for (const key of Object.keys(hindi)) if (!(key in english)) problems.push(`${key}: in Hindi, not in English`);
  for (const [name, catalogue] of [
    ['English', english],
    ['Hindi', hindi],
  ] as const) {
    const keys = Object.keys(catalogue);
    if (keys.join() !== [...keys].sort().join()) problems.push(`${name}: keys are not sorted`);
  }
  for (const [key, message] of Object.entries(hindi)) {
    const original = english[key];
    if (original === undefined) continue;
    try {
      const [from, to] = [compileMessageOrThrow(original), compileMessageOrThrow(message)];
      if (sorted(argumentsOf(from)) !== sorted(argumentsOf(to))) problems.push(`${key}: other arguments in Hindi`);
    } catch (error) {
      problems.push(`${key}: not valid ICU (${(error as Error).message})`);
    }
    if (message.trim() === '') problems.push(`${key}: empty in Hindi`);
    else if (message === original && HAS_LETTERS.test(message) && !sameInBoth.has(key))
      problems.push(`${key}: not translated`);
  }
  return problems;
}
