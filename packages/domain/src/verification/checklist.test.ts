import { describe, expect, it } from 'vitest';
import { meetsVerificationBar, type VerificationCheck } from './checklist.ts';
import { ENGLISH_EXPLANATION_WORDS, verificationExplanation } from './explanation.ts';

describe('meetsVerificationBar', () => {
  it('needs identity, authority and the property seen in person or on a call', () => {
    expect(meetsVerificationBar(['identityDocument', 'authorityDocument', 'siteVisit'])).toBe(true);
    expect(meetsVerificationBar(['identityDocument', 'authorityDocument', 'videoWalkthrough'])).toBe(true);
    expect(meetsVerificationBar(['identityDocument', 'authorityDocument', 'photosMatch', 'ownerReachable'])).toBe(
      false,
    );
    expect(meetsVerificationBar(['identityDocument', 'siteVisit', 'videoWalkthrough'])).toBe(false);
    expect(meetsVerificationBar(['authorityDocument', 'siteVisit'])).toBe(false);
    expect(meetsVerificationBar([])).toBe(false);
  });
});

describe('verificationExplanation', () => {
  const verifiedAt = '2026-11-12T06:30:00.000Z';

  it('says what was checked and when, in the order a reader cares about', () => {
    expect(
      verificationExplanation({ checks: ['siteVisit', 'authorityDocument', 'identityDocument'], verifiedAt }),
    ).toBe('Identity and ownership documents checked, property visited — verified by the Aangan team on 12 Nov 2026');
    const all: VerificationCheck[] = [
      'identityDocument',
      'authorityDocument',
      'siteVisit',
      'videoWalkthrough',
      'photosMatch',
      'pricePlausible',
      'ownerReachable',
    ];
    expect(verificationExplanation({ checks: all, verifiedAt })).toBe(
      'Identity and ownership documents checked, property visited, photos match the property, owner reached on the listed phone, price checked for the locality — verified by the Aangan team on 12 Nov 2026',
    );
  });

  it('names a video call when nobody visited, and the day in India', () => {
    expect(
      verificationExplanation({
        checks: ['identityDocument', 'authorityDocument', 'videoWalkthrough'],
        verifiedAt: '2026-11-12T20:00:00.000Z',
      }),
    ).toBe(
      'Identity and ownership documents checked, property seen on a video call — verified by the Aangan team on 13 Nov 2026',
    );
  });

  it('says only when for a listing verified before checklists were kept', () => {
    expect(verificationExplanation({ checks: [], verifiedAt })).toBe('Verified by the Aangan team on 12 Nov 2026');
  });

  it('says it in the words given, the date in their language', () => {
    const words = {
      ...ENGLISH_EXPLANATION_WORDS,
      locale: 'hi' as const,
      bothDocuments: 'दस्तावेज़ जाँचे गए',
      checks: { ...ENGLISH_EXPLANATION_WORDS.checks, siteVisit: 'प्रॉपर्टी देखी गई' },
      verifiedOn: (date: string) => `${date} को सत्यापित`,
    };
    expect(
      verificationExplanation(
        { checks: ['identityDocument', 'authorityDocument', 'siteVisit', 'videoWalkthrough'], verifiedAt },
        words,
      ),
    ).toBe('दस्तावेज़ जाँचे गए, प्रॉपर्टी देखी गई — 12 नवंबर 2026 को सत्यापित');
  });
});
