import { describe, expect, it } from 'vitest';
import { createRestartBackoff } from './cluster-restarts.ts';

describe('createRestartBackoff', () => {
  const policy = { firstDelayMs: 1_000, maxDelayMs: 8_000, calmAfterMs: 60_000 };

  it('replaces the first death at once, then doubles the wait for deaths in quick succession, to the cap', () => {
    const backoff = createRestartBackoff(policy);
    const delays = [0, 100, 1_200, 3_300, 7_400, 15_500, 23_600].map((at) => backoff.delayAfterDeath(at));
    expect(delays).toEqual([0, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000]);
  });

  it('starts again after a calm spell', () => {
    const backoff = createRestartBackoff(policy);
    expect(backoff.delayAfterDeath(0)).toBe(0);
    expect(backoff.delayAfterDeath(10_000)).toBe(1_000);
    expect(backoff.delayAfterDeath(10_000 + 60_001)).toBe(0);
    expect(backoff.delayAfterDeath(10_000 + 60_002)).toBe(1_000);
  });
});
