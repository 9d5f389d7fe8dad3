import { LOCALE_TAGS, type Locale } from '@aangan/domain';
import type { I18n } from '@lingui/core';

const monthYearIn = (locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { month: 'long', year: 'numeric' });
const MONTH_YEAR: Record<Locale, Intl.DateTimeFormat> = { en: monthYearIn('en'), hi: monthYearIn('hi') };

/** 'Member since March 2026' from the sign-up timestamp; null when the date cannot be read. */
export function memberSinceLabel(memberSince: string, t: I18n['_'], locale: Locale): string | null {
  const date = new Date(memberSince);
  if (Number.isNaN(date.getTime())) return null;
  return t('profile.summary.memberSince', { date: MONTH_YEAR[locale].format(date) });
}
