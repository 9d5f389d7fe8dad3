import type { Locale } from '../i18n/locales.ts';
import { formatListingDate } from '../listing/detail-facts.ts';
import type { VerificationCheck } from './checklist.ts';

/** The checks the badge's sentence names after the documents, in the order it lists them. */
const EXPLAINED = ['siteVisit', 'videoWalkthrough', 'photosMatch', 'ownerReachable', 'pricePlausible'] as const;
type ExplainedCheck = (typeof EXPLAINED)[number];

/** The badge's words in one language; the domain decides which of them a listing's checks call for. */
export interface ExplanationWords {
  /** The date is written in this language ('12 नवंबर 2026'). */
  locale: Locale;
  bothDocuments: string;
  identityDocument: string;
  authorityDocument: string;
  checks: Readonly<Record<ExplainedCheck, string>>;
  /** 'verified by the Aangan team on 12 Nov 2026'. */
  verifiedOn: (date: string) => string;
}

export const ENGLISH_EXPLANATION_WORDS: ExplanationWords = {
  locale: 'en',
  bothDocuments: 'Identity and ownership documents checked',
  identityDocument: 'Identity document checked',
  authorityDocument: 'Ownership document checked',
  checks: {
    siteVisit: 'property visited',
    videoWalkthrough: 'property seen on a video call',
    photosMatch: 'photos match the property',
    ownerReachable: 'owner reached on the listed phone',
    pricePlausible: 'price checked for the locality',
  },
  verifiedOn: (date) => `verified by the Aangan team on ${date}`,
};

/**
 * The badge's own words: 'Identity and ownership documents checked, property visited — verified by the
 * Aangan team on 12 Nov 2026'. A visit makes the video call redundant, so only the visit is named then.
 */
export function verificationExplanation(
  { checks, verifiedAt }: { checks: readonly VerificationCheck[]; verifiedAt: string },
  words: ExplanationWords = ENGLISH_EXPLANATION_WORDS,
): string {
  const has = new Set(checks);
  const documents =
    has.has('identityDocument') && has.has('authorityDocument')
      ? words.bothDocuments
      : has.has('identityDocument')
        ? words.identityDocument
        : has.has('authorityDocument')
          ? words.authorityDocument
          : null;
  const rest = EXPLAINED.filter((check) => has.has(check))
    .filter((check) => !(check === 'videoWalkthrough' && has.has('siteVisit')))
    .map((check) => words.checks[check]);
  const parts = [documents, ...rest].filter((part): part is string => part !== null);
  const when = words.verifiedOn(formatListingDate(verifiedAt, words.locale) ?? verifiedAt);
  // A listing verified before checklists were kept has no checks to name. The dash reads the same in Hindi.
  const sentence = parts.length > 0 ? `${parts.join(', ')} — ${when}` : when;
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}
