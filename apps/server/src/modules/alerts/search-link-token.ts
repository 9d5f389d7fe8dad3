import { readFields, signFields } from '../../auth/signed-fields.ts';

/**
 * A mail link's token that names one saved search (decision 029): the search's id and the moment the mail
 * was made, signed under AUTH_SECRET for one purpose alone (an unsubscribe token never confirms, nor a
 * confirmation token unsubscribes, nor a reminder's works for either), lapsing `days` after.
 */
export type SearchLinkClaim = { ok: true; savedSearchId: string } | { ok: false; reason: 'invalid' | 'expired' };

const DAY_MS = 86_400_000;
// Only this server signs ids, but a malformed one must not reach a uuid column as a 500.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function searchLinkToken(purpose: string, days: number) {
  return {
    sign(secret: string, savedSearchId: string, issuedAt: Date): string {
      return signFields(secret, purpose, [savedSearchId, String(issuedAt.getTime())]);
    },
    read(secret: string, token: string, now: Date): SearchLinkClaim {
      const fields = readFields(secret, purpose, token);
      const [savedSearchId, moment, ...rest] = fields ?? [];
      const issuedAt = Number(moment);
      if (!savedSearchId || !UUID.test(savedSearchId) || rest.length > 0 || !Number.isSafeInteger(issuedAt)) {
        return { ok: false, reason: 'invalid' };
      }
      if (now.getTime() - issuedAt > days * DAY_MS) return { ok: false, reason: 'expired' };
      return { ok: true, savedSearchId };
    },
  };
}
