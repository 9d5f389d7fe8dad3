/**
 * A search query as tokens (decision 031): numbers ('25,000', '1.5'), words in any script and the few
 * symbols that mean something in a query ('+', '-', '₹', '/', '<', '>'). Digits and letters written
 * together are two tokens ('2bhk', '1.5cr', 'rs25000'), unless the run is a longer name or code ('flat7b2x',
 * 'guestword7188i'), which stays one word; a hyphen or dot inside a word only separates
 * ('semi-furnished', 'M.G.'), since words are compared run together (vocabulary.ts). Each token keeps where
 * it stood, so the words left over can be given back as typed.
 */
import { placeKey } from '../../places/place-text.ts';

/** Only the start of a query is read: a search text is at most 100 characters (SEARCH_TEXT_MAX). */
export const QUERY_READ_LIMIT = 200;
/** More tokens than a real query has; bounds the work for any input. */
const TOKEN_LIMIT = 40;

export interface Token {
  kind: 'number' | 'word' | 'symbol';
  /** As typed. */
  text: string;
  /** Words: lower-case, spellings made one (places/place-text.ts); symbols: the symbol; numbers: the digits. */
  key: string;
  /** Numbers only: the value, commas of Indian or western grouping read as grouping. */
  value: number;
  /** Numbers only: written with grouping commas ('25,000'), which only an amount of money is. */
  grouped: boolean;
  start: number;
  end: number;
}

const PIECES = /(\d+(?:,\d+)*(?:\.\d+)?)|([\p{L}\p{M}]+)|([+\-–—₹<>/~,&])/gu;
const DEVANAGARI_DIGITS = /[०-९]/g;
const ASCII_LETTERS = /^[A-Za-z]+$/;
/** Indian (1,00,000) or western (100,000) grouping. */
const GROUPED = /^(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})+,\d{3})(?:\.\d+)?$/;

function numberTokens(text: string, start: number): Token[] {
  if (!text.includes(',') || GROUPED.test(text)) {
    const value = Number(text.replace(/,/g, ''));
    return [{ kind: 'number', text, key: text, value, grouped: text.includes(','), start, end: start + text.length }];
  }
  // '2,3 bhk' is a list, not a number.
  const tokens: Token[] = [];
  let at = start;
  for (const part of text.split(',')) {
    if (at > start) tokens.push(symbol(',', at - 1));
    tokens.push(...numberTokens(part, at));
    at += part.length + 1;
  }
  return tokens;
}

function symbol(text: string, start: number): Token {
  const key = text === '–' || text === '—' ? '-' : text;
  return { kind: 'symbol', text, key, value: Number.NaN, grouped: false, start, end: start + text.length };
}

function isWord(token: Token | undefined): boolean {
  return token?.kind === 'word';
}

/** The tokens of a query's first QUERY_READ_LIMIT characters, at most TOKEN_LIMIT of them. */
export function tokenise(query: string): Token[] {
  const text = query
    .slice(0, QUERY_READ_LIMIT)
    .replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x966));
  const tokens: Token[] = [];
  for (const match of text.matchAll(PIECES)) {
    const [whole, number, word] = match;
    const start = match.index;
    if (number !== undefined) tokens.push(...numberTokens(number, start));
    else if (word !== undefined) {
      // Plain Latin letters need only lower-casing; anything else goes through the full normalisation.
      const key = ASCII_LETTERS.test(word) ? word.toLowerCase() : placeKey(word);
      if (key !== '') {
        tokens.push({
          kind: 'word',
          text: word,
          key,
          value: Number.NaN,
          grouped: false,
          start,
          end: start + word.length,
        });
      }
    } else tokens.push(symbol(whole, start));
  }
  // A hyphen between two letters joins a word ('co-living'); words are compared run together anyway.
  const kept = tokens.filter(
    (token, i) =>
      !(
        token.key === '-' &&
        isWord(tokens[i - 1]) &&
        isWord(tokens[i + 1]) &&
        tokens[i - 1]?.end === token.start &&
        tokens[i + 1]?.start === token.end
      ),
  );
  return withCodesKept(kept).slice(0, TOKEN_LIMIT);
}

/** Letters and digits written together are read apart ('2bhk', 'rs25k') only in runs this short… */
const GLUED_PIECES_MAX = 3;
/** …whose words are this short: 'bedrooms', not 'guestword'. */
const GLUED_WORD_MAX = 8;

/**
 * Digits inside a longer run of letters are part of a name or a code ('guestword2mwz7188i', 'sector21b2'), not a
 * count or an amount: such a run stays one word, so its digits are never read as a budget or bedrooms.
 */
function withCodesKept(tokens: Token[]): Token[] {
  const kept: Token[] = [];
  let run: Token[] = [];
  const flush = () => {
    const isCode =
      run.length > GLUED_PIECES_MAX ||
      (run.length > 1 && run.some((piece) => piece.kind === 'word' && piece.text.length > GLUED_WORD_MAX));
    if (isCode) kept.push(joined(run));
    else kept.push(...run);
    run = [];
  };
  for (const token of tokens) {
    const previous = run[run.length - 1];
    const isGlued = previous !== undefined && previous.end === token.start && token.kind !== 'symbol';
    if (!isGlued) flush();
    if (token.kind === 'symbol') kept.push(token);
    else run.push(token);
  }
  flush();
  return kept;
}

function joined(run: readonly Token[]): Token {
  const text = run.map((piece) => piece.text).join('');
  const key = /^[A-Za-z0-9]+$/.test(text) ? text.toLowerCase() : placeKey(text);
  const first = run[0] as Token;
  const last = run[run.length - 1] as Token;
  return { kind: 'word', text, key, value: Number.NaN, grouped: false, start: first.start, end: last.end };
}
