import common from 'virtual:messages/en/common';
import layout from 'virtual:messages/en/layout';
import listing from 'virtual:messages/en/listing';
import search from 'virtual:messages/en/search';
import type { Locale } from '@aangan/domain';
import { type I18n, setupI18n } from '@lingui/core';
import { loadNamespaces, markLoaded, type Namespace } from './namespaces';

/**
 * The parts of the messages every page shows (its header and footer, shared parts, the words that describe a
 * listing on its cards) and the home page's (it is not a lazy route, and the footer names the popular cities):
 * loaded as the app starts.
 */
const STARTUP: readonly Namespace[] = ['layout', 'common', 'listing', 'search'];

/** Says which message a page showed by its id: a part that was never loaded, or a key no catalogue has. */
function reportMissing(locale: string, id: string): string {
  console.error(`[i18n] missing message "${id}" in ${locale}`);
  return id;
}

/** English, the default: its first parts are in the first script; every page's language until one is loaded. */
export const englishI18n = setupI18n({
  locale: 'en',
  messages: { en: { ...layout, ...common, ...listing, ...search } },
  missing: reportMissing,
});
markLoaded(englishI18n, STARTUP);

/** The page's language, set once as the app starts: lazy routes load their parts of it (withMessages). */
let pageI18n: I18n = englishI18n;

/** The language's i18n with the parts every page needs; Hindi's are files of their own, loaded only in Hindi. */
export async function loadI18n(locale: Locale): Promise<I18n> {
  pageI18n = locale === 'en' ? englishI18n : setupI18n({ locale, messages: { [locale]: {} }, missing: reportMissing });
  await loadNamespaces(pageI18n, STARTUP);
  return pageI18n;
}

/** The page's language, for what is drawn outside the app's providers (the update prompt's own root). */
export function currentI18n(): I18n {
  return pageI18n;
}

/** A lazy part of the app with the messages it shows: `lazy: withMessages(['wizard'], () => import(…))`. */
export function withMessages<T>(namespaces: readonly Namespace[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), loadNamespaces(pageI18n, namespaces)]))[0];
}
