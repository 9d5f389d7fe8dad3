/**
 * Misspelt words of the vocabulary read as meant ('apartmnt', 'furnised', 'swiming', 'independant',
 * 'betwen'): a word of six letters or more that is one typo from a known word of six or more becomes it.
 * Shorter words have too many neighbours ('lift' and 'left'), and the common short misspellings are in the
 * vocabulary itself. A place's exact spelling is never changed ('indore' is not 'indoor').
 */
import { boundedEditDistance, letterMask, mayBeWithin } from '../../places/edit-distance.ts';
import { placesWithKey } from '../../places/gazetteer.ts';
import { placeKey } from '../../places/place-text.ts';
import { isStopWord } from './stop-words.ts';
import type { Token } from './tokens.ts';
import { meaningOf, vocabularyWords } from './vocabulary.ts';

const SHORTEST = 6;
/** Long words of the number phrases (amount-words.ts), which are kept as run-together keys there. */
const AMOUNT_WORDS = [
  'thousand',
  'bedroom',
  'bedrooms',
  'between',
  'maximum',
  'minimum',
  'square',
  'starting',
  'crores',
];

interface KnownWords {
  list: readonly { word: string; mask: number }[];
  set: ReadonlySet<string>;
}

let known: KnownWords | undefined;

function knownWords(): KnownWords {
  if (known === undefined) {
    const words = [...vocabularyWords(), ...AMOUNT_WORDS.map(placeKey)];
    known = { list: words.map((word) => ({ word, mask: letterMask(word) })), set: new Set(words) };
  }
  return known;
}

function meant(key: string): string {
  const { list, set } = knownWords();
  if (key.length < SHORTEST || set.has(key) || meaningOf(key) || isStopWord(key)) return key;
  if (placesWithKey(key).length > 0) return key;
  const mask = letterMask(key);
  const near = list.find(
    (candidate) => mayBeWithin(mask, candidate.mask, 1) && boundedEditDistance(key, candidate.word, 1) !== undefined,
  );
  return near?.word ?? key;
}

/** The tokens with each misspelt word's key replaced by the word meant; the text as typed is kept. */
export function withSpellingsMeant(tokens: readonly Token[]): Token[] {
  return tokens.map((token) => (token.kind === 'word' ? { ...token, key: meant(token.key) } : token));
}
