import type { Property, PropertyPage } from '@aangan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { seedDemoData } from '../../db/seed/demo-seed.ts';

let testApp: TestApp;

async function getPage(query: string): Promise<PropertyPage> {
  const response = await testApp.app.inject(`/api/properties${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<PropertyPage>();
}

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/properties on an empty database', () => {
  it('answers an empty first page', async () => {
    expect(await getPage('')).toEqual({ items: [], total: 0, totalCapped: false, page: 1, limit: 12 });
    const stats = await testApp.app.inject('/api/properties/stats');
    expect(stats.json()).toEqual({ total: 0 });
  });
});

describe('GET /api/properties with the demo listings', () => {
  let seeded: number;

  beforeAll(async () => {
    ({ inserted: seeded } = await seedDemoData(testApp.database.db));
  });

  it('seeds once: a second run inserts nothing', async () => {
    expect(seeded).toBeGreaterThanOrEqual(50);
    expect(await seedDemoData(testApp.database.db)).toEqual({ inserted: 0 });
  });

  it('lists the newest listings first with the total', async () => {
    const page = await getPage('?limit=6');
    expect(page.total).toBe(seeded);
    expect(page.items).toHaveLength(6);
    const created = page.items.map((item) => Date.parse(item.createdAt));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it('speaks the app shape of docs/product.md §3', async () => {
    const [item] = (await getPage('?limit=1')).items as [Property];
    expect(item).toMatchObject({
      id: expect.any(String),
      title: expect.any(String),
      purpose: expect.stringMatching(/^(sell|rent|pg)$/),
      type: expect.stringMatching(/^(residential|commercial)$/),
      price: expect.any(Number),
      coverImageIndex: 0,
      verificationStatus: expect.any(Boolean),
      location: { city: expect.any(String), locality: expect.any(String) },
      postedBy: { id: expect.any(String), name: expect.any(String) },
    });
    expect(item.images.length).toBeGreaterThan(0);
    expect(item).not.toHaveProperty('postedById');
    expect(item.postedBy).not.toHaveProperty('contactInfo');
  });

  it('pages without overlap', async () => {
    const first = await getPage('?limit=5&page=1');
    const second = await getPage('?limit=5&page=2');
    const firstIds = new Set(first.items.map((item) => item.id));
    expect(second.items).toHaveLength(5);
    expect(second.items.some((item) => firstIds.has(item.id))).toBe(false);
  });

  it('maps the buy tab to stored sell listings', async () => {
    const page = await getPage('?purpose=buy&limit=50');
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((item) => item.purpose === 'sell')).toBe(true);
  });

  it('filters the commercial tab by type', async () => {
    const page = await getPage('?type=commercial&limit=50');
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((item) => item.type === 'commercial')).toBe(true);
  });

  it('counts every listing for the hero badge', async () => {
    const stats = await testApp.app.inject('/api/properties/stats');
    expect(stats.json()).toEqual({ total: seeded });
  });

  it.each([
    ['?limit=51', 'limit', 'Limit must be at most 50'],
    ['?page=abc', 'page', 'Page must be a number'],
    ['?purpose=lease', 'purpose', 'Purpose must be one of buy, rent or pg'],
  ])('rejects %s with 400 naming the field', async (query, field, message) => {
    const response = await testApp.app.inject(`/api/properties${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: `Please check ${field}.`, fields: { [field]: message } },
    });
  });
});
