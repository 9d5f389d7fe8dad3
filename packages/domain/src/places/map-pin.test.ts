import { describe, expect, it } from 'vitest';
import { INDIA_BOUNDS } from './lat-lng.ts';
import { COORDINATE_MESSAGES as C, checkMapPin } from './map-pin.ts';

describe('checkMapPin', () => {
  it('takes both or neither', () => {
    expect(checkMapPin(undefined, undefined)).toEqual({});
    expect(checkMapPin(null, null)).toEqual({});
    expect(checkMapPin(28.02, 73.31)).toEqual({});
    expect(checkMapPin(28.02, null)).toEqual({ longitude: C.latitudeWithoutLongitude });
    expect(checkMapPin(undefined, 73.31)).toEqual({ latitude: C.longitudeWithoutLatitude });
  });

  it("refuses each coordinate outside India's bounds by name, edges included", () => {
    expect(checkMapPin(INDIA_BOUNDS.south, INDIA_BOUNDS.east)).toEqual({});
    expect(checkMapPin(INDIA_BOUNDS.north, INDIA_BOUNDS.west)).toEqual({});
    expect(checkMapPin(51.5, -0.12)).toEqual({ latitude: C.latitudeOutside, longitude: C.longitudeOutside });
    // Swapped: a longitude of 28 is in Africa.
    expect(checkMapPin(73.31, 28.02)).toEqual({ latitude: C.latitudeOutside, longitude: C.longitudeOutside });
    expect(checkMapPin(6.49, 80)).toEqual({ latitude: C.latitudeOutside });
    expect(checkMapPin(20, 97.51)).toEqual({ longitude: C.longitudeOutside });
    expect(checkMapPin(Number.NaN, 80)).toEqual({ latitude: C.latitudeOutside });
    expect(checkMapPin(20, Number.POSITIVE_INFINITY)).toEqual({ longitude: C.longitudeOutside });
  });
});
