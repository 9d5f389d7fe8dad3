import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.ts';

function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('isDatabaseUnavailable', () => {
  it.each([
    pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    pgError('read ECONNRESET', 'ECONNRESET'),
    pgError('terminating connection due to administrator command', '57P01'),
    pgError('the database system is starting up', '57P03'),
    pgError('connection failure', '08006'),
    pgError('Connection terminated unexpectedly'),
    pgError('timeout exceeded when trying to connect'),
    // Drizzle wraps the driver's error in its own.
    new Error('Failed query: select 1', { cause: pgError('Connection terminated unexpectedly') }),
  ])('knows a lost or refused connection: %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    pgError('duplicate key value violates unique constraint', '23505'),
    pgError('invalid input syntax for type bigint', '22P02'),
    pgError('canceling statement due to statement timeout', '57014'),
    new Error('Failed query: insert', { cause: pgError('null value in column', '23502') }),
    'not an error',
    null,
  ])('leaves every other failure alone: %s', (error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
