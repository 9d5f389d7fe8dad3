import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertySearchSchema } from '../filters.ts';
import { parseSearchQuery } from './parse.ts';
import { QUERY_READ_LIMIT } from './tokens.ts';
import { queryFiltersOf } from './understood.ts';

// A fixed seed and count: the same inputs on every run, so a failure repeats (change the seed to explore).
const RUNS = { seed: 21, numRuns: 400 };

/** Pieces of real queries, shuffled into sentences no one types: the parser's rules meet each other oddly. */
const PIECES = [
  '2',
  '3+',
  '1.5',
  '25,000',
  '1,00,000',
  '0',
  '999999999999999',
  '1e9',
  '-',
  '–',
  '+',
  '/',
  '/-',
  '₹',
  ',',
  'bhk',
  'rk',
  'b h k',
  'k',
  'lakh',
  'cr',
  'sqft',
  'gaj',
  'acre',
  'under',
  'above',
  'between',
  'and',
  'to',
  'se',
  'kam',
  'tak',
  'per month',
  'rent',
  'buy',
  'pg',
  'flat',
  'office',
  'shop',
  'with',
  'lift',
  'park',
  'girls',
  'owner',
  'semi',
  'furnished',
  'jaipur',
  'jaipr',
  'mg road',
  'sadul ganj',
  'thane',
  'बीकानेर',
  'में',
  'किराये',
  'लाख',
  '२',
];

/**
 * Any character: graphemes of every script, and what breaks text handling (lone surrogates, zero-width
 * joiners, a lone nukta or virama, digits of other scripts). fast-check's 'binary' unit would cover these
 * too, but takes seconds to set up.
 */
const anyCharacter = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  fc.constantFrom('\ud800', '\udfff', '\u0000', '\u200d', '\u200c', '\u093c', '\u094d', '\u0902', '٣', '४', '\n', '\t'),
);

const queryLike = fc
  .array(fc.constantFrom(...PIECES), { maxLength: 14 })
  .chain((words) => fc.constantFrom(words.join(' '), words.join('')));

function checkParse(text: string, purpose?: 'buy' | 'rent' | 'pg'): void {
  const parsed = parseSearchQuery(text, { purpose });
  // What it understood is always a search the API accepts as it is.
  const { tenantPreference: _notYetAFilter, ...search } = parsed.filters;
  const accepted = propertySearchSchema.safeParse(search);
  expect(accepted.success, `${JSON.stringify(text)}: ${accepted.error?.message}`).toBe(true);
  expect(queryFiltersOf(parsed.understood)).toEqual(parsed.filters);
  expect(new Set(parsed.understood.map((chip) => chip.id)).size).toBe(parsed.understood.length);
  for (const chip of parsed.understood) expect(chip.label.trim()).not.toBe('');
  expect(parsed.rest.length).toBeLessThanOrEqual(QUERY_READ_LIMIT);
}

describe('parseSearchQuery on any input', () => {
  it('never throws on any text, and what it understood is a valid search', () => {
    fc.assert(
      fc.property(fc.string({ unit: anyCharacter, maxLength: 300 }), (text) => checkParse(text)),
      RUNS,
    );
  });

  it('never throws on query-like text, whatever the tab, and gives a valid search', () => {
    fc.assert(fc.property(queryLike, fc.constantFrom(undefined, 'buy', 'rent', 'pg' as const), checkParse), RUNS);
  });

  it('reads a 10,000-character query no further than its start', () => {
    const long = `2bhk jaipur ${'lift and parking with gym '.repeat(400)} under 25k`;
    expect(long.length).toBeGreaterThan(10_000);
    const parsed = parseSearchQuery(long);
    expect(parsed.filters).toMatchObject({ bedrooms: [2], city: 'jaipur', amenities: ['lift', 'gym', 'parking'] });
    expect(parsed.filters.maxPrice).toBeUndefined();
    checkParse(long);
    checkParse('9'.repeat(10_000));
    checkParse('a'.repeat(10_000));
    checkParse('jaipur '.repeat(2_000));
  });

  it('takes a value that is not text as no text (callers from plain JavaScript)', () => {
    expect(parseSearchQuery(undefined as unknown as string)).toEqual({
      filters: {},
      understood: [],
      rest: '',
      placeChoices: [],
    });
  });
});
