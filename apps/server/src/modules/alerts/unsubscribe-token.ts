import { ALERT_UNSUBSCRIBE_LINK_DAYS } from '@aangan/domain';
import { readFields, signFields } from '../../auth/signed-fields.ts';

/**
 * An alert mail's unsubscribe token (decision 029): the saved search and the moment the mail was made,
 * signed for this purpose alone (a reminder's token does not work here, nor this one there). It lapses
 * ALERT_UNSUBSCRIBE_LINK_DAYS after, so an old forwarded mail does not stay a switch for ever.
 */
const PURPOSE = 'aangan alert-unsubscribe v1';
const DAY_MS = 86_400_000;

export function signUnsubscribe(secret: string, savedSearchId: string, issuedAt: Date): string {
  return signFields(secret, PURPOSE, [savedSearchId, String(issuedAt.getTime())]);
}

export type UnsubscribeClaim = { ok: true; savedSearchId: string } | { ok: false; reason: 'invalid' | 'expired' };

export function readUnsubscribe(secret: string, token: string, now: Date): UnsubscribeClaim {
  const fields = readFields(secret, PURPOSE, token);
  const [savedSearchId, moment, ...rest] = fields ?? [];
  const issuedAt = Number(moment);
  if (!savedSearchId || rest.length > 0 || !Number.isSafeInteger(issuedAt)) return { ok: false, reason: 'invalid' };
  if (now.getTime() - issuedAt > ALERT_UNSUBSCRIBE_LINK_DAYS * DAY_MS) return { ok: false, reason: 'expired' };
  return { ok: true, savedSearchId };
}
