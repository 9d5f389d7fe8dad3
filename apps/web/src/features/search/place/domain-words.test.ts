import {
  capCount,
  formatCount,
  PLACE_SEGMENTS,
  placeCountWords,
  placeHeading,
  SEARCH_COUNT_CAP,
  SITE_NAME,
} from '@aangan/domain';
import { describe, expect, it } from 'vitest';
import { englishI18n } from '../../../i18n/i18n';
import { PLACE_COUNTS, PLACE_HEADINGS, placeName } from './place-words';

// The server writes a place page's title and description with the domain's words: the page says the same in English.
describe('a place page says in English what the domain says', () => {
  const names = [{ city: 'Bikaner' }, { city: 'Bikaner', locality: 'Sadul Ganj' }];

  it.each(PLACE_SEGMENTS)('heads a %s page as placeHeading does', (segment) => {
    for (const place of names)
      expect(englishI18n._(PLACE_HEADINGS[segment], { place: placeName(place) })).toBe(placeHeading(segment, place));
  });

  it.each(PLACE_SEGMENTS)('counts a %s page as placeCountWords does, listed on the site', (segment) => {
    for (const found of [0, 1, 24, 100_000, SEARCH_COUNT_CAP + 1]) {
      const { count, countCapped } = capCount(found);
      const n = formatCount(count, countCapped);
      expect(englishI18n._(PLACE_COUNTS[segment], { count, n, name: SITE_NAME })).toBe(
        `${placeCountWords(segment, { count, countCapped })} listed on ${SITE_NAME}`,
      );
    }
  });
});
