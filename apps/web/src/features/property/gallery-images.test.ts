import { describe, expect, it } from 'vitest';
import { detailImage, galleryImages } from './gallery-images';

const FOLDER = 'abcdefghijklmnop';

describe('detailImage', () => {
  it('gives an upload its detail size, even from its card key', () => {
    expect(detailImage(`properties/${FOLDER}/detail.webp`)).toBe(`properties/${FOLDER}/detail.webp`);
    expect(detailImage(`properties/${FOLDER}/card.webp`)).toBe(`properties/${FOLDER}/detail.webp`);
  });

  it('leaves links and other keys as they are', () => {
    expect(detailImage('https://cdn.example.in/a.jpg')).toBe('https://cdn.example.in/a.jpg');
    expect(detailImage('properties/p1/cover.webp')).toBe('properties/p1/cover.webp');
  });
});

describe('galleryImages', () => {
  it('puts the cover first, keeps the others in order and resolves each to an address', () => {
    const images = ['https://cdn.example.in/a.jpg', `properties/${FOLDER}/card.webp`, 'https://cdn.example.in/c.jpg'];
    expect(galleryImages({ images, coverImageIndex: 1, type: 'residential' })).toEqual([
      `/media/properties/${FOLDER}/detail.webp`,
      'https://cdn.example.in/a.jpg',
      'https://cdn.example.in/c.jpg',
    ]);
  });

  it('falls back to the first picture for a cover index that points nowhere', () => {
    const images = ['https://cdn.example.in/a.jpg', 'https://cdn.example.in/b.jpg'];
    expect(galleryImages({ images, coverImageIndex: 5, type: 'residential' })).toEqual(images);
  });

  it('gives the stock picture for a value no browser can load, and nothing for no pictures', () => {
    expect(galleryImages({ images: ['ftp://x'], coverImageIndex: 0, type: 'commercial' })).toEqual([
      '/images/default-commercial.svg',
    ]);
    expect(galleryImages({ images: [], coverImageIndex: 0, type: 'residential' })).toEqual([]);
  });
});
