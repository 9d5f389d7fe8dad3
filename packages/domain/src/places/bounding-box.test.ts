import { describe, expect, it } from 'vitest';
import { propertySearchSchema } from '../search/filters.ts';
import { BBOX_MESSAGES as B, BBOX_MAX_SPAN_DEGREES, parseBoundingBox } from './bounding-box.ts';

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
