import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from './errors.ts';

describe('ERROR_CODES', () => {
  it('names every kind of failure the API answers with (design.md §5)', () => {
    expect(ERROR_CODES).toEqual([
      'BAD_REQUEST',
      'UNAUTHORIZED',
      'FORBIDDEN',
      'NOT_FOUND',
      'CONFLICT',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'RATE_LIMITED',
      'INTERNAL',
      'UNAVAILABLE',
    ]);
  });
});
