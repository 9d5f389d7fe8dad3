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

const ENGLISH = path.join(import.meta.dirname, 'locales', 'en');
const CATALOGUE_KEYS = new Set(
  readdirSync(ENGLISH).flatMap((file) => Object.keys(JSON.parse(readFileSync(path.join(ENGLISH, file), 'utf8')))),
);

/** The app's own modules: not tests, their helpers (src/test, test-utils) or type declarations. */
const isAppModule = (name: string) => /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.d\.ts$|^test-utils\./.test(name);

function wordedFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' && dir === SRC ? [] : wordedFiles(full);
    return isAppModule(entry.name) ? [full] : [];
  });
}

/** A sentence or a label of several words ('Save property', `Show image ${n}`), as people read them. */
const PROSE = /^[A-Z][a-z'’]* [\p{L}]/u;
/**
 * Calls whose text only developers read (a log line, an error's message), and an API error's fallback for an
 * answer without a body, shown on English pages only (lib/form-errors.ts).
 */
const DEVELOPER_TEXT = new Set(['console', 'Error', 'TypeError', 'DOMException', 'ApiError']);

function calleeName(node: Node): string | undefined {
  const callee = node.callee as Node;
  const named = callee.type === 'MemberExpression' ? (callee.object as Node) : callee;
  return typeof named.name === 'string' ? named.name : undefined;
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
  const isMessages = file.endsWith('messages.ts');
  const found: string[] = [];
  /** The words an expression shows as it is: `'Saved'`, `saved ? 'Saved' : 'Save'`, `error && 'Error'`. */
  const shown = (expression: Node | undefined): void => {
    if (!expression) return;
    if (expression.type === 'Literal' && typeof expression.value === 'string') {
      if (HAS_LETTERS.test(expression.value) && !CATALOGUE_KEYS.has(expression.value)) found.push(expression.value);
    } else if (expression.type === 'ConditionalExpression') {
      shown(expression.consequent as Node);
      shown(expression.alternate as Node);
    } else if (expression.type === 'LogicalExpression') shown(expression.right as Node);
  };
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const current = node as Node;
    if (
      (current.type === 'CallExpression' || current.type === 'NewExpression') &&
      DEVELOPER_TEXT.has(calleeName(current) ?? '')
    )
      return;
    if (current.type === 'Literal' && typeof current.value === 'string' && !CATALOGUE_KEYS.has(current.value)) {
      const { value } = current;
      if ((isMessages && / /.test(value) && HAS_LETTERS.test(value)) || PROSE.test(value)) found.push(value);
    }
    if (current.type === 'TemplateElement') {
      const text = String((current.value as { cooked?: string }).cooked ?? '').trim();
      if (PROSE.test(text)) found.push(text);
    }
    if (current.type === 'JSXText' && HAS_LETTERS.test(String(current.value))) found.push(String(current.value).trim());
    // Words between tags given as an expression: {'Save'}, {saved ? 'Saved' : 'Save'}.
    if (current.type === 'JSXElement' || current.type === 'JSXFragment')
      for (const child of current.children as Node[])
        if (child.type === 'JSXExpressionContainer') shown(child.expression as Node);
    // A toast's title: toast('Saved'), toast.error('Error', …).
    if (current.type === 'CallExpression' && calleeName(current) === 'toast') shown((current.arguments as Node[])[0]);
    if (current.type === 'JSXAttribute') {
      const name = (current.name as Node).name;
      const value = current.value as Node | null;
      if (typeof name === 'string' && WORDED_ATTRIBUTES.has(name) && value) {
        if (
          value.type === 'Literal' &&
          HAS_LETTERS.test(String(value.value)) &&
          !CATALOGUE_KEYS.has(String(value.value))
        )
          found.push(`${name}="${String(value.value)}"`);
        if (value.type === 'JSXExpressionContainer') shown(value.expression as Node);
      }
    }
    for (const [key, child] of Object.entries(current)) if (key !== 'parent') visit(child);
  };
  visit(parseSync(file, source).program);
  // A sentence in an attribute is found as the attribute and as a sentence: once is enough.
  return [...new Set(found)];
}

describe('components take their words from the catalogues', () => {
  const files = wordedFiles(SRC).map((file) => path.relative(SRC, file).split(path.sep).join('/'));

  it('finds words in markup, read-aloud attributes, message modules and sentences in code, not in code', () => {
    expect(hardCodedText('export const A = "Not found"; const k = "nav.home";', 'messages.ts')).toEqual(['Not found']);
    expect(
      hardCodedText(
        `toast.error("Could not save it"); const a = \`Show image \${n}\`; console.warn("Sign-out failed here");
         throw new Error("Bad state here"); const c = "flex items-center";`,
        'lib.ts',
      ),
    ).toEqual(['Could not save it', 'Show image']);
    expect(
      hardCodedText(
        'const a = <b aria-label={on ? "Off" : "On"}>{on ? "Saved" : "Save"}{x && "Error"}</b>; toast("Done");',
      ),
    ).toEqual(['Saved', 'Save', 'Error', 'Off', 'On', 'Done']);
    expect(hardCodedText('const a = <p title="Hello">Hi {name} <b>there</b> {" · "}</p>; const b = "words";')).toEqual([
      'title="Hello"',
      'Hi',
      'there',
    ]);
    expect(hardCodedText('const a = <p aria-label={t("k")}>{t("k")} · 2</p>;')).toEqual([]);
  });

  it('has no words written into any module of the app', () => {
    const offenders = files
      .map((file) => ({ file, words: hardCodedText(readFileSync(path.join(SRC, file), 'utf8'), file) }))
      .filter(({ words }) => words.length > 0);
    expect(offenders).toEqual([]);
  });
});
