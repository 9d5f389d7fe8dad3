import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

/** Attributes a person reads or hears: their words come from the catalogues too. */
const WORDED_ATTRIBUTES = new Set([
  'aria-label',
  'placeholder',
  'title',
  'alt',
  'label',
  'description',
  'aria-description',
]);
const HAS_LETTERS = /\p{L}/u;

/**
 * Components still written in English only (issue 19: Hindi for every screen is done a folder at a time).
 * The list only shrinks: a file that no longer has words of its own must leave it.
 */
const NOT_YET_TRANSLATED = new Set<string>(
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'not-yet-translated.json'), 'utf8')) as string[],
);

const ENGLISH = path.join(import.meta.dirname, 'locales', 'en');
const CATALOGUE_KEYS = new Set(
  readdirSync(ENGLISH).flatMap((file) => Object.keys(JSON.parse(readFileSync(path.join(ENGLISH, file), 'utf8')))),
);

/** Components, and the modules of words a feature keeps beside them (`messages.ts`). */
const isWordedFile = (name: string) =>
  (name.endsWith('.tsx') && !name.endsWith('.test.tsx')) ||
  (name.endsWith('messages.ts') && !name.endsWith('.test.ts'));

function wordedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return wordedFiles(full);
    return isWordedFile(entry.name) ? [full] : [];
  });
}

interface Node {
  type: string;
  [key: string]: unknown;
}

/**
 * The words written into a component's markup (text between tags, read-aloud attributes given as strings), or
 * in a module of messages any string with a space that is not a catalogue key.
 */
function hardCodedText(source: string, file = 'component.tsx'): string[] {
  const isMessages = file.endsWith('.ts');
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const current = node as Node;
    if (isMessages && current.type === 'Literal' && typeof current.value === 'string' && / /.test(current.value))
      if (HAS_LETTERS.test(current.value) && !CATALOGUE_KEYS.has(current.value)) found.push(current.value);
    if (current.type === 'JSXText' && HAS_LETTERS.test(String(current.value))) found.push(String(current.value).trim());
    if (current.type === 'JSXAttribute') {
      const name = (current.name as Node).name;
      const value = current.value as Node | null;
      if (
        typeof name === 'string' &&
        WORDED_ATTRIBUTES.has(name) &&
        value?.type === 'Literal' &&
        HAS_LETTERS.test(String(value.value)) &&
        !CATALOGUE_KEYS.has(String(value.value))
      )
        found.push(`${name}="${String(value.value)}"`);
    }
    for (const [key, child] of Object.entries(current)) if (key !== 'parent') visit(child);
  };
  visit(parseSync(file, source).program);
  return found;
}

describe('components take their words from the catalogues', () => {
  const files = wordedFiles(SRC).map((file) => path.relative(SRC, file).split(path.sep).join('/'));

  it('finds words in markup, read-aloud attributes and message modules, not in code', () => {
    expect(hardCodedText('export const A = "Not found"; const k = "nav.home";', 'messages.ts')).toEqual(['Not found']);
    expect(hardCodedText('const a = <p title="Hello">Hi {name} <b>there</b> {"x"}</p>; const b = "words";')).toEqual([
      'title="Hello"',
      'Hi',
      'there',
    ]);
    expect(hardCodedText('const a = <p aria-label={t("k")}>{t("k")} · 2</p>;')).toEqual([]);
  });

  it('has no words written into a translated component', () => {
    const offenders = files
      .filter((file) => !NOT_YET_TRANSLATED.has(file))
      .map((file) => ({ file, words: hardCodedText(readFileSync(path.join(SRC, file), 'utf8'), file) }))
      .filter(({ words }) => words.length > 0);
    expect(offenders).toEqual([]);
  });

  it('lists only files that still have words of their own, and that exist', () => {
    const done = [...NOT_YET_TRANSLATED].filter(
      (file) => !files.includes(file) || hardCodedText(readFileSync(path.join(SRC, file), 'utf8'), file).length === 0,
    );
    expect(done, 'remove these from not-yet-translated.json').toEqual([]);
  });
});
