import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, propertySearchSchema, toStoredPurpose } from './filters.ts';

describe('propertySearchSchema', () => {
  it('applies the defaults', () => {
    expect(propertySearchSchema.parse({})).toEqual({ page: 1, limit: 12 });
  });

  it('coerces numbers from the query string', () => {
    expect(propertySearchSchema.parse({ page: '3', limit: '6', purpose: 'rent' })).toEqual({
      page: 3,
      limit: 6,
      purpose: 'rent',
    });
  });

  it.each([
    [{ limit: String(MAX_PAGE_SIZE + 1) }, 'limit', 'Limit must be at most 50'],
    [{ limit: '0' }, 'limit', 'Limit must be at least 1'],
    [{ page: 'two' }, 'page', 'Page must be a number'],
    [{ page: '1.5' }, 'page', 'Page must be a whole number'],
    [{ purpose: 'lease' }, 'purpose', 'Purpose must be one of buy, rent or pg'],
    [{ type: 'industrial' }, 'type', 'Type must be residential or commercial'],
  ])('rejects %j naming the field', (input, field, message) => {
    const result = propertySearchSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('toStoredPurpose', () => {
  it('maps buy to the stored sell and keeps the others', () => {
    expect(toStoredPurpose('buy')).toBe('sell');
    expect(toStoredPurpose('rent')).toBe('rent');
    expect(toStoredPurpose('pg')).toBe('pg');
  });
});
