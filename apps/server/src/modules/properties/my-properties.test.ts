import type { MyPropertiesPage } from '@aangan/domain';
import { listingBody } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties } from '../../db/schema.ts';

let testApp: TestApp;
let owner: Account;
let other: Account;

async function list(account: Account, body: ReturnType<typeof listingBody>): Promise<string> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: { cookie: account.cookie },
    payload: body as unknown as Record<string, unknown>,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

function dashboard(account: Account | undefined, query = '') {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/me/properties${query}`,
    headers: account ? { cookie: account.cookie } : {},
  });
}

beforeAll(async () => {
  testApp = await createTestApp({ SEED_DEMO: 'false' });
  owner = await createVerifiedAccount(testApp);
  other = await createVerifiedAccount(testApp);
  const rent = await list(owner, listingBody({ title: 'Sunny flat near Junagarh' }));
  await list(
    owner,
    listingBody({
      title: 'Haveli for sale',
      purpose: 'sell',
      price: 9_500_000,
      securityDeposit: undefined,
      tenantPreference: undefined,
      location: { city: 'Jaipur', locality: 'Bani Park', address: '7 Station Road', pincode: '302016' },
    }),
  );
  await list(owner, listingBody({ title: 'Room for students', purpose: 'pg' }));
  await list(other, listingBody({ title: 'Someone else’s flat in Bikaner' }));
  // Views and verification are the server's: set them as the view recording and the team would.
  await testApp.database.db
    .update(properties)
    .set({ views: 7, verificationStatus: true })
    .where(eq(properties.id, rent));
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/me/properties', () => {
  it('lists only the owner’s listings, newest first, with the summary over all of them', async () => {
    const response = await dashboard(owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page: MyPropertiesPage = response.json();
    expect(page.items.map((item) => item.title)).toEqual([
      'Room for students',
      'Haveli for sale',
      'Sunny flat near Junagarh',
    ]);
    expect(page.summary).toEqual({ total: 3, byPurpose: { sell: 1, rent: 1, pg: 1 }, views: 7, verified: 1 });
  });

  it('matches title, city or locality case-insensitively, within the purpose tab', async () => {
    const titles = async (query: string) =>
      ((await dashboard(owner, query)).json() as MyPropertiesPage).items.map((item) => item.title);
    expect(await titles('?q=JUNAGARH')).toEqual(['Sunny flat near Junagarh']);
    expect(await titles('?q=jaipur')).toEqual(['Haveli for sale']);
    expect(await titles('?q=bani%20park')).toEqual(['Haveli for sale']);
    expect(await titles('?purpose=pg')).toEqual(['Room for students']);
    expect(await titles('?q=bikaner&purpose=sell')).toEqual([]);
    expect(await titles('?q=100%25')).toEqual([]);
    // The summary does not follow the search.
    expect(((await dashboard(owner, '?q=jaipur')).json() as MyPropertiesPage).summary.total).toBe(3);
  });

  it('asks a guest to sign in and refuses bad parameters', async () => {
    expect((await dashboard(undefined)).statusCode).toBe(401);
    const bad = await dashboard(owner, '?purpose=buy');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('purpose');
    expect((await dashboard(owner, '?userId=someone')).statusCode).toBe(400);
  });
});
