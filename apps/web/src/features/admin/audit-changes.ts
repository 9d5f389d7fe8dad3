import { HIDE_REASON_LABELS, VERIFICATION_CHECK_LABELS } from '@aangan/domain';
import type { MessageId } from '@lingui/core';
import { englishI18n } from '../../i18n/i18n';
import type { Translate } from './use-words';

/** An audit entry's fields before and after, as the log stores them. */
interface Changed {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The stored fields in a moderator's words; a field not named here is shown by its key. */
const FIELD_LABELS: Record<string, MessageId> = {
  role: 'admin.field.role',
  verificationStatus: 'admin.queue.verified',
  checks: 'admin.field.checks',
  verificationRequest: 'admin.field.verificationRequest',
  listed: 'admin.field.listed',
  hidden: 'admin.listingState.hidden',
  reason: 'admin.review.reason',
  note: 'admin.decision.note.label',
  appeal: 'admin.field.appeal',
  status: 'admin.field.status',
  suspended: 'admin.accounts.suspended',
  sessionsEnded: 'admin.field.sessionsEnded',
  listingsHidden: 'admin.field.listingsHidden',
  listingsShown: 'admin.field.listingsShown',
  title: 'admin.field.title',
  owner: 'admin.userType.owner',
};

/** Ids kept for the record that mean nothing on screen (the reply's text is on the message itself). */
const NOT_SHOWN = new Set(['reply']);

function isKeyOf<T extends object>(record: T, key: unknown): key is keyof T {
  return typeof key === 'string' && Object.hasOwn(record, key);
}

function describeValue(field: string, value: unknown, t: Translate): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'admin.field.yes' : 'admin.field.no');
  if (field === 'checks' && Array.isArray(value)) {
    return value
      .map((check) =>
        isKeyOf(VERIFICATION_CHECK_LABELS, check) ? t(`admin.check.${check}` as MessageId) : String(check),
      )
      .join('; ');
  }
  if (field === 'reason' && isKeyOf(HIDE_REASON_LABELS, value)) return t(`admin.hideReason.${value}` as MessageId);
  if (Array.isArray(value)) return value.join(', ');
  return String(value);
}

/**
 * "Role: member → moderator" for each field the action changed; a field only set ("Checked: …") or only
 * cleared is said once. In the page's language given its words (useAdminWords().describeChanges).
 */
export function describeChanges(entry: Changed, t: Translate = englishI18n._.bind(englishI18n)): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => !NOT_SHOWN.has(field));
  return fields
    .map((field) => {
      const id = FIELD_LABELS[field];
      const label = id ? t(id) : field;
      const value = (side: Record<string, unknown>) => describeValue(field, side[field], t);
      if (!(field in before)) return `${label}: ${value(after)}`;
      if (!(field in after)) return t('admin.field.was', { label, value: value(before) });
      return `${label}: ${value(before)} → ${value(after)}`;
    })
    .join('; ');
}
