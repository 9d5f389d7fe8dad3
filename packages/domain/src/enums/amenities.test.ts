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

function expectUnique(list: readonly unknown[]): void {
  expect(new Set(list).size).toBe(list.length);
}

describe('amenity lists', () => {
  it('keeps the wizard ids as the first canonical ids, in order, then ids only the filters offer', () => {
    expectUnique(AMENITIES);
    expect(AMENITIES.slice(0, WIZARD_AMENITIES.length)).toEqual([...WIZARD_AMENITIES]);
    const offeredByFilters = new Set<string>([...Object.values(FILTER_AMENITY_TO_CANONICAL), ...SIDEBAR_AMENITIES]);
    for (const id of AMENITIES.slice(WIZARD_AMENITIES.length)) expect(offeredByFilters.has(id), id).toBe(true);
  });

  it('labels every canonical id and only those, no two alike', () => {
    expect(Object.keys(AMENITY_LABELS).sort()).toEqual([...AMENITIES].sort());
    const labels = AMENITIES.map((id) => AMENITY_LABELS[id]);
    for (const label of labels) expect(label.trim()).not.toBe('');
    expectUnique(labels.map((label) => label.toLowerCase()));
    expect(AMENITY_LABELS.internet).toBe('Wi-Fi');
    expect(AMENITY_LABELS.clubhouse).toBe('Club House');
    expect(AMENITY_LABELS.childrenPlayArea).toBe("Children's Play Area");
  });

  it('maps each filter id, in order, to its own canonical id', () => {
    expectUnique(FILTER_AMENITIES);
    expect(Object.keys(FILTER_AMENITY_TO_CANONICAL)).toEqual([...FILTER_AMENITIES]);
    const canonical = FILTER_AMENITIES.map((id) => FILTER_AMENITY_TO_CANONICAL[id]);
    for (const id of canonical) expect(isAmenity(id), id).toBe(true);
    expectUnique(canonical);
  });

  it('offers canonical ids in the sidebar, each once', () => {
    expectUnique(SIDEBAR_AMENITIES);
    for (const id of SIDEBAR_AMENITIES) expect(isAmenity(id), id).toBe(true);
  });

  it('maps every id and label of every list to its canonical id', () => {
    for (const id of AMENITIES) {
      expect(toCanonicalAmenity(id), id).toBe(id);
      expect(toCanonicalAmenity(AMENITY_LABELS[id]), AMENITY_LABELS[id]).toBe(id);
    }
    for (const id of WIZARD_AMENITIES) expect(toCanonicalAmenity(id), id).toBe(id);
    for (const id of FILTER_AMENITIES) expect(toCanonicalAmenity(id), id).toBe(FILTER_AMENITY_TO_CANONICAL[id]);
    for (const id of SIDEBAR_AMENITIES) expect(toCanonicalAmenity(AMENITY_LABELS[id]), id).toBe(id);
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
