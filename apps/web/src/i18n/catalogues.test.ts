import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
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

/** The ICU arguments a message uses ({name}, {count, plural, …}), found in its compiled form. */
function argumentsOf(message: unknown, names = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return names;
  for (const token of message as CompiledMessage) {
    if (!Array.isArray(token)) continue;
    const [name, , choices] = token;
    names.add(name);
    if (choices && typeof choices === 'object') for (const branch of Object.values(choices)) argumentsOf(branch, names);
  }
  return names;
}

// Messages that read the same in both languages: names and abbreviations a Hindi reader also sees in Latin script.
const SAME_IN_BOTH = new Set<string>(['profile.form.avatarPlaceholder']);

describe('message catalogues', () => {
  const namespaces = namespacesIn('en');

  it('come in the same parts in English and Hindi, each one the app knows how to load', () => {
    expect(namespacesIn('hi')).toEqual(namespaces);
    expect([...NAMESPACES].sort()).toEqual(namespaces);
  });

  it.each(namespaces)('%s: has the same keys in English and Hindi, sorted', (namespace) => {
    const english = messagesOf('en', namespace);
    const hindi = messagesOf('hi', namespace);
    expect(
      Object.keys(hindi).filter((key) => !(key in english)),
      'in Hindi, not in English',
    ).toEqual([]);
    expect(
      Object.keys(english).filter((key) => !(key in hindi)),
      'in English, missing in Hindi',
    ).toEqual([]);
    for (const catalogue of [english, hindi]) expect(Object.keys(catalogue)).toEqual(Object.keys(catalogue).sort());
  });

  it.each(namespaces)('%s: compiles, each Hindi message taking the same arguments as its English one', (namespace) => {
    const english = compileCatalogue(read('en', namespace), fileOf('en', namespace));
    const hindi = compileCatalogue(read('hi', namespace), fileOf('hi', namespace));
    for (const key of Object.keys(english))
      expect([...argumentsOf(hindi[key])].sort(), key).toEqual([...argumentsOf(english[key])].sort());
  });

  it.each(namespaces)('%s: translates every message, none empty, none left in English', (namespace) => {
    const english = messagesOf('en', namespace);
    for (const [key, message] of Object.entries(messagesOf('hi', namespace))) {
      expect(message.trim(), key).not.toBe('');
      if (!SAME_IN_BOTH.has(key)) expect(message, `${key} is not translated`).not.toBe(english[key]);
    }
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
