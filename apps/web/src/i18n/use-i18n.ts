import { DEFAULT_LOCALE, isLocale, type Locale } from '@aangan/domain';
import { LinguiContext } from '@lingui/react';
import { useContext } from 'react';
import { currentI18n } from './i18n';

/**
 * The page's language and its messages: `t('layout.nav.about')`. Outside the app's providers (a component
 * test, the update prompt's root) it speaks the page's language: English, the default, in a test.
 */
export function useI18n() {
  const i18n = useContext(LinguiContext)?.i18n ?? currentI18n();
  const locale: Locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
  return { t: i18n._.bind(i18n), locale, i18n };
}
