/**
 * The pass that reads the vocabulary's words and phrases (vocabulary.ts): purpose, type, sub-types,
 * furnishing, who posted, tenants and amenities. A search has one purpose and one type, so the first said
 * wins and a later different one is dropped (decision 031); the lists take every value.
 */
import type { UnlabelledChip } from './chip-labels.ts';
import type { QueryScan } from './scan.ts';
import { AMENITY_LIST_OPENERS, LIST_WORDS, type Meaning, meaningOf } from './vocabulary.ts';

const SINGLE_VALUED = new Set<Meaning['key']>(['purpose', 'type']);

function alreadySaid(scan: QueryScan, meaning: Meaning): boolean {
  return scan.found.some(
    ({ chip }) => chip.key === meaning.key && (SINGLE_VALUED.has(meaning.key) || chip.value === meaning.value),
  );
}

export function readWords(scan: QueryScan): void {
  // Inside a list of amenities ('with a park and lift'), where landmark words are amenities too.
  let inList = false;
  for (let i = 0; i < scan.tokens.length; i++) {
    const token = scan.token(i);
    if (token === undefined) {
      inList = false;
      continue;
    }
    const phrase = scan.phraseAt(i, (key) => meaningOf(key) !== undefined);
    const meaning = phrase && meaningOf(phrase.key);
    if (phrase === undefined || meaning === undefined || (meaning.key === 'amenities' && meaning.listed && !inList)) {
      inList = AMENITY_LIST_OPENERS.has(token.key) || (inList && LIST_WORDS.has(token.key));
      continue;
    }
    const { key, value } = meaning;
    if (!alreadySaid(scan, meaning)) {
      scan.add({ key, value, source: scan.source(i, i + phrase.count) } as UnlabelledChip, i);
    }
    scan.take(i, i + phrase.count);
    inList = key === 'amenities';
    i += phrase.count - 1;
  }
}
