import { MemoryAnswerStore } from './memory-store.ts';
import type { SharedAnswerStore } from './redis-store.ts';
import { type Encoding, StoredAnswer } from './stored-answer.ts';

/** Where an answer came from: kept, read because none was, or read because a person asked (`bypass`). */
export type CacheOutcome = 'hit' | 'miss' | 'bypass';

export interface AnswerCacheOptions {
  /** SEARCH_CACHE_SECONDS in ms: no answer older than this is ever served; 0 keeps nothing. */
  maxAgeMs: number;
  now: () => number;
  /** Redis when REDIS_URL is set, so every process answers from one another's reads. */
  shared?: SharedAnswerStore;
  /** The process's own copy; the oldest-read answers leave first past this. */
  localMaxBytes?: number;
}

/** 32 MB: a few thousand searches' answers with their compressed forms, well inside the RSS budget. */
const LOCAL_MAX_BYTES = 32 * 1024 * 1024;

/**
 * The shared answer cache for public reads (search, stats, place pages; issue 22, decision 038). The same
 * question asked within `maxAgeMs` is answered from memory (this process's, then Redis), and only by age: a
 * listing created, edited, hidden, expired or deleted — by this process, another, or a job — shows in every
 * answer within the bound, whichever way it was written. Concurrent misses for one question share one read
 * of the database. Only public endpoints use it, whose answers depend on nobody's session; a signed-in person's
 * request reads afresh (`refresh`) and leaves its answer for the guests.
 */
export class AnswerCache {
  readonly maxAgeMs: number;
  readonly #now: () => number;
  readonly #shared: SharedAnswerStore | undefined;
  readonly #local: MemoryAnswerStore;
  readonly #reading = new Map<string, Promise<{ answer: StoredAnswer; outcome: CacheOutcome }>>();

  constructor(options: AnswerCacheOptions) {
    this.maxAgeMs = options.maxAgeMs;
    this.#now = options.now;
    this.#shared = options.shared;
    this.#local = new MemoryAnswerStore(options.localMaxBytes ?? LOCAL_MAX_BYTES);
  }

  /** The answer to `key`: a fresh kept one, another request's read in flight, or `read()`'s, then kept. */
  async answer(key: string, read: () => Promise<unknown>): Promise<{ answer: StoredAnswer; outcome: CacheOutcome }> {
    if (this.maxAgeMs === 0) return { answer: await this.#readAndKeep(key, read), outcome: 'miss' };
    const kept = this.#local.get(key);
    if (kept && this.isFresh(kept)) return { answer: kept, outcome: 'hit' };
    const inFlight = this.#reading.get(key);
    if (inFlight) return { answer: (await inFlight).answer, outcome: 'hit' };
    const reading = this.#readThrough(key, read);
    this.#reading.set(key, reading);
    try {
      return await reading;
    } finally {
      this.#reading.delete(key);
    }
  }

  /**
   * Reads afresh whatever is kept, and keeps the new answer for everyone: a signed-in person's search, so they see
   * their own writes at once and refresh the question for the guests after them.
   */
  async refresh(key: string, read: () => Promise<unknown>): Promise<{ answer: StoredAnswer; outcome: CacheOutcome }> {
    return { answer: await this.#readAndKeep(key, read), outcome: 'bypass' };
  }

  /** How much longer `answer` may be served, in ms (0 once it is as old as the bound). */
  remainingMs(answer: StoredAnswer): number {
    return Math.max(0, answer.createdAt + this.maxAgeMs - this.#now());
  }

  isFresh(answer: StoredAnswer): boolean {
    return this.remainingMs(answer) > 0;
  }

  /** The answer's body in `encoding`, compressed once and kept with it (counted against the memory bound). */
  encoded(key: string, answer: StoredAnswer, encoding: Encoding): Buffer {
    const { body, added } = answer.encoded(encoding);
    if (added > 0) this.#local.grew(key, answer, added);
    return body;
  }

  async close(): Promise<void> {
    await this.#shared?.close();
  }

  async #readThrough(key: string, read: () => Promise<unknown>) {
    const shared = await this.#shared?.get(key);
    if (shared && this.isFresh(shared)) {
      this.#local.set(key, shared);
      return { answer: shared, outcome: 'hit' as const };
    }
    return { answer: await this.#readAndKeep(key, read), outcome: 'miss' as const };
  }

  /** `read()`'s answer, stamped with now, and kept here and in Redis unless the cache is off. */
  async #readAndKeep(key: string, read: () => Promise<unknown>): Promise<StoredAnswer> {
    const answer = new StoredAnswer(JSON.stringify(await read()), this.#now());
    if (this.maxAgeMs > 0) {
      this.#local.set(key, answer);
      this.#shared?.set(key, answer, this.maxAgeMs);
    }
    return answer;
  }
}

/** The same question in any spelling (keys in any order) is one key: the endpoint and its parsed input. */
export function answerKey(endpoint: string, input: unknown): string {
  return `${endpoint}:${JSON.stringify(input, sortedKeys)}`;
}

function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
