import type { Locale } from '@aangan/domain';

/** How each language writes the long date: 'November 22, 2026' (the spec's form), '22 नवंबर 2026'. */
const DATE_LOCALES: Record<Locale, string> = { en: 'en-US', hi: 'hi-IN' };

/**
 * The legal pages' 'Last updated' date (docs/product.md §2): today, read at render, in the page's language's
 * long form, with the ISO day for the <time> element.
 */
export function lastUpdated(now: Date = new Date(), locale: Locale = 'en'): { label: string; iso: string } {
  const label = now.toLocaleDateString(DATE_LOCALES[locale], { month: 'long', day: 'numeric', year: 'numeric' });
  // The local calendar day, as the label shows it; toISOString would give the UTC day instead.
  const iso = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  return { label, iso };
}
