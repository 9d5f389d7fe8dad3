/**
 * What a moderator can record as checked before verifying a listing (issue 16): a fixed list, so the
 * evidence means the same on every listing and the badge can say what was done. Each item may carry a note.
 */
export const VERIFICATION_CHECKS = [
  'identityDocument',
  'authorityDocument',
  'siteVisit',
  'videoWalkthrough',
  'photosMatch',
  'pricePlausible',
  'ownerReachable',
] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];

/** The checklist as the moderator reads it in the console. */
export const VERIFICATION_CHECK_LABELS: Record<VerificationCheck, string> = {
  identityDocument: 'Owner identity document seen',
  authorityDocument: 'Ownership or rent-authority document seen',
  siteVisit: 'Property visited',
  videoWalkthrough: 'Video call walk-through',
  photosMatch: 'Photos match the property',
  pricePlausible: 'Price is plausible for the locality',
  ownerReachable: 'Owner reached on the listed phone',
};

/**
 * The least a Verified badge stands for: the owner's identity, their right to sell or let, and the property
 * seen (in person or on a video call). Returns whether `checks` reach it.
 */
export function meetsVerificationBar(checks: readonly VerificationCheck[]): boolean {
  const has = new Set(checks);
  return (
    has.has('identityDocument') && has.has('authorityDocument') && (has.has('siteVisit') || has.has('videoWalkthrough'))
  );
}

/** The limit the Terms set on the tag (docs/product.md §1 'Terms'), said again wherever the badge explains itself. */
export const VERIFIED_TAG_LIMIT =
  'The Verified tag confirms that the property exists as advertised. It is not a guarantee of its title, condition or price, and does not replace your own checks before you pay anything.';
