import { LISTING_STATUS_ACTIONS, type ListingStatusAction } from '@aangan/domain';
import { readFields, signFields } from '../../auth/signed-fields.ts';

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
