import { formatCount, formatListingDate } from '@aangan/domain';

/** "1 view", "1,204 views" (Indian digit grouping). */
export function viewsLabel(views: number): string {
  return `${formatCount(views)} ${views === 1 ? 'view' : 'views'}`;
}

/** "Listed on 10 Jan 2025" (the detail page's date words); null when unreadable, so the card leaves the line out. */
export function listedOnLabel(createdAt: string): string | null {
  const date = formatListingDate(createdAt);
  return date === null ? null : `Listed on ${date}`;
}
