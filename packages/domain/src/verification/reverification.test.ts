import { describe, expect, it } from 'vitest';
import { changedVerifiedFacts, type VerifiedFacts } from './reverification.ts';

const facts: VerifiedFacts = {
  price: 18000,
  type: 'residential',
  subType: 'flat',
  city: 'Bikaner',
  locality: 'Rani Bazar',
  subLocality: null,
  society: 'Green Park',
  address: '12 Station Road',
  pincode: '334001',
  images: ['a.webp', 'b.webp'],
};

describe('changedVerifiedFacts', () => {
  it('keeps the badge when nothing a moderator checked changed', () => {
    expect(changedVerifiedFacts(facts, { ...facts, images: [...facts.images] })).toEqual([]);
  });

  it('names each checked fact that changed: price, place, type and photos (order counts: the cover)', () => {
    expect(changedVerifiedFacts(facts, { ...facts, price: 19000 })).toEqual(['price']);
    expect(changedVerifiedFacts(facts, { ...facts, address: '14 Station Road', subType: 'villa' })).toEqual([
      'subType',
      'address',
    ]);
    expect(changedVerifiedFacts(facts, { ...facts, images: ['b.webp', 'a.webp'] })).toEqual(['images']);
    expect(changedVerifiedFacts(facts, { ...facts, images: ['a.webp'] })).toEqual(['images']);
    expect(changedVerifiedFacts(facts, { ...facts, subLocality: 'Ward 4' })).toEqual(['subLocality']);
  });
});
