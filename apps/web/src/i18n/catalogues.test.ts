import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogueProblems } from '@aangan/testing/catalogues';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../../build/messages';
import { NAMESPACES } from './namespaces';

const DIR = path.join(import.meta.dirname, 'locales');
const namespacesIn = (locale: string) =>
  readdirSync(path.join(DIR, locale))
    .map((file) => path.basename(file, '.json'))
    .sort();
const fileOf = (locale: string, namespace: string) => path.join(DIR, locale, `${namespace}.json`);
const read = (locale: string, namespace: string) => readFileSync(fileOf(locale, namespace), 'utf8');
const messagesOf = (locale: string, namespace: string) => JSON.parse(read(locale, namespace)) as Record<string, string>;

// Messages that read the same in both languages: names and abbreviations a Hindi reader also sees in Latin script.
const SAME_IN_BOTH = new Set<string>([
  'profile.form.avatarPlaceholder',
  // Hindi listings say 'BHK' too ('2 BHK फ़्लैट').
  'listing.bhk',
  ...[1, 2, 3, 4, 5].map((bedrooms) => `listing.bedroom.${bedrooms}`),
]);

describe('message catalogues', () => {
  const namespaces = namespacesIn('en');

  it('come in the same parts in English and Hindi, each one the app knows how to load', () => {
    expect(namespacesIn('hi')).toEqual(namespaces);
    expect([...NAMESPACES].sort()).toEqual(namespaces);
  });

  it.each(namespaces)(
    '%s: has every key in both languages, sorted, with the same arguments, translated',
    (namespace) => {
      expect(catalogueProblems(messagesOf('en', namespace), messagesOf('hi', namespace), SAME_IN_BOTH)).toEqual([]);
    },
  );

  it.each(namespaces)('%s: compiles in the build, each key in its own part', (namespace) => {
    for (const locale of ['en', 'hi'])
      expect(() => compileCatalogue(read(locale, namespace), fileOf(locale, namespace))).not.toThrow();
  });
});

describe('compileCatalogue', () => {
  it('refuses a message that is not valid ICU, naming it', () => {
    expect(() => compileCatalogue('{"x.broken": "{count, plural, one {x}"}', 'hi/x.json')).toThrow(
      /x\.json: message "x\.broken" is not valid ICU/,
    );
  });

  it('refuses a key outside its file', () => {
    expect(() => compileCatalogue('{"search.title": "Title"}', 'hi/layout.json')).toThrow(/must start with "layout\."/);
  });
});
