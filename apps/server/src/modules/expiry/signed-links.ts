import { createHmac, timingSafeEqual } from 'node:crypto';
import { LISTING_STATUS_ACTIONS, type ListingStatusAction } from '@aangan/domain';

/**
 * Signed tokens for links in mail that need no sign-in: some fields, base64url, then an HMAC-SHA256 of them
 * under the server's AUTH_SECRET and a purpose, so a token made for one purpose (a reminder's link) never
 * works for another (an alert's unsubscribe).
 */
function signature(secret: string, purpose: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}\n${payload}`).digest();
}

export function signFields(secret: string, purpose: string, fields: readonly string[]): string {
  const payload = Buffer.from(fields.join('|')).toString('base64url');
  return `${payload}.${signature(secret, purpose, payload).toString('base64url')}`;
}

/** The fields of a token signed with this secret for this purpose; undefined for anything else. */
export function readFields(secret: string, purpose: string, token: string): string[] | undefined {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) return undefined;
  const expected = signature(secret, purpose, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return Buffer.from(payload, 'base64url').toString().split('|');
}

/**
 * A reminder's one-click links (decision 020, docs/security.md): the listing, the action and the period's
 * end, signed with HMAC-SHA256 under the server's AUTH_SECRET. Binding the period's end makes a link work
 * once (a renewal moves it; a withdrawal is checked against the listing's state), lapse with the period,
 * and never act on a later period. The token needs no sign-in: whoever holds the owner's mail may say the
 * flat is let, which is what the mail asks them.
 */
export interface LinkClaim {
  propertyId: string;
  action: ListingStatusAction;
  expiresAt: Date;
}

const PURPOSE = 'aangan listing-status v1';

export function signLink(secret: string, claim: LinkClaim): string {
  return signFields(secret, PURPOSE, [claim.propertyId, claim.action, String(claim.expiresAt.getTime())]);
}

/** The claim of a token signed with this secret; undefined for anything else (tampered, truncated, foreign). */
export function readLink(secret: string, token: string): LinkClaim | undefined {
  const fields = readFields(secret, PURPOSE, token);
  if (!fields) return undefined;
  const [propertyId, action, moment] = fields;
  const known = LISTING_STATUS_ACTIONS.find((name) => name === action);
  const expiresAt = new Date(Number(moment));
  if (!propertyId || !known || Number.isNaN(expiresAt.getTime())) return undefined;
  return { propertyId, action: known, expiresAt };
}
