import { describe, expect, it } from 'vitest';
import { isReadOnlyStatement } from './resilient-pool.ts';

describe('isReadOnlyStatement', () => {
  it.each([
    'select 1',
    '  SELECT "id" from "properties" where "id" = $1',
    'with matches as (select id from properties) select count(*) from matches',
  ])('lets a read be retried: %s', (text) => {
    expect(isReadOnlyStatement(text)).toBe(true);
  });

  it.each([
    'insert into newsletter_subscribers (email) values ($1)',
    'update "user" set name = $1',
    'delete from saved_properties',
    'with filler as (insert into properties default values returning id) select * from filler',
    'select id from "user" where id = $1 for update',
    "select nextval('seq')",
    'select pg_advisory_lock(1)',
    'begin',
    'commit',
    '',
  ])('never retries anything that may write: %s', (text) => {
    expect(isReadOnlyStatement(text)).toBe(false);
  });
});
