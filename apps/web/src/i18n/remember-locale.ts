import { isLocale, LOCALE_COOKIE, type Locale, type Me, pathInLocale } from '@aangan/domain';
import { callApi } from '../lib/api';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
const CHOSEN = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`);

/**
 * Remembers the language this device chose: the server sends its next visit to an English address to the
 * Hindi one (static-site.ts), and back once English is chosen again.
 */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference the server reads; no script-set cookie store needed.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** The language this device chose, if it ever did. */
export function chosenLocale(): Locale | undefined {
  const chosen = CHOSEN.exec(document.cookie)?.[1];
  return isLocale(chosen) ? chosen : undefined;
}

/** Saves the language on the account too, so its mail is written in it; a failure leaves the device's choice. */
export function saveAccountLocale(locale: Locale): Promise<void> {
  return callApi('setMyLanguage', { body: { locale } }).catch(() => undefined);
}

/**
 * What a sign-in means for the language (decision 028): a device that chose one keeps it, and the account
 * learns it (`save`); on a device that never chose, the account's language applies (`moveTo` its address).
 */
export function languageAfterSignIn(
  account: Locale,
  page: Locale,
  chosen: Locale | undefined,
): { save?: Locale; moveTo?: Locale } {
  if (chosen) return account === chosen ? {} : { save: chosen };
  return account === page ? {} : { moveTo: account };
}

/** Acts on languageAfterSignIn: saves the device's choice on the account, or opens the page in the account's. */
export function settleLanguageAfterSignIn(me: Me, pageLocale: Locale): void {
  const { save, moveTo } = languageAfterSignIn(me.locale, pageLocale, chosenLocale());
  if (save) void saveAccountLocale(save);
  if (!moveTo) return;
  rememberLocale(moveTo);
  const { pathname, search, hash } = window.location;
  window.location.assign(pathInLocale(`${pathname}${search}${hash}`, moveTo));
}
