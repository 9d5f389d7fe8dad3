import { HIDE_REASON_LABELS, VERIFICATION_CHECK_LABELS } from '@aangan/domain';

/** An audit entry's fields before and after, as the log stores them. */
interface Changed {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The stored fields in a moderator's words; a field not named here is shown by its key. */
const FIELD_LABELS: Record<string, string> = {
  role: 'Role',
  verificationStatus: 'Verified',
  checks: 'Checked',
  verificationRequest: 'Request',
  listed: 'In search',
  hidden: 'Hidden',
  reason: 'Reason',
  note: 'Note',
  appeal: 'Appeal',
  status: 'Status',
  suspended: 'Suspended',
  sessionsEnded: 'Sessions ended',
  listingsHidden: 'Listings taken out of search',
  listingsShown: 'Listings back in search',
  title: 'Title',
  owner: 'Owner',
};

/** Ids kept for the record that mean nothing on screen (the reply's text is on the message itself). */
const NOT_SHOWN = new Set(['reply']);

function isKeyOf<T extends object>(record: T, key: unknown): key is keyof T {
  return typeof key === 'string' && Object.hasOwn(record, key);
}

function describeValue(field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field === 'checks' && Array.isArray(value)) {
    return value
      .map((check) => (isKeyOf(VERIFICATION_CHECK_LABELS, check) ? VERIFICATION_CHECK_LABELS[check] : String(check)))
      .join('; ');
  }
  if (field === 'reason' && isKeyOf(HIDE_REASON_LABELS, value)) return HIDE_REASON_LABELS[value];
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * "Role: member → moderator" for each field the action changed; a field only set ("Checked: …") or only
 * cleared is said once.
 */
export function describeChanges(entry: Changed): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !NOT_SHOWN.has(field));
  return fields
    .map((field) => {
      const label = FIELD_LABELS[field] ?? field;
      if (!(field in before)) return `${label}: ${describeValue(field, after[field])}`;
      if (!(field in after)) return `${label} was ${describeValue(field, before[field])}`;
      return `${label}: ${describeValue(field, before[field])} → ${describeValue(field, after[field])}`;
    })
    .join('; ');
}
