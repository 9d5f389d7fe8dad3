import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { createRateLimiter } from './limiter.ts';
import { createMemoryStore } from './store.ts';

const rule = { name: 'try', limit: 2, windowSeconds: 60, message: (seconds: number) => `wait ${seconds}` };

describe('createRateLimiter', () => {
  it('lets the limit through, then refuses with the seconds left', async () => {
    const limiter = createRateLimiter(createMemoryStore());
    await limiter.consume(rule, 'a@b.in');
    await limiter.consume(rule, 'A@B.in');
    const refusal = await limiter.consume(rule, 'a@b.in').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 'RATE_LIMITED', message: 'wait 60', retryAfterSeconds: 60 });
  });

  it('counts each subject and each rule apart', async () => {
    const limiter = createRateLimiter(createMemoryStore());
    await limiter.consume(rule, 'one');
    await limiter.consume(rule, 'one');
    await expect(limiter.consume(rule, 'two')).resolves.toBeUndefined();
    await expect(limiter.consume({ ...rule, name: 'other' }, 'one')).resolves.toBeUndefined();
  });
});
