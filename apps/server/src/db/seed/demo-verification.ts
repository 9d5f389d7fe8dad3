import type { VerificationCheck } from '@aangan/domain';
import type { VerificationEvidence, verificationRequests } from '../schema.ts';
import type { PropertyInsert } from './property.ts';

/**
 * What the team checked on the demo's verified listings, in turn: each reaches the bar (identity, authority,
 * and a visit or a video call), and they differ, so the badge's explanation reads differently across the
 * demo site. Notes stay with the team, so the demo's are plain.
 */
const DEMO_CHECKLISTS: readonly (readonly VerificationCheck[])[] = [
  ['identityDocument', 'authorityDocument', 'siteVisit', 'photosMatch', 'ownerReachable'],
  ['identityDocument', 'authorityDocument', 'videoWalkthrough', 'photosMatch'],
  ['identityDocument', 'authorityDocument', 'siteVisit', 'photosMatch', 'pricePlausible', 'ownerReachable'],
  ['identityDocument', 'authorityDocument', 'siteVisit'],
];
const DEMO_NOTES: Partial<Record<VerificationCheck, string>> = {
  siteVisit: 'Visited with the owner; rooms as listed.',
  videoWalkthrough: 'Walked through every room on a video call.',
};

/** How many of the demo's unverified listings wait in the queue, so a newcomer's console has work in it. */
const DEMO_OPEN_REQUESTS = 4;

/** A moment between `from` and the start of `now`'s UTC day: before now, and the same all day long. */
function between(from: Date, now: Date, share: number): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(from.getTime() + Math.floor((today - from.getTime()) * share));
}

/** The nth verified demo listing's record: when it was verified, and on what evidence. */
export function demoVerification(
  listing: PropertyInsert,
  index: number,
  now: Date,
): Pick<PropertyInsert, 'verifiedAt' | 'verificationEvidence'> {
  if (!listing.verificationStatus || !listing.createdAt) return {};
  const checks = DEMO_CHECKLISTS[index % DEMO_CHECKLISTS.length] ?? [];
  const evidence: VerificationEvidence = checks.map((check) => {
    const note = DEMO_NOTES[check];
    return note ? { check, note } : { check };
  });
  return { verifiedAt: between(listing.createdAt, now, 0.5), verificationEvidence: evidence };
}

/** Owners' open requests for the first few unverified demo listings, asked some time after each was listed. */
export function demoOpenRequests(
  listings: readonly { id: string; property: PropertyInsert }[],
  now: Date,
): (typeof verificationRequests.$inferInsert)[] {
  return listings
    .filter(({ property }) => !property.verificationStatus)
    .slice(0, DEMO_OPEN_REQUESTS)
    .map(({ id, property }) => {
      const createdAt = between(property.createdAt ?? now, now, 0.25);
      return { propertyId: id, trigger: 'owner', createdAt, updatedAt: createdAt };
    });
}
