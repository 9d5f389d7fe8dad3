import { formatListingDate } from '@aangan/domain';

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/**
 * How long ago a request was made or decided, as a queue reads it at a glance: 'just now', '3 hours ago',
 * 'yesterday', '5 days ago'; from a week on the day itself ('on 12 Nov 2026'), which is what a moderator
 * quotes to an owner.
 */
export function timeAgo(iso: string, now: Date = new Date()): string {
  const seconds = (now.getTime() - new Date(iso).getTime()) / 1000;
  // A clock a little ahead of the server's must not say 'in 2 minutes'.
  if (Number.isNaN(seconds) || seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return relative.format(-days, 'day');
  return `on ${formatListingDate(iso)}`;
}
