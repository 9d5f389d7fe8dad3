import { describe, expect, it } from 'vitest';
import {
  AMENITIES,
  AMENITY_LABELS,
  FILTER_AMENITIES,
  FILTER_AMENITY_TO_CANONICAL,
  isAmenity,
  SIDEBAR_AMENITIES,
  toCanonicalAmenity,
  WIZARD_AMENITIES,
} from './amenities.ts';

// The three lists exactly as spec §3 gives them.
const SPEC_FILTER_IDS = [
  'lift',
  'parking',
  'security',
  'gym',
  'swimming-pool',
  'power-backup',
  'club-house',
  'park',
  'children-play-area',
];
const SPEC_SIDEBAR_LABELS = [
  'Lift',
  'Power Backup',
  'Security',
  'Swimming Pool',
  'Gym',
  'Park',
  'Club House',
  'Wi-Fi',
  "Children's Play Area",
  'Indoor Games',
  'Gas Pipeline',
  'Rainwater Harvesting',
];
const SPEC_WIZARD_IDS = [
  'lift',
  'powerBackup',
  'security',
  'swimmingPool',
  'gym',
  'park',
  'clubhouse',
  'rainwaterHarvesting',
  'wasteDisposal',
  'internet',
  'gasPipeline',
  'fireAlarm',
];

describe('amenity lists', () => {
  it('keeps the wizard ids as the first canonical ids, in order, then the filter-only ones', () => {
    expect(WIZARD_AMENITIES).toEqual(SPEC_WIZARD_IDS);
    expect(AMENITIES).toEqual([...SPEC_WIZARD_IDS, 'parking', 'childrenPlayArea', 'indoorGames']);
  });

  it('labels every canonical id and only those', () => {
    expect(Object.keys(AMENITY_LABELS).sort()).toEqual([...AMENITIES].sort());
    expect(AMENITY_LABELS.internet).toBe('Wi-Fi');
    expect(AMENITY_LABELS.clubhouse).toBe('Club House');
    expect(AMENITY_LABELS.childrenPlayArea).toBe("Children's Play Area");
  });

  it('has the filter ids of the spec, each mapped to a canonical id', () => {
    expect(FILTER_AMENITIES).toEqual(SPEC_FILTER_IDS);
    expect(Object.keys(FILTER_AMENITY_TO_CANONICAL)).toEqual(SPEC_FILTER_IDS);
    expect(FILTER_AMENITY_TO_CANONICAL).toEqual({
      lift: 'lift',
      parking: 'parking',
      security: 'security',
      gym: 'gym',
      'swimming-pool': 'swimmingPool',
      'power-backup': 'powerBackup',
      'club-house': 'clubhouse',
      park: 'park',
      'children-play-area': 'childrenPlayArea',
    });
  });

  it('shows the sidebar labels of the spec, in order, from canonical ids', () => {
    expect(SIDEBAR_AMENITIES.map((id) => AMENITY_LABELS[id])).toEqual(SPEC_SIDEBAR_LABELS);
  });

  it('maps every id of every list into the canonical set', () => {
    for (const id of [...SPEC_WIZARD_IDS, ...SPEC_FILTER_IDS, ...SPEC_SIDEBAR_LABELS]) {
      expect(isAmenity(toCanonicalAmenity(id)), id).toBe(true);
    }
  });
});

describe('toCanonicalAmenity', () => {
  it.each([
    ['swimming-pool', 'swimmingPool'],
    ['Swimming Pool', 'swimmingPool'],
    ['swimmingPool', 'swimmingPool'],
    ['club-house', 'clubhouse'],
    ['Club House', 'clubhouse'],
    ['Wi-Fi', 'internet'],
    ['internet', 'internet'],
    ["Children's Play Area", 'childrenPlayArea'],
    ['children-play-area', 'childrenPlayArea'],
    ['Indoor Games', 'indoorGames'],
    ['power-backup', 'powerBackup'],
    ['Rainwater Harvesting', 'rainwaterHarvesting'],
    ['  GYM ', 'gym'],
    ['Fire Alarm', 'fireAlarm'],
  ])('reads %j as %j', (value, canonical) => {
    expect(toCanonicalAmenity(value)).toBe(canonical);
  });

  it.each(['', 'pool', 'toString', 'swimming_pool', 'wifi'])('names no amenity with %j', (value) => {
    expect(toCanonicalAmenity(value)).toBeUndefined();
  });

  it('guards canonical ids only', () => {
    expect(isAmenity('swimmingPool')).toBe(true);
    expect(isAmenity('swimming-pool')).toBe(false);
    expect(isAmenity(undefined)).toBe(false);
  });
});
