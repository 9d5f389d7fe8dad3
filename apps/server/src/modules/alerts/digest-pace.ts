import { setTimeout as sleep } from 'node:timers/promises';

/** Where a digest run stands after a chunk. */
export interface RunProgress {
  /** Since the run began, rests included. */
  elapsedMs: number;
  restedMs: number;
  /** Searches done, and due when the run began. */
  done: number;
  total: number;
  chunkSize: number;
}

/**
 * How long a digest run rests after a chunk (decision 044), so that it takes about `spreadMs` in all: the time
 * to spare — the spread less what has passed and what the searches left will take at the run's pace so far — is
 * shared among the rests still to come (one before each chunk left). Nothing to spare, nothing left or no spread:
 * no rest. A run that falls behind (a slow machine) works without rests; it never waits to catch up.
 */
export function restAfterChunk(progress: RunProgress, spreadMs: number): number {
  const left = progress.total - progress.done;
  if (spreadMs <= 0 || left <= 0 || progress.done <= 0) return 0;
  const workedMs = progress.elapsedMs - progress.restedMs;
  const workLeftMs = (workedMs / progress.done) * left;
  const spareMs = spreadMs - progress.elapsedMs - workLeftMs;
  return spareMs > 0 ? spareMs / Math.ceil(left / progress.chunkSize) : 0;
}

/**
 * Paces one run: `afterChunk(done)` rests as `restAfterChunk` says. While it rests the run holds no transaction and
 * no lock; what it has done is committed and mailed.
 */
export function digestPacer(total: number, chunkSize: number, spreadMs: number) {
  const started = performance.now();
  let restedMs = 0;
  return {
    async afterChunk(done: number): Promise<void> {
      const elapsedMs = performance.now() - started;
      const rest = restAfterChunk({ elapsedMs, restedMs, done, total, chunkSize }, spreadMs);
      if (rest <= 0) return;
      const before = performance.now();
      await sleep(rest);
      restedMs += performance.now() - before;
    },
    get restedSeconds(): number {
      return Math.round(restedMs / 1_000);
    },
  };
}
