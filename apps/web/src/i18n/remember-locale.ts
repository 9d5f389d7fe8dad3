import { LOCALE_COOKIE, type Locale } from '@aangan/domain';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Remembers the language this device chose: the server sends its next visit to an English address to the
 * Hindi one (static-site.ts), and back once English is chosen again.
 */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference the server reads; no script-set cookie store needed.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
