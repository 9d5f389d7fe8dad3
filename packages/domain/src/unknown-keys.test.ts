import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeUnknownKeys, UNKNOWN_KEYS_NAMED, unknownKeysError } from './unknown-keys.ts';

describe('describeUnknownKeys', () => {
  it('names one key, or a few', () => {
    expect(describeUnknownKeys(['colour'])).toBe('Unknown field: colour');
    expect(describeUnknownKeys(['a', 'b'], { noun: 'parameter' })).toBe('Unknown parameters: a, b');
  });

  it('names the first few keys and counts the rest, so 20,000 keys make a short message', () => {
    const keys = Array.from({ length: 20_000 }, (_, index) => `key${index}`);
    const message = describeUnknownKeys(keys);
    expect(message).toBe('Unknown fields: key0, key1, key2, key3, key4 and 19,995 more');
    expect(message.split(',').length).toBeLessThanOrEqual(UNKNOWN_KEYS_NAMED + 1);
  });

  it('cuts a very long key name short', () => {
    const message = describeUnknownKeys(['x'.repeat(100_000)]);
    expect(message.length).toBeLessThan(80);
    expect(message.endsWith('…')).toBe(true);
  });

  it('gives the fuller reason for refused keys and lists the others after it', () => {
    const refused = (key: string) => (key === 'id' ? 'id is set by the server and cannot be sent' : undefined);
    expect(describeUnknownKeys(['id', 'colour'], { refused })).toBe(
      'id is set by the server and cannot be sent; Unknown field: colour',
    );
    expect(describeUnknownKeys(['id'], { refused })).toBe('id is set by the server and cannot be sent');
  });

  it('is the message of a strict object, and leaves other issues to their own words', () => {
    const schema = z.strictObject({ name: z.string('Name must be text') }, { error: unknownKeysError() });
    const unknown = schema.safeParse({ name: 'Asha', a: 1, b: 2 });
    expect(unknown.error?.issues[0]?.message).toBe('Unknown fields: a, b');
    expect(schema.safeParse({ name: 1 }).error?.issues[0]?.message).toBe('Name must be text');
  });
});
