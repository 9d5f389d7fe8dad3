import { formatCount } from '@aangan/domain';
/** The Leads panel's words (docs/product.md §2 'My Properties dashboard'). */

export const LEADS_COPY = {
  toggle: 'Leads',
  loading: 'Loading leads',
  failed: 'Could not load who contacted you.',
  retry: 'Retry',
  more: 'Show more',
  empty: 'Nobody has opened your number yet. When someone does, their name shows here.',
  verified: 'Email verified',
  unverified: 'Email not verified',
  privacy:
    'Seekers are told you will see their name. Their phone and email stay private: they have your number and will call you.',
  revealed: (total: number) =>
    total === 1 ? '1 person opened your number' : `${formatCount(total)} people opened your number`,
  saved: (saved: number) => (saved === 1 ? '1 saved it' : `${formatCount(saved)} saved it`),
} as const;

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "26 Nov 2026, 4:05 pm": when the number was opened, in the person's own time zone. */
export function revealedAtLabel(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
