import type { StoredAnswer } from './stored-answer.ts';

/**
 * The process's own copy of recent answers: least recently used first out, bounded by bytes (an answer's JSON
 * plus its compressed forms), so a burst of unique searches cannot grow the process. A Map keeps insertion
 * order; a read moves its entry to the end.
 */
export class MemoryAnswerStore {
  readonly #entries = new Map<string, StoredAnswer>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): StoredAnswer | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: StoredAnswer): void {
    this.delete(key);
    if (entry.bytes > this.maxBytes) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#evictOverflow();
  }

  /** An answer grew by its compressed form: count it, and make room. */
  grew(key: string, entry: StoredAnswer, by: number): void {
    if (this.#entries.get(key) !== entry) return;
    this.#bytes += by;
    this.#evictOverflow();
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  #evictOverflow(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) return;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
