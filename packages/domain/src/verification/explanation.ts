import { formatListingDate } from '../listing/detail-facts.ts';
import type { VerificationCheck } from './checklist.ts';

/** How each check reads in the badge's sentence, in the order the sentence lists them. */
const EXPLAINED: readonly [VerificationCheck, string][] = [
  ['siteVisit', 'property visited'],
  ['videoWalkthrough', 'property seen on a video call'],
  ['photosMatch', 'photos match the property'],
  ['ownerReachable', 'owner reached on the listed phone'],
  ['pricePlausible', 'price checked for the locality'],
];

/**
 * The badge's own words: 'Identity and ownership documents checked, property visited — verified by the
 * Aangan team on 12 Nov 2026'. A visit makes the video call redundant, so only the visit is named then.
 */
export function verificationExplanation({
  checks,
  verifiedAt,
}: {
  checks: readonly VerificationCheck[];
  verifiedAt: string;
}): string {
  const has = new Set(checks);
  const documents =
    has.has('identityDocument') && has.has('authorityDocument')
      ? 'Identity and ownership documents checked'
      : has.has('identityDocument')
        ? 'Identity document checked'
        : has.has('authorityDocument')
          ? 'Ownership document checked'
          : null;
  const rest = EXPLAINED.filter(([check]) => has.has(check))
    .filter(([check]) => !(check === 'videoWalkthrough' && has.has('siteVisit')))
    .map(([, words]) => words);
  const parts = [documents, ...rest].filter((part): part is string => part !== null);
  const when = `verified by the Aangan team on ${formatListingDate(verifiedAt)}`;
  // A listing verified before checklists were kept has no checks to name.
  const sentence = parts.length > 0 ? `${parts.join(', ')} — ${when}` : when;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
