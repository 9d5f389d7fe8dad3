import { describe, expect, it } from 'vitest';
import { cardImage, isUploadKey, uploadKey, uploadVariantKeys } from './variants.ts';

const folder = 'Zq3xk9_Lm2Pw8Rt5';

describe('upload keys', () => {
  it('names both sizes of an upload', () => {
    expect(uploadKey(folder, 'detail')).toBe(`properties/${folder}/detail.webp`);
    expect(uploadVariantKeys(`properties/${folder}/card.webp`)).toEqual([
      `properties/${folder}/detail.webp`,
      `properties/${folder}/card.webp`,
    ]);
  });

  it.each([`properties/${folder}/detail.webp`, `properties/${folder}/card.webp`])('accepts %s', (key) =>
    expect(isUploadKey(key)).toBe(true),
  );

  it.each([
    `properties/../${folder}/detail.webp`,
    `properties/${folder}/detail.jpg`,
    `properties/short/detail.webp`,
    `users/${folder}/detail.webp`,
    `/media/properties/${folder}/detail.webp`,
    'https://example.com/a.webp',
  ])('refuses %s', (key) => {
    expect(isUploadKey(key)).toBe(false);
    expect(uploadVariantKeys(key)).toEqual([]);
  });

  it('gives cards the small size of an upload and external pictures as they are', () => {
    expect(cardImage(`properties/${folder}/detail.webp`)).toBe(`properties/${folder}/card.webp`);
    expect(cardImage('https://example.com/a.jpg')).toBe('https://example.com/a.jpg');
  });
});
