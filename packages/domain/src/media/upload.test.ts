import { describe, expect, it } from 'vitest';
import {
  ACCEPTED_IMAGE_EXTENSIONS,
  ACCEPTED_IMAGE_TYPES,
  formatMegabytes,
  hasAcceptedImageExtension,
  IMAGE_INPUT_ACCEPT,
  IMAGE_TOO_LARGE_HINT,
  imageTooLargeMessage,
  isAcceptedImageType,
  isImageFile,
  isImageTooLarge,
  MAX_IMAGE_BYTES,
  parseImageUrl,
} from './upload.ts';

const MB = 1024 * 1024;

describe('the size limit', () => {
  it('defaults to MAX_IMAGE_BYTES per file, and says so', () => {
    expect(isImageTooLarge(MAX_IMAGE_BYTES)).toBe(false);
    expect(isImageTooLarge(MAX_IMAGE_BYTES + 1)).toBe(true);
    expect(imageTooLargeMessage('a.png')).toBe(imageTooLargeMessage('a.png', MAX_IMAGE_BYTES));
  });

  it('allows a file of exactly the limit and refuses one byte more', () => {
    expect(isImageTooLarge(5 * MB)).toBe(false);
    expect(isImageTooLarge(5 * MB + 1)).toBe(true);
    expect(isImageTooLarge(0)).toBe(false);
    expect(isImageTooLarge(1)).toBe(false);
  });

  it('takes another limit as a parameter', () => {
    expect(isImageTooLarge(2 * MB, MB)).toBe(true);
    expect(isImageTooLarge(MB, MB)).toBe(false);
    expect(isImageTooLarge(6 * MB, 10 * MB)).toBe(false);
  });

  it('counts a size that is not a number as too large', () => {
    expect(isImageTooLarge(Number.NaN)).toBe(true);
    expect(isImageTooLarge(Number.POSITIVE_INFINITY)).toBe(true);
  });
});

describe('the oversize messages', () => {
  it("reads 'File {name} is too large (max 5MB)' by default", () => {
    expect(imageTooLargeMessage('living-room.jpg')).toBe('File living-room.jpg is too large (max 5MB)');
  });

  it('states the limit in force', () => {
    expect(imageTooLargeMessage('a.png', 10 * MB)).toBe('File a.png is too large (max 10MB)');
    expect(imageTooLargeMessage('a.png', 2.5 * MB)).toBe('File a.png is too large (max 2.5MB)');
    expect(imageTooLargeMessage('a.png', 512 * 1024)).toBe('File a.png is too large (max 0.5MB)');
  });

  it('keeps the file name as given', () => {
    expect(imageTooLargeMessage('My Photo (1).webp')).toBe('File My Photo (1).webp is too large (max 5MB)');
  });

  it('asks to compress or choose a smaller image', () => {
    expect(IMAGE_TOO_LARGE_HINT).toBe('Please compress your image or choose a smaller one.');
  });

  it('states megabytes without grouping and with at most two decimals', () => {
    expect(formatMegabytes(5 * MB)).toBe('5MB');
    expect(formatMegabytes(1.25 * MB)).toBe('1.25MB');
    expect(formatMegabytes(MB / 3)).toBe('0.33MB');
    expect(formatMegabytes(2048 * MB)).toBe('2048MB');
  });
});

describe('accepted types', () => {
  it('are offered by the file picker exactly as the checks accept them', () => {
    expect(IMAGE_INPUT_ACCEPT.split(',').sort()).toEqual(
      [...ACCEPTED_IMAGE_TYPES, ...ACCEPTED_IMAGE_EXTENSIONS].sort(),
    );
    for (const type of ACCEPTED_IMAGE_TYPES) {
      expect(isAcceptedImageType(type), type).toBe(true);
      expect(isImageFile(type), type).toBe(true);
    }
    for (const extension of ACCEPTED_IMAGE_EXTENSIONS) {
      expect(hasAcceptedImageExtension(`photo${extension}`), extension).toBe(true);
    }
  });

  it.each(['image/jpeg', 'image/png', 'image/webp', 'IMAGE/JPEG', ' image/png '])('accept %j', (mime) => {
    expect(isAcceptedImageType(mime)).toBe(true);
  });

  it.each(['image/gif', 'image/svg+xml', 'image/heic', 'image/jpg', 'application/pdf', 'text/plain', 'image', ''])(
    'refuse %j',
    (mime) => {
      expect(isAcceptedImageType(mime)).toBe(false);
    },
  );

  it.each(['a.jpg', 'a.JPEG', 'photo.final.png', 'x.webp', ' b.jpg '])('accept the file name %j', (name) => {
    expect(hasAcceptedImageExtension(name)).toBe(true);
  });

  it.each(['a.gif', 'a.jpg.exe', 'jpg', 'a', '', 'a.svg'])('refuse the file name %j', (name) => {
    expect(hasAcceptedImageExtension(name)).toBe(false);
  });
});

describe('isImageFile (drag and drop)', () => {
  it.each(['image/jpeg', 'image/gif', 'image/svg+xml', 'image/heic', 'Image/PNG'])('takes %s', (mime) => {
    expect(isImageFile(mime)).toBe(true);
  });

  it.each(['application/pdf', 'text/plain', 'video/mp4', '', 'image', 'x-image/png'])('ignores %j', (mime) => {
    expect(isImageFile(mime)).toBe(false);
  });
});

describe('parseImageUrl (adding an image by URL)', () => {
  it.each([
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['http://cdn.example.com/a.jpg', 'http://cdn.example.com/a.jpg'],
    ['  https://cdn.example.com/a.jpg \n', 'https://cdn.example.com/a.jpg'],
    ['HTTPS://CDN.EXAMPLE.COM/A.JPG', 'HTTPS://CDN.EXAMPLE.COM/A.JPG'],
    ['https://cdn.example.com', 'https://cdn.example.com'],
    ['https://cdn.example.com:8443/a.jpg?w=800#x', 'https://cdn.example.com:8443/a.jpg?w=800#x'],
    [
      'https://images.unsplash.com/photo-1?auto=format&fit=crop',
      'https://images.unsplash.com/photo-1?auto=format&fit=crop',
    ],
  ])('adds %j, trimmed', (input, url) => {
    expect(parseImageUrl(input)).toBe(url);
  });

  it.each([
    '',
    '   ',
    'https://',
    'http:// ',
    'cdn.example.com/a.jpg',
    'www.example.com/a.jpg',
    'ftp://example.com/a.jpg',
    'data:image/png;base64,iVBORw0KGgo=',
    'javascript:alert(1)',
    '/images/a.jpg',
    'properties/a.jpg',
    'http:/example.com',
    'https:example.com',
    'see https://example.com/a.jpg',
    'https:///a.jpg',
    'https://?q=1',
    'https://#top',
    'https://cdn.example.com/my photo.jpg',
  ])('refuses %j', (input) => {
    expect(parseImageUrl(input)).toBeNull();
  });
});
