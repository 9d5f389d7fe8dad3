import { meetsVerificationBar, verificationExplanation } from '@aangan/domain';
import { describe, expect, it } from 'vitest';
import { demoOpenRequests } from './demo-verification.ts';
import { buildDemoListings } from './factory.ts';

const NOW = new Date('2025-06-15T10:30:00Z');
const demo = buildDemoListings(NOW);
const verified = demo.filter(({ property }) => property.verificationStatus).map(({ property }) => property);

describe('the demo’s verified listings', () => {
  it('were verified after they were listed and before now, on evidence that reaches the bar', () => {
    expect(verified.length).toBeGreaterThan(0);
    for (const listing of verified) {
      const verifiedAt = listing.verifiedAt?.getTime() ?? 0;
      expect(verifiedAt).toBeGreaterThan(listing.createdAt?.getTime() ?? Number.POSITIVE_INFINITY);
      expect(verifiedAt).toBeLessThan(NOW.getTime());
      expect(meetsVerificationBar((listing.verificationEvidence ?? []).map((item) => item.check))).toBe(true);
    }
  });

  it('explain themselves in more than one way across the site', () => {
    const sentences = verified.map((listing) =>
      verificationExplanation({
        checks: (listing.verificationEvidence ?? []).map((item) => item.check),
        verifiedAt: listing.verifiedAt?.toISOString() ?? '',
      }).replace(/ on .*$/, ''),
    );
    expect(new Set(sentences).size).toBeGreaterThan(2);
  });

  it('leave the unverified listings without a date or evidence', () => {
    for (const { property } of demo.filter((listing) => !listing.property.verificationStatus)) {
      expect([property.verifiedAt, property.verificationEvidence]).toEqual([undefined, undefined]);
    }
  });
});

describe('demoOpenRequests', () => {
  it('puts a few unverified listings in the queue, each asked after it was listed', () => {
    const listings = demo.map(({ property }, index) => ({ id: `listing-${index}`, property }));
    const requests = demoOpenRequests(listings, NOW);
    expect(requests).toHaveLength(4);
    for (const request of requests) {
      const listing = listings.find(({ id }) => id === request.propertyId)?.property;
      expect(listing?.verificationStatus).toBe(false);
      expect(request).toMatchObject({ trigger: 'owner', updatedAt: request.createdAt });
      expect(request.createdAt?.getTime()).toBeGreaterThan(listing?.createdAt?.getTime() ?? Number.POSITIVE_INFINITY);
    }
  });
});
