import { createHmac, timingSafeEqual } from 'node:crypto';
import { LISTING_STATUS_ACTIONS, type ListingStatusAction } from '@aangan/domain';

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

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`${PURPOSE}\n${payload}`).digest();
}

export function signLink(secret: string, claim: LinkClaim): string {
  const payload = Buffer.from(`${claim.propertyId}|${claim.action}|${claim.expiresAt.getTime()}`).toString('base64url');
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

/** The claim of a token signed with this secret; undefined for anything else (tampered, truncated, foreign). */
export function readLink(secret: string, token: string): LinkClaim | undefined {
  const [payload, mac, ...rest] = token.split('.');
  if (!payload || !mac || rest.length > 0) return undefined;
  const expected = signature(secret, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const [propertyId, action, moment] = Buffer.from(payload, 'base64url').toString().split('|');
  const known = LISTING_STATUS_ACTIONS.find((name) => name === action);
  const expiresAt = new Date(Number(moment));
  if (!propertyId || !known || Number.isNaN(expiresAt.getTime())) return undefined;
  return { propertyId, action: known, expiresAt };
}
