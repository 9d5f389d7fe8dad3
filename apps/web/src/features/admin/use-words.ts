import type { Locale } from '@aangan/domain';
import type { I18n } from '@lingui/core';
import { useI18n } from '../../i18n/use-i18n';

/** Says a message of the catalogues in the page's language: `t('admin.console.title')`. */
export type Translate = I18n['_'];

/**
 * A hook giving a feature's tables of words in the page's language, built once per language (each i18n
 * holds one): the tables keep their shape, so a component reads `QUEUE_COPY.title` as before.
 */
export function wordsHook<Words>(build: (t: Translate, locale: Locale) => Words): () => Words {
  const built = new WeakMap<I18n, Words>();
  return function useWords() {
    const { i18n, t, locale } = useI18n();
    let words = built.get(i18n);
    if (!words) {
      words = build(t, locale);
      built.set(i18n, words);
    }
    return words;
  };
}
