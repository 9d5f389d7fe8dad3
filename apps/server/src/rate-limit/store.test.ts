import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStore, createRedisStore, type RateLimitStore } from './store.ts';

/** The same behaviour from both stores: the memory one and the Redis one on the machine's Redis. */
function describeStore(name: string, open: () => RateLimitStore) {
  describe(name, () => {
    const store = open();
    afterAll(() => store.close());

    it('counts hits in a window and says when it ends', async () => {
      const key = `test:${randomUUID()}`;
      expect((await store.hit(key, 60_000)).count).toBe(1);
      const second = await store.hit(key, 60_000);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(55_000);
      expect(second.resetInMs).toBeLessThanOrEqual(60_000);
    });

    it('starts a fresh window once one ends', async () => {
      const key = `test:${randomUUID()}`;
      await store.hit(key, 50);
      await store.hit(key, 50);
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect((await store.hit(key, 50)).count).toBe(1);
    });

    it('forgets a key on reset', async () => {
      const key = `test:${randomUUID()}`;
      await store.hit(key, 60_000);
      await store.reset(key);
      expect((await store.hit(key, 60_000)).count).toBe(1);
    });
  });
}

describeStore('memory store', () => createMemoryStore());
describeStore('Redis store', () =>
  createRedisStore({
    url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    onError: (error) => {
      throw error;
    },
  }),
);

describe('Redis store without Redis', () => {
  it('keeps counting in memory and reports the outage', async () => {
    const errors: unknown[] = [];
    const store = createRedisStore({ url: 'redis://127.0.0.1:1', onError: (error) => errors.push(error) });
    try {
      expect((await store.hit('k', 60_000)).count).toBe(1);
      expect((await store.hit('k', 60_000)).count).toBe(2);
      expect(errors.length).toBeGreaterThan(0);
    } finally {
      await store.close();
    }
  });
});
