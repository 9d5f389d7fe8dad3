import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMMERCIAL_IMAGE,
  DEFAULT_HOUSE_IMAGE,
  defaultImageFor,
  MEDIA_BASE_PATH,
  resolveImageUrl,
} from './resolve.ts';

describe('defaultImageFor', () => {
  it('gives the stock house picture for residential listings and when the type is unknown', () => {
    expect(defaultImageFor('residential')).toBe(DEFAULT_HOUSE_IMAGE);
    expect(defaultImageFor()).toBe(DEFAULT_HOUSE_IMAGE);
  });

  it('gives a different picture for commercial listings', () => {
    expect(defaultImageFor('commercial')).toBe(DEFAULT_COMMERCIAL_IMAGE);
    expect(DEFAULT_COMMERCIAL_IMAGE).not.toBe(DEFAULT_HOUSE_IMAGE);
  });

  it('points at pictures the web app serves from its own origin, which resolve as they are', () => {
    for (const image of [DEFAULT_HOUSE_IMAGE, DEFAULT_COMMERCIAL_IMAGE]) {
      expect(image.startsWith('/') && !image.startsWith('//'), image).toBe(true);
      expect(resolveImageUrl(image)).toBe(image);
    }
  });
});

describe('resolveImageUrl', () => {
  it.each([[''], ['   '], ['\n\t'], [null], [undefined]])(
    'gives the default picture for an empty value (%j)',
    (value) => {
      expect(resolveImageUrl(value)).toBe(DEFAULT_HOUSE_IMAGE);
      expect(resolveImageUrl(value, 'residential')).toBe(DEFAULT_HOUSE_IMAGE);
      expect(resolveImageUrl(value, 'commercial')).toBe(DEFAULT_COMMERCIAL_IMAGE);
    },
  );

  it.each([
    'https://cdn.example.com/a.jpg',
    'http://cdn.example.com/a.jpg',
    'HTTPS://cdn.example.com/A.JPG',
    'https://cdn.example.com/a.jpg?w=800&h=600#x',
  ])('uses the web address %s as is', (url) => {
    expect(resolveImageUrl(url)).toBe(url);
    expect(resolveImageUrl(url, 'commercial')).toBe(url);
  });

  it('uses a data:image value as is', () => {
    const dataUrl = 'data:image/png;base64,iVBORw0KGgo=';
    expect(resolveImageUrl(dataUrl)).toBe(dataUrl);
    expect(resolveImageUrl('data:image/webp;base64,UklGRg==')).toBe('data:image/webp;base64,UklGRg==');
  });

  it('reads storage keys under properties/ and users/ from the public media path', () => {
    expect(resolveImageUrl('properties/abc/1.webp')).toBe('/media/properties/abc/1.webp');
    expect(resolveImageUrl('properties/abc/1.webp')).toBe(`${MEDIA_BASE_PATH}properties/abc/1.webp`);
    expect(resolveImageUrl('users/u1/avatar.png')).toBe('/media/users/u1/avatar.png');
    expect(resolveImageUrl('properties/x.jpg', 'commercial')).toBe('/media/properties/x.jpg');
  });

  it('uses a value starting with / as is', () => {
    expect(resolveImageUrl('/images/demo/flat-1.jpg')).toBe('/images/demo/flat-1.jpg');
    expect(resolveImageUrl('/media/properties/a.webp')).toBe('/media/properties/a.webp');
    // Protocol-relative: as the spec says, as is; it is a web address, which is used as is anyway.
    expect(resolveImageUrl('//cdn.example.com/a.jpg')).toBe('//cdn.example.com/a.jpg');
  });

  it('trims the value before deciding', () => {
    expect(resolveImageUrl('  https://cdn.example.com/a.jpg  ')).toBe('https://cdn.example.com/a.jpg');
    expect(resolveImageUrl(' properties/a.webp\n')).toBe('/media/properties/a.webp');
  });

  it.each([
    'a.jpg',
    'images/a.jpg',
    'property/a.jpg',
    'user/a.jpg',
    'Properties/a.jpg',
    'ftp://example.com/a.jpg',
    'javascript:alert(1)',
    'data:text/html,<p>x</p>',
    'blob:https://example.com/1',
    'http:/example.com/a.jpg',
    'https:example.com',
  ])('gives the default picture for anything else (%s), commercial ones their own', (value) => {
    expect(resolveImageUrl(value)).toBe(DEFAULT_HOUSE_IMAGE);
    expect(resolveImageUrl(value, 'commercial')).toBe(DEFAULT_COMMERCIAL_IMAGE);
  });
});
