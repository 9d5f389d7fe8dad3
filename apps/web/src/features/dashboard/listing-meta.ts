import { formatCount, formatListingDate, type Locale } from '@aangan/domain';
import type { I18n } from '@lingui/core';

/** "1 view", "1,204 views" (Indian digit grouping). */
export function viewsLabel(views: number, t: I18n['_']): string {
  return t('dashboard.card.views', { views, count: formatCount(views) });
}

/** "Listed on 10 Jan 2025" (the detail page's date words); null when unreadable, so the card leaves the line out. */
export function listedOnLabel(createdAt: string, t: I18n['_'], locale: Locale): string | null {
  const date = formatListingDate(createdAt, locale);
  return date === null ? null : t('dashboard.card.listedOn', { date });
}
