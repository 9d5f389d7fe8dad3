import { describe, expect, it } from 'vitest';
import { mayActOnListing } from './listing-access.ts';

describe('mayActOnListing', () => {
  it('lets the poster act on their listing and nobody else', () => {
    expect(mayActOnListing({ userId: 'u1' }, { postedById: 'u1' })).toBe(true);
    expect(mayActOnListing({ userId: 'u2' }, { postedById: 'u1' })).toBe(false);
  });
});
