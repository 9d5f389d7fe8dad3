import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { carriesSessionCookie } from '../../auth/session.ts';
import { AnswerCache, answerKey } from './answer-cache.ts';
import { MemoryAnswerStore } from './memory-store.ts';
import { createRedisAnswerStore } from './redis-store.ts';
import { matchesIfNoneMatch, preferredEncoding } from './send-answer.ts';
import { StoredAnswer } from './stored-answer.ts';

describe('AnswerCache', () => {
  it('reads once for concurrent askers of one question, and not again until the bound has passed', async () => {
    let now = 1_000;
    const cache = new AnswerCache({ maxAgeMs: 5_000, now: () => now });
    let reads = 0;
    const read = async () => {
      reads += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return { total: reads };
    };
    const answers = await Promise.all([cache.answer('k', read), cache.answer('k', read), cache.answer('k', read)]);
    expect(reads).toBe(1);
    expect(answers.map((a) => a.outcome)).toEqual(['miss', 'hit', 'hit']);
    now += 4_999;
    expect((await cache.answer('k', read)).answer.json).toBe('{"total":1}');
    now += 1;
    expect((await cache.answer('k', read)).answer.json).toBe('{"total":2}');
  });

  it('keeps nothing when the bound is 0, and a failed read is not kept', async () => {
    const off = new AnswerCache({ maxAgeMs: 0, now: () => 0 });
    let reads = 0;
    await off.answer('k', async () => ++reads);
    await off.answer('k', async () => ++reads);
    expect(reads).toBe(2);
    const on = new AnswerCache({ maxAgeMs: 5_000, now: () => 0 });
    await expect(on.answer('k', () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
    expect((await on.answer('k', async () => 'back')).outcome).toBe('miss');
  });

  it('names a question by its endpoint and input, in any order of keys', () => {
    expect(answerKey('search', { query: { b: 1, a: [2, 3] } })).toBe(
      answerKey('search', { query: { a: [2, 3], b: 1 } }),
    );
    expect(answerKey('search', { query: { a: [2, 3] } })).not.toBe(answerKey('stats', { query: { a: [2, 3] } }));
  });
});

describe('MemoryAnswerStore', () => {
  it('lets the least recently used answers go past its byte bound, counting compressed forms', () => {
    const store = new MemoryAnswerStore(3_000);
    const answer = () => new StoredAnswer(JSON.stringify('x'.repeat(998)), 0);
    store.set('a', answer());
    store.set('b', answer());
    store.set('c', answer());
    store.get('a');
    store.set('d', answer());
    expect([store.get('a'), store.get('b'), store.get('c'), store.get('d')].map(Boolean)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    const kept = store.get('d') as StoredAnswer;
    const cache = new AnswerCache({ maxAgeMs: 5_000, now: () => 0 });
    const { added } = kept.encoded('gzip');
    store.grew('d', kept, added);
    expect(store.bytes).toBeLessThanOrEqual(3_000);
    expect(cache.isFresh(kept)).toBe(true);
  });
});

describe('the HTTP side', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });

  it("tells a person's request by its session cookie, over HTTP and HTTPS", () => {
    const withCookie = (cookie?: string) => ({ headers: cookie === undefined ? {} : { cookie } }) as FastifyRequest;
    expect(carriesSessionCookie(withCookie('aangan.session_token=abc.def'))).toBe(true);
    expect(carriesSessionCookie(withCookie('theme=dark; __Secure-aangan.session_token=abc'))).toBe(true);
    expect(carriesSessionCookie(withCookie('aangan.session_data=abc; theme=dark'))).toBe(false);
    expect(carriesSessionCookie(withCookie('xaangan.session_token=abc'))).toBe(false);
    expect(carriesSessionCookie(withCookie())).toBe(false);
  });

  it('matches If-None-Match weakly, in a list, or *', () => {
    const etag = 'W/"abc"';
    expect(matchesIfNoneMatch('W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('"x", W/"abc"', etag)).toBe(true);
    expect(matchesIfNoneMatch('*', etag)).toBe(true);
    expect(matchesIfNoneMatch('W/"abd"', etag)).toBe(false);
    expect(matchesIfNoneMatch(undefined, etag)).toBe(false);
  });
});

describe('the Redis store', () => {
  it('keeps an answer with its moment and ETag, whatever its JSON holds', async () => {
    const errors: Error[] = [];
    const store = createRedisAnswerStore({
      url: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      namespace: randomUUID(),
      onError: (error) => errors.push(error),
    });
    try {
      const answer = new StoredAnswer(JSON.stringify({ title: 'two\nlines', note: '1\n2\n3' }), 1_234);
      // Until the connection is up a write is dropped (no offline queue): write until it is there.
      await expect
        .poll(async () => {
          store.set('k', answer, 5_000);
          return (await store.get('k'))?.json;
        })
        .toBe(answer.json);
      const kept = await store.get('k');
      expect([kept?.createdAt, kept?.etag]).toEqual([1_234, answer.etag]);
      expect(await store.get('absent')).toBeUndefined();
    } finally {
      await store.close();
    }
    expect(errors).toEqual([]);
  });

  it('is a miss, not an error, when Redis cannot be reached', async () => {
    const store = createRedisAnswerStore({ url: 'redis://127.0.0.1:1', namespace: 'n', onError: () => {} });
    try {
      store.set('k', new StoredAnswer('{}', 0), 5_000);
      expect(await store.get('k')).toBeUndefined();
    } finally {
      await store.close();
    }
  });
});
