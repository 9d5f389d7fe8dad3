import { VIEW_INQUIRY_MESSAGE } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { inquiries, properties, propertyImages, user } from './schema.ts';
import { buildDemoUsers, buildProperty, createRng } from './seed/factory.ts';

let database: DatabaseHandle;
const [poster] = buildDemoUsers();
const rng = createRng(7);

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.insert(user).values(poster!);
});

afterAll(async () => {
  await database.close();
});

function listing(overrides: Partial<typeof properties.$inferInsert> = {}) {
  const { property } = buildProperty(rng, { posters: [{ id: poster!.id, type: 'owner' }] });
  return { ...property, ...overrides };
}

async function insertListing(overrides: Partial<typeof properties.$inferInsert> = {}): Promise<string> {
  const [row] = await database.db.insert(properties).values(listing(overrides)).returning({ id: properties.id });
  return row!.id;
}

describe('the database schema', () => {
  it('derives the lower-case search text from title, description, city and locality', async () => {
    const id = await insertListing({
      title: 'Sunny FLAT',
      description: 'Near the Fort',
      city: 'Bikaner',
      locality: 'Rani Bazar',
    });
    const rows = await database.db.select({ searchText: properties.searchText }).from(properties);
    expect(rows.some((row) => row.searchText === 'sunny flat near the fort bikaner rani bazar')).toBe(true);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps prices beyond the 32-bit range exactly', async () => {
    await insertListing({ title: 'Large commercial campus', price: 3_500_000_000 });
    const rows = await database.db.select({ price: properties.price }).from(properties);
    expect(rows.map((row) => row.price)).toContain(3_500_000_000);
  });

  it.each([
    ['a purpose outside sell, rent and pg', { purpose: 'lease' }],
    ['a negative price', { price: -1 }],
    ['a negative security deposit', { securityDeposit: -500 }],
    ['a score above 100', { propertyScore: 101 }],
    ['a poster type outside owner, builder and agent', { postedByType: 'admin' }],
    ['an unknown furnishing', { furnishing: 'luxury' }],
  ])('refuses %s', async (_, overrides) => {
    await expect(insertListing(overrides as Partial<typeof properties.$inferInsert>)).rejects.toThrow();
  });

  it('keeps one picture per position of a listing', async () => {
    const propertyId = await insertListing();
    await database.db.insert(propertyImages).values({ propertyId, position: 0, url: '/images/demo/plot.svg' });
    await expect(
      database.db.insert(propertyImages).values({ propertyId, position: 0, url: '/images/demo/villa-garden.svg' }),
    ).rejects.toThrow();
  });

  it('records one view per viewer per property, but any number of other inquiries', async () => {
    const propertyId = await insertListing();
    const view = { propertyId, userId: poster!.id, message: VIEW_INQUIRY_MESSAGE };
    await database.db.insert(inquiries).values(view);
    await expect(database.db.insert(inquiries).values(view)).rejects.toThrow();
    const question = { propertyId, userId: poster!.id, message: 'Is parking included?' };
    await database.db.insert(inquiries).values([question, question]);
  });

  it('removes pictures and inquiries with their listing', async () => {
    const propertyId = await insertListing();
    await database.db.insert(propertyImages).values({ propertyId, position: 0, url: '/images/demo/plot.svg' });
    await database.db.insert(inquiries).values({ propertyId, userId: poster!.id, message: VIEW_INQUIRY_MESSAGE });
    await database.db.delete(properties).where(eq(properties.id, propertyId));
    expect(await database.db.select().from(propertyImages).where(eq(propertyImages.propertyId, propertyId))).toEqual(
      [],
    );
    expect(await database.db.select().from(inquiries).where(eq(inquiries.propertyId, propertyId))).toEqual([]);
  });
});
