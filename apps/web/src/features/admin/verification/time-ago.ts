import { formatListingDate, LOCALE_TAGS, type Locale } from '@aangan/domain';
import { englishI18n } from '../../../i18n/i18n';
import type { Translate } from '../use-words';

const relative = new Map<Locale, Intl.RelativeTimeFormat>();
const relativeIn = (locale: Locale) => {
  let format = relative.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALE_TAGS[locale], { numeric: 'auto' });
    relative.set(locale, format);
  }
  return format;
};

const ENGLISH = { t: englishI18n._.bind(englishI18n) as Translate, locale: 'en' as Locale };

/**
 * How long ago a request was made or decided, as a queue reads it at a glance: 'just now', '3 hours ago',
 * 'yesterday', '5 days ago'; from a week on the day itself ('on 12 Nov 2026'), which is what a moderator
 * quotes to an owner. In the page's language when given its words (useAdminWords().timeAgo).
 */
export function timeAgo(iso: string, now: Date = new Date(), { t, locale } = ENGLISH): string {
  const seconds = (now.getTime() - new Date(iso).getTime()) / 1000;
  // A clock a little ahead of the server's must not say 'in 2 minutes'.
  if (Number.isNaN(seconds) || seconds < 60) return t('admin.time.justNow');
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relativeIn(locale).format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relativeIn(locale).format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return relativeIn(locale).format(-days, 'day');
  return t('admin.time.onDate', { date: formatListingDate(iso, locale) ?? '' });
}
