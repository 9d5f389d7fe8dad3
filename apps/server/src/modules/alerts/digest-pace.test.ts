import { describe, expect, it } from 'vitest';
import { type RunProgress, restAfterChunk } from './digest-pace.ts';

const CHUNK = 500;
const SPREAD = 480_000;

/** A whole run, chunk by chunk, each taking `workMs(index)`, resting as told: its length and its rests. */
function simulate(total: number, workMs: (index: number) => number, spreadMs: number) {
  const progress: RunProgress = { elapsedMs: 0, restedMs: 0, done: 0, total, chunkSize: CHUNK };
  const rests: number[] = [];
  for (let index = 0; progress.done < total; index += 1) {
    progress.elapsedMs += workMs(index);
    progress.done = Math.min(total, progress.done + CHUNK);
    const rest = restAfterChunk(progress, spreadMs);
    rests.push(rest);
    progress.elapsedMs += rest;
    progress.restedMs += rest;
  }
  return { elapsedMs: progress.elapsedMs, rests };
}

describe('restAfterChunk', () => {
  it('spreads a run with time to spare over the spread, resting as long after each chunk', () => {
    // 80,000 searches at 1.5 s a chunk: 240 s of work spread over 480 s, so it rests about as long as it works.
    const run = simulate(80_000, () => 1_500, SPREAD);
    expect(run.elapsedMs).toBeGreaterThan(SPREAD - 1_500);
    expect(run.elapsedMs).toBeLessThanOrEqual(SPREAD);
    const resting = run.rests.slice(0, -1);
    expect(Math.min(...resting)).toBeCloseTo(1_509, 0);
    expect(Math.max(...resting)).toBeCloseTo(Math.min(...resting), 6);
    // No rest after the last chunk: the run is over.
    expect(run.rests.at(-1)).toBe(0);
  });

  it('does not rest when the work alone fills the spread, and catches up after a slow stretch', () => {
    expect(simulate(80_000, () => 7_000, SPREAD).rests.every((rest) => rest === 0)).toBe(true);
    // The first tenth of the chunks four times slower: no rests while the run looks to be behind, then rests
    // that still end it within the spread.
    const uneven = simulate(80_000, (index) => (index < 16 ? 4_000 : 1_000), SPREAD);
    expect(uneven.rests.slice(0, 16).every((rest) => rest === 0)).toBe(true);
    expect(Math.max(...uneven.rests)).toBeGreaterThan(1_000);
    expect(uneven.elapsedMs).toBeLessThanOrEqual(SPREAD);
    expect(uneven.elapsedMs).toBeGreaterThan(SPREAD - 1_000);
  });

  it('never rests with no spread, nothing done yet, or nothing left', () => {
    const progress: RunProgress = { elapsedMs: 1_000, restedMs: 0, done: 500, total: 80_000, chunkSize: CHUNK };
    expect(restAfterChunk(progress, 0)).toBe(0);
    expect(restAfterChunk({ ...progress, done: 0 }, SPREAD)).toBe(0);
    expect(restAfterChunk({ ...progress, done: 80_000 }, SPREAD)).toBe(0);
    // More searches done than were due when the run began (some fell due during it): nothing to pace by.
    expect(restAfterChunk({ ...progress, done: 80_500 }, SPREAD)).toBe(0);
  });
});
