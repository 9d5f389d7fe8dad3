import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { uploadVariantKeys } from '@aangan/domain';
import { makeJpeg } from '@aangan/testing';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { upload } from '../../../test/listings.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let testApp: TestApp;
let owner: Account;
let uploadsDir: string;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createVerifiedAccount(testApp);
  uploadsDir = path.join(testApp.config.dataDir, 'uploads');
});

afterAll(async () => {
  await testApp.close();
});

async function storedFiles(): Promise<string[]> {
  if (!existsSync(uploadsDir)) return [];
  return (await readdir(uploadsDir, { recursive: true })).filter((name) => name.endsWith('.webp')).sort();
}

describe('POST /api/media', () => {
  it('stores a signed-in owner’s photo in two WebP sizes, served with long cache headers', async () => {
    const response = await upload(testApp, await makeJpeg(2400, 1600, true), 'front.jpg', owner.cookie);
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ width: 1280, height: 853 });
    expect(body.key).toMatch(/^properties\/[\w-]+\/detail\.webp$/);
    expect(body.url).toBe(`/media/${body.key}`);

    for (const key of uploadVariantKeys(body.key)) {
      const served = await testApp.app.inject({ method: 'GET', url: `/media/${key}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('asks a guest to sign in and stores nothing', async () => {
    const before = await storedFiles();
    const response = await upload(testApp, await makeJpeg(400, 300), 'a.jpg');
    expect(response.statusCode).toBe(401);
    expect(await storedFiles()).toEqual(before);
  });

  it.each([
    [
      'an oversize file → 413 with the spec’s words',
      'huge.jpg',
      'image/jpeg',
      413,
      'File huge.jpg is too large (max 5MB)',
    ],
    ['a text file named .jpg → 415', 'notes.jpg', 'image/jpeg', 415, 'Please upload a JPG, PNG or WEBP image.'],
    [
      'a corrupt JPEG → 400',
      'broken.jpg',
      'image/jpeg',
      400,
      'This image could not be read. Please choose another file.',
    ],
  ])('refuses %s, storing nothing', async (_name, filename, type, status, message) => {
    const before = await storedFiles();
    const jpeg = await makeJpeg(1200, 900);
    const content =
      filename === 'huge.jpg'
        ? Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)])
        : filename === 'notes.jpg'
          ? Buffer.from('just some text, not a picture')
          : jpeg.subarray(0, 600);
    const response = await upload(testApp, content, filename, owner.cookie, type);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json().error.message).toBe(message);
    expect(await storedFiles()).toEqual(before);
  });

  it('answers 404 for a picture that is not there, and serves nothing outside the uploads', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/media/properties/none/detail.webp' })).statusCode).toBe(
      404,
    );
    const outside = await testApp.app.inject({ method: 'GET', url: '/media/..%2f..%2fauth-secret' });
    expect(outside.statusCode).toBe(404);
  });
});
