import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const PREFIX = 'virtual:messages/';
const RESOLVED = '\0messages/';
const LOCALES_DIR = path.resolve(import.meta.dirname, '../src/i18n/locales');
const NAME = /^[a-z][a-z-]*$/;

/**
 * One catalogue file (a flat object of ICU messages, each key starting with the file's name) compiled to
 * Lingui's runtime form. A message that does not parse, or a key outside its file's name, is refused.
 */
export function compileCatalogue(source: string, file: string): Record<string, unknown> {
  const namespace = path.basename(file, '.json');
  const messages = JSON.parse(source) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      if (!id.startsWith(`${namespace}.`)) throw new Error(`${file}: key "${id}" must start with "${namespace}."`);
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file}: message "${id}" is not valid ICU: ${(error as Error).message}`);
      }
    }),
  );
}

function namespacesOf(locale: string): string[] {
  return readdirSync(path.join(LOCALES_DIR, locale))
    .filter((file) => file.endsWith('.json'))
    .map((file) => path.basename(file, '.json'));
}

/**
 * `import messages from 'virtual:messages/hi/search'`: one part of a language's messages (src/i18n/locales/hi/
 * search.json), compiled at build time by Lingui's own compiler, so the browser ships neither the ICU parser
 * (~7 KB) nor the work of parsing messages as a page starts; each part loads with the pages that use it
 * (decision 028). `virtual:messages/all` is every part of every language, for the server's renderer and tests.
 */
export function messageCatalogues(): Plugin {
  const compiled = (locale: string, namespace: string, watch: (file: string) => void) => {
    const file = path.join(LOCALES_DIR, locale, `${namespace}.json`);
    watch(file);
    return compileCatalogue(readFileSync(file, 'utf8'), file);
  };
  return {
    name: 'aangan-message-catalogues',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const watch = (file: string) => this.addWatchFile(file);
      const request = id.slice(RESOLVED.length);
      if (request === 'all') {
        const all = Object.fromEntries(
          readdirSync(LOCALES_DIR).map((locale) => [
            locale,
            Object.assign({}, ...namespacesOf(locale).map((namespace) => compiled(locale, namespace, watch))),
          ]),
        );
        return `export default ${JSON.stringify(all)};`;
      }
      const [locale = '', namespace = ''] = request.split('/');
      if (!NAME.test(locale) || !NAME.test(namespace)) throw new Error(`No catalogue "${request}"`);
      return `export default ${JSON.stringify(compiled(locale, namespace, watch))};`;
    },
  };
}
