import { Redis } from 'ioredis';
import { StoredAnswer } from './stored-answer.ts';

/**
 * Answers shared by every process on REDIS_URL: one process reads a search from the database and the others
 * answer it from here. Each value carries the moment it was read, so its age is judged as in the process that
 * read it; Redis drops it a little after the staleness bound by itself. Redis being away is a miss, never an
 * error: the database answers instead.
 */
export interface SharedAnswerStore {
  get(key: string): Promise<StoredAnswer | undefined>;
  set(key: string, answer: StoredAnswer, ttlMs: number): void;
  close(): Promise<void>;
}

const KEY_PREFIX = 'aangan:answer:';
/** Redis's own expiry is only for tidiness; freshness is judged from the value's createdAt. */
const EXPIRY_MARGIN_MS = 1_000;

/** `createdAt \n etag \n json`: the JSON last, so it may hold any character. */
function toValue(answer: StoredAnswer): string {
  return `${answer.createdAt}\n${answer.etag}\n${answer.json}`;
}

function fromValue(value: string): StoredAnswer | undefined {
  const first = value.indexOf('\n');
  const second = value.indexOf('\n', first + 1);
  const createdAt = Number(value.slice(0, first));
  if (first < 0 || second < 0 || !Number.isFinite(createdAt)) return undefined;
  return new StoredAnswer(value.slice(second + 1), createdAt, value.slice(first + 1, second));
}

export interface RedisAnswerStoreOptions {
  url: string;
  /** Which database the answers were read from (answer-namespace.ts): two databases never share an answer. */
  namespace: string;
  onError: (error: Error) => void;
}

export function createRedisAnswerStore(options: RedisAnswerStoreOptions): SharedAnswerStore {
  const prefix = `${KEY_PREFIX}${options.namespace}:`;
  // No offline queue: while Redis is away a command fails at once and the request goes to the database.
  const redis = new Redis(options.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on('error', options.onError);
  return {
    get: async (key) => {
      try {
        const value = await redis.get(prefix + key);
        return value === null ? undefined : fromValue(value);
      } catch {
        return undefined;
      }
    },
    set: (key, answer, ttlMs) => {
      redis.set(prefix + key, toValue(answer), 'PX', ttlMs + EXPIRY_MARGIN_MS).catch(() => {});
    },
    close: async () => {
      redis.disconnect();
    },
  };
}
