import { Redis } from 'ioredis';

/** How many hits a key has had in its current window, and when that window ends. */
interface WindowCount {
  count: number;
  resetInMs: number;
}

/** Counts hits per key in fixed windows; shared by every process when it lives in Redis. */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** Forgets a key's count (support lifting a lock, a test letting a minute pass). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** One process's counters: right for the embedded mode and for tests; with N processes use Redis. */
export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;

  function sweep(time: number): void {
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }

  return {
    async hit(key, windowMs) {
      const time = now();
      // Expired windows are dropped now and then, so memory follows the active keys only.
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        sweep(time);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - time };
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

// INCR and the first PEXPIRE in one step, so a key can never be left without an expiry.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

export interface RedisStoreOptions {
  url: string;
  onError: (error: unknown) => void;
  keyPrefix?: string;
}

/**
 * Counters in Redis, shared by every server process. If Redis cannot answer, the hit is counted in this
 * process's memory instead (and logged): limits keep working, per process, rather than failing open or
 * locking everyone out.
 */
export function createRedisStore({ url, onError, keyPrefix = 'aangan:rl:' }: RedisStoreOptions): RateLimitStore {
  // No offline queue: while Redis is away a hit fails at once and is counted in memory instead of waiting.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', onError);
  const fallback = createMemoryStore();

  return {
    async hit(key, windowMs) {
      try {
        const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, keyPrefix + key, windowMs)) as [number, number];
        return { count, resetInMs: ttl > 0 ? ttl : windowMs };
      } catch (error) {
        onError(error);
        return fallback.hit(key, windowMs);
      }
    },
    async reset(key) {
      await fallback.reset(key);
      await redis.del(keyPrefix + key);
    },
    async close() {
      redis.disconnect();
      await fallback.close();
    },
  };
}
