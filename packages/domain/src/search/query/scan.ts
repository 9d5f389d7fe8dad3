/**
 * A query being read: its tokens, which of them a pass has taken, and the chips found so far. Each pass
 * (bedrooms, vocabulary, amounts, places) takes the tokens it understood; what no pass takes is the text left.
 */
import type { UnlabelledChip } from './chip-labels.ts';
import type { Token } from './tokens.ts';

/** Phrases are at most this many words ('not more than', 'rain water harvesting'). */
const MAX_PHRASE_WORDS = 4;

/** A phrase found in the tokens: its key (words run together) and how many tokens it spans. */
export interface Phrase {
  key: string;
  count: number;
}

export interface FoundChip {
  chip: UnlabelledChip;
  /** Index of its first token: chips of one kind keep the order of the words. */
  at: number;
}

export class QueryScan {
  readonly found: FoundChip[] = [];
  private readonly taken: boolean[];

  constructor(
    readonly query: string,
    readonly tokens: readonly Token[],
  ) {
    this.taken = tokens.map(() => false);
  }

  isFree(index: number): boolean {
    return index >= 0 && index < this.tokens.length && !this.taken[index];
  }

  token(index: number): Token | undefined {
    return this.isFree(index) ? this.tokens[index] : undefined;
  }

  /** Takes the tokens from `from` up to (not including) `to`. */
  take(from: number, to: number): void {
    for (let i = from; i < to; i++) this.taken[i] = true;
  }

  /** Gives tokens back: a place held while the other passes ran, and then not chosen. */
  release(from: number, to: number): void {
    for (let i = from; i < to; i++) this.taken[i] = false;
  }

  /** The query's text from token `from` to token `to - 1`, as typed. */
  source(from: number, to: number): string {
    const first = this.tokens[from];
    const last = this.tokens[to - 1];
    return first && last ? this.query.slice(first.start, last.end) : '';
  }

  add(chip: UnlabelledChip, at: number): void {
    this.found.push({ chip, at });
  }

  /** The key of `count` free tokens from `from`: one symbol, or words run together; else undefined. */
  keyOf(from: number, count: number): string | undefined {
    let key = '';
    for (let i = from; i < from + count; i++) {
      const token = this.token(i);
      if (token === undefined || token.kind === 'number' || (token.kind === 'symbol' && count > 1)) return undefined;
      key += token.key;
    }
    return key;
  }

  /** The longest phrase of free tokens starting at `from` that `accepts` takes. */
  phraseAt(from: number, accepts: (key: string) => boolean, maxWords = MAX_PHRASE_WORDS): Phrase | undefined {
    for (let count = maxWords; count >= 1; count--) {
      const key = this.keyOf(from, count);
      if (key !== undefined && accepts(key)) return { key, count };
    }
    return undefined;
  }

  /** The longest phrase of free tokens ending just before `end` that `accepts` takes. */
  phraseBefore(end: number, accepts: (key: string) => boolean, maxWords = MAX_PHRASE_WORDS): Phrase | undefined {
    for (let count = Math.min(maxWords, end); count >= 1; count--) {
      const key = this.keyOf(end - count, count);
      if (key !== undefined && accepts(key)) return { key, count };
    }
    return undefined;
  }
}
