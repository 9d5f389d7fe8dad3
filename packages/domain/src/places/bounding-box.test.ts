import { describe, expect, it } from 'vitest';
import { propertySearchSchema } from '../search/filters.ts';
import {
  BBOX_MESSAGES as B,
  BBOX_MAX_SPAN_DEGREES,
  boxOfView,
  formatBoundingBox,
  parseBoundingBox,
} from './bounding-box.ts';

describe('parseBoundingBox', () => {
  it('reads south,west,north,east, spaces and signs allowed', () => {
    expect(parseBoundingBox('26.8,75.7,27.0,75.9')).toEqual({
      box: { south: 26.8, west: 75.7, north: 27, east: 75.9 },
    });
    expect(parseBoundingBox(' 26.8 , 75.7, +27 ,75.9 ')).toEqual({
      box: { south: 26.8, west: 75.7, north: 27, east: 75.9 },
    });
    expect(parseBoundingBox('28,73,28.1,73.1')).toEqual({ box: { south: 28, west: 73, north: 28.1, east: 73.1 } });
  });

  it.each([
    [''],
    ['26.8,75.7,27.0'],
    ['26.8,75.7,27.0,75.9,1'],
    ['26.8,75.7,27.0,abc'],
    ['26.8,75.7,27.0,'],
    ['26.8;75.7;27.0;75.9'],
    ['0x1a,75.7,27.0,75.9'],
    ['2e1,75.7,27.0,75.9'],
    ['Infinity,75.7,27.0,75.9'],
    ['NaN,75.7,27.0,75.9'],
  ])('refuses %j as not four numbers', (text) => {
    expect(parseBoundingBox(text)).toEqual({ error: B.shape });
  });

  it('refuses a box whose edges are swapped or that has no area', () => {
    expect(parseBoundingBox('27.0,75.7,26.8,75.9')).toEqual({ error: B.order });
    expect(parseBoundingBox('26.8,75.9,27.0,75.7')).toEqual({ error: B.order });
    expect(parseBoundingBox('26.8,75.7,26.8,75.9')).toEqual({ error: B.order });
  });

  it("refuses a box reaching outside India's bounds", () => {
    expect(parseBoundingBox('51.4,-0.2,51.6,0.1')).toEqual({ error: B.outside });
    expect(parseBoundingBox('6.4,77,7,78')).toEqual({ error: B.outside });
    expect(parseBoundingBox('20,67.9,21,69')).toEqual({ error: B.outside });
    expect(parseBoundingBox('6.5,68,16.5,78')).toHaveProperty('box');
  });

  it(`refuses a box more than ${BBOX_MAX_SPAN_DEGREES} degrees across either way`, () => {
    expect(parseBoundingBox('10,70,20.01,75')).toEqual({ error: B.tooLarge });
    expect(parseBoundingBox('10,70,15,80.5')).toEqual({ error: B.tooLarge });
    expect(parseBoundingBox('10,70,20,80')).toHaveProperty('box');
  });
});

describe('the search schema’s bbox', () => {
  const parse = (bbox: unknown) => propertySearchSchema.safeParse({ bbox });

  it('is optional, and an empty parameter is none', () => {
    expect(propertySearchSchema.parse({}).bbox).toBeUndefined();
    expect(parse('').data?.bbox).toBeUndefined();
  });

  it('parses into a box', () => {
    expect(parse('26.8,75.7,27,75.9').data?.bbox).toEqual({ south: 26.8, west: 75.7, north: 27, east: 75.9 });
  });

  it('names the problem on the bbox field, repeated parameters included', () => {
    for (const [value, message] of [
      ['1,2,3', B.shape],
      [['26.8,75.7,27,75.9', '26.8,75.7,27,75.9'], B.shape],
      [42, B.shape],
      ['27,75.7,26.8,75.9', B.order],
      ['51.4,-0.2,51.6,0.1', B.outside],
      ['8,70,25,75', B.tooLarge],
    ] as const) {
      const result = parse(value);
      expect(result.success, String(value)).toBe(false);
      expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['bbox'], message })]);
    }
  });
});

describe('boxOfView', () => {
  it('searches a city’s view as it is, to 5 decimals', () => {
    expect(boxOfView({ south: 26.8123456, west: 75.7, north: 27.0, east: 75.9 })).toEqual({
      south: 26.81235,
      west: 75.7,
      north: 27,
      east: 75.9,
    });
  });

  it('clips a view across the border to India', () => {
    expect(boxOfView({ south: 27, west: 66, north: 29, east: 70 })).toEqual({
      south: 27,
      west: 68,
      north: 29,
      east: 70,
    });
  });

  it('gives no box for a view wider than a search takes, or outside India', () => {
    expect(boxOfView({ south: 10, west: 70, north: 30, east: 90 })).toBeNull();
    expect(boxOfView({ south: 40, west: 100, north: 41, east: 101 })).toBeNull();
  });

  it('is read back by the search as the same box', () => {
    const box = boxOfView({ south: 28.4, west: 76.9, north: 28.9, east: 77.4 });
    if (!box) throw new Error('no box');
    expect(parseBoundingBox(formatBoundingBox(box))).toEqual({ box });
    expect(propertySearchSchema.parse({ bbox: formatBoundingBox(box) }).bbox).toEqual(box);
  });
});
