import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Property, SERVER_OWNED_LISTING_FIELDS, uploadVariantKeys } from '@aangan/domain';
import { listingBody, makeJpeg } from '@aangan/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { sendAs, upload } from '../../../test/listings.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties, propertyImages } from '../../db/schema.ts';

let testApp: TestApp;
let owner: Account;
let stranger: Account;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createVerifiedAccount(testApp, { name: 'Ravi Owner' });
  stranger = await createVerifiedAccount(testApp, { name: 'Sita Stranger' });
});

afterAll(async () => {
  await testApp.close();
});

function send(method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, cookie?: string, payload?: unknown) {
  return sendAs(testApp, method, url, cookie, payload);
}

async function uploadKey(account: Account): Promise<string> {
  const response = await upload(testApp, await makeJpeg(900, 600), 'room.jpg', account.cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().key;
}

async function create(account: Account, overrides = {}): Promise<string> {
  const response = await send('POST', '/api/properties', account.cookie, listingBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

const storedFile = (key: string) => path.join(testApp.config.dataDir, 'uploads', key);

describe('POST /api/properties', () => {
  it('stores the listing with its uploaded picture as cover, the poster from the session and the score computed', async () => {
    const key = await uploadKey(owner);
    const id = await create(owner, { images: ['https://images.example.com/a.jpg', key], coverImageIndex: 1 });

    const edit = await send('GET', `/api/properties/${id}/edit`, owner.cookie);
    expect(edit.statusCode).toBe(200);
    const property: Property = edit.json();
    expect(property).toMatchObject({
      id,
      title: '2 BHK flat near Junagarh',
      purpose: 'rent',
      price: 18000,
      priceInWords: 'Eighteen Thousand',
      images: [key, 'https://images.example.com/a.jpg'],
      coverImageIndex: 0,
      views: 0,
      verificationStatus: false,
      propertyScore: 100,
      postedBy: { id: owner.id, type: 'owner', name: 'Ravi Owner' },
    });
    const [image] = await testApp.database.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, id))
      .orderBy(propertyImages.position);
    expect(image).toMatchObject({ url: key, position: 0, width: 900, height: 600 });

    const search = await send('GET', '/api/properties?q=junagarh');
    expect(search.json().items.map((item: Property) => item.id)).toContain(id);
  });

  it('asks a guest to sign in with the spec’s words', async () => {
    const response = await send('POST', '/api/properties', undefined, listingBody());
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Authentication required: Please login to list a property');
  });

  it.each(
    SERVER_OWNED_LISTING_FIELDS.filter((field) =>
      ['views', 'verificationStatus', 'propertyScore', 'postedBy'].includes(field),
    ),
  )('refuses the server-owned field %s', async (field) => {
    const response = await send('POST', '/api/properties', owner.cookie, { ...listingBody(), [field]: 1 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('refuses unknown fields and invalid values, naming the field', async () => {
    const unknown = await send('POST', '/api/properties', owner.cookie, { ...listingBody(), hacker: true });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toContain('hacker');
    const noTitle = await send('POST', '/api/properties', owner.cookie, listingBody({ title: '' }));
    expect(noTitle.statusCode).toBe(400);
    expect(Object.keys(noTitle.json().error.fields)).toContain('title');
  });

  it('refuses a picture someone else uploaded', async () => {
    const theirs = await uploadKey(stranger);
    const response = await send('POST', '/api/properties', owner.cookie, listingBody({ images: [theirs] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('images');
  });

  it('leaves nothing behind when a write after the property insert fails', async () => {
    const db = testApp.database.db;
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(properties))[0]?.n;
    const before = await count();
    // A real failure inside the transaction: the database refuses every picture row.
    await db.execute(sql`alter table property_images add constraint test_refuse_images check (position < 0) not valid`);
    try {
      const response = await send('POST', '/api/properties', owner.cookie, listingBody());
      expect(response.statusCode).toBe(500);
    } finally {
      await db.execute(sql`alter table property_images drop constraint test_refuse_images`);
    }
    expect(await count()).toBe(before);
  });
});

describe('PATCH and DELETE /api/properties/:id', () => {
  it('lets the poster update; the price and score change, a dropped upload is removed from storage', async () => {
    const first = await uploadKey(owner);
    const second = await uploadKey(owner);
    const id = await create(owner, { images: [first, second] });
    const response = await send(
      'PATCH',
      `/api/properties/${id}`,
      owner.cookie,
      listingBody({ price: 21000, images: [second], description: 'Short.' }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const property: Property = (await send('GET', `/api/properties/${id}/edit`, owner.cookie)).json();
    expect(property).toMatchObject({ price: 21000, images: [second], propertyScore: 80 });
    for (const dropped of uploadVariantKeys(first)) expect(existsSync(storedFile(dropped))).toBe(false);
    for (const kept of uploadVariantKeys(second)) expect(existsSync(storedFile(kept))).toBe(true);
  });

  it('refuses everyone else: 403 for another user, 401 for a guest, 404 for a missing id', async () => {
    const id = await create(owner);
    const body = listingBody({ price: 1 });
    expect((await send('PATCH', `/api/properties/${id}`, stranger.cookie, body)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/properties/${id}`, stranger.cookie)).statusCode).toBe(403);
    expect((await send('GET', `/api/properties/${id}/edit`, stranger.cookie)).statusCode).toBe(403);
    expect((await send('PATCH', `/api/properties/${id}`, undefined, body)).statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    const notFound = await send('PATCH', `/api/properties/${missing}`, owner.cookie, body);
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json().error.message).toBe('Property not found. It may have been deleted.');
    expect((await send('DELETE', '/api/properties/not-a-uuid', owner.cookie)).statusCode).toBe(404);
    const edit: Property = (await send('GET', `/api/properties/${id}/edit`, owner.cookie)).json();
    expect(edit.price).toBe(18000);
  });

  it('refuses adding a stranger’s upload on update', async () => {
    const id = await create(owner);
    const theirs = await uploadKey(stranger);
    const response = await send('PATCH', `/api/properties/${id}`, owner.cookie, listingBody({ images: [theirs] }));
    expect(response.statusCode).toBe(400);
    expect(existsSync(storedFile(theirs))).toBe(true);
  });

  it('deletes the poster’s listing, then its pictures from storage', async () => {
    const key = await uploadKey(owner);
    const id = await create(owner, { images: [key] });
    const response = await send('DELETE', `/api/properties/${id}`, owner.cookie);
    expect(response.statusCode).toBe(204);
    expect((await send('GET', `/api/properties/${id}/edit`, owner.cookie)).statusCode).toBe(404);
    const rows = await testApp.database.db.select().from(propertyImages).where(eq(propertyImages.propertyId, id));
    expect(rows).toEqual([]);
    for (const stored of uploadVariantKeys(key)) expect(existsSync(storedFile(stored))).toBe(false);
  });
});
