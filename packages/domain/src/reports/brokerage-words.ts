/**
 * Words that say a listing is a broker's (issue 17), in English and Hindi, matched as whole words: 'broker'
 * matches 'Broker,' but not 'brokers' or 'brokered' (decision 021). An owner saying they want none —
 * 'no brokerage', 'no broker', 'without commission', 'zero brokerage' — is what honest owners write, so a word
 * right after such a negation does not count.
 */
export const BROKERAGE_WORDS = ['brokerage', 'broker', 'commission', 'dalali', 'दलाली'] as const;

const NEGATIONS = new Set(['no', 'zero', 'without', 'nil', 'bina', 'बिना', 'नो']);

/** Letters (any script, with their marks) and digits make a word; anything else separates words. */
const WORD_SEPARATOR = /[^\p{L}\p{M}\p{N}]+/u;

/** The brokerage words `text` uses, each once, in the list's order. */
export function findBrokerageWords(text: string): string[] {
  const words = text.toLowerCase().split(WORD_SEPARATOR);
  const found = new Set<string>();
  words.forEach((word, index) => {
    if (!(BROKERAGE_WORDS as readonly string[]).includes(word)) return;
    const before = words[index - 1];
    if (before !== undefined && NEGATIONS.has(before)) return;
    found.add(word);
  });
  return BROKERAGE_WORDS.filter((word) => found.has(word));
}
