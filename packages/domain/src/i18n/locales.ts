import { z } from 'zod';

/**
 * The product's languages (issue 19): English, the default, keeps the spec's exact words; Hindi pages live
 * under `/hi/` so each language has addresses of its own for search engines (hreflang alternates).
 */
export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Remembers the language a device chose; the server sends a page without a prefix to its Hindi address. */
export const LOCALE_COOKIE = 'aangan_lang';

/** Each language by its own name, as the switch offers it: someone who reads only Hindi still finds it. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', hi: 'हिन्दी' };

/** Each language's tag for the document's `lang` and the pages' `hreflang` alternates. */
export const LOCALE_TAGS: Readonly<Record<Locale, string>> = { en: 'en-IN', hi: 'hi-IN' };

/** The address prefix of a language other than the default. */
const PREFIXES: Readonly<Record<Locale, string>> = { en: '', hi: '/hi' };

/**
 * The language a request asks for in its Accept-Language (the web app sends its page's): Hindi when the first
 * language named is Hindi, else the default. Mail, and the account made by a sign-up, follow it.
 */
export function localeOfLanguageHeader(header: string | undefined): Locale {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'hi' || first.startsWith('hi-') ? 'hi' : DEFAULT_LOCALE;
}

/** PUT /api/me/language: the language the account reads Aangan in. */
export const languageChoiceSchema = z.strictObject({
  locale: z.enum(LOCALES, { error: 'Choose a language Aangan speaks: en or hi.' }),
});

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The router's base for a language: its prefix, or none for the default. */
export function localeBasename(locale: Locale): string | undefined {
  return PREFIXES[locale] || undefined;
}

function prefixOf(pathname: string): Locale {
  return (
    LOCALES.find((locale) => {
      const prefix = PREFIXES[locale];
      return prefix !== '' && (pathname === prefix || pathname.startsWith(`${prefix}/`));
    }) ?? DEFAULT_LOCALE
  );
}

/** The language an address is in: `/hi`, `/hi/rent` are Hindi; everything else English. */
export function localeOfPath(pathname: string): Locale {
  return prefixOf(pathname);
}

/** The address without its language prefix: `/hi/rent` → `/rent`, `/hi` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  const prefix = PREFIXES[prefixOf(pathname)];
  return prefix === '' ? pathname : pathname.slice(prefix.length) || '/';
}

/** The same page in another language: `/rent?bedrooms=2` → `/hi/rent?bedrooms=2`, `/hi` → `/`. */
export function pathInLocale(path: string, locale: Locale): string {
  const split = path.search(/[?#]/);
  const pathname = split === -1 ? path : path.slice(0, split);
  const rest = split === -1 ? '' : path.slice(split);
  const bare = pathWithoutLocale(pathname || '/');
  const prefix = PREFIXES[locale];
  return `${prefix && bare === '/' ? prefix : `${prefix}${bare}`}${rest}`;
}
