import { MAX_SAVED_PROPERTIES, PROPERTY_ACTION_MESSAGES, type Property, SAVED_PAGE_SIZE } from '@aangan/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount, getMe } from '../../../test/accounts.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let testApp: TestApp;
let owner: Account;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createVerifiedAccount(testApp, { name: 'Ravi Owner' });
});

afterAll(async () => {
  await testApp.close();
});

const missingId = '00000000-0000-4000-8000-000000000000';
const save = (account: Account, id: string) => sendAs(testApp, 'PUT', `/api/me/saved/${id}`, account.cookie);
const unsave = (account: Account, id: string) => sendAs(testApp, 'DELETE', `/api/me/saved/${id}`, account.cookie);

async function savedIds(account: Account): Promise<string[]> {
  const response = await sendAs(testApp, 'GET', '/api/me/saved/ids', account.cookie);
  expect(response.statusCode).toBe(200);
  return response.json().ids;
}

/** Fills a list to the limit in one statement: listing 500 properties through the API would only be slow. */
async function fillSavedList(collector: Account): Promise<void> {
  await testApp.database.db.execute(sql`
    with filler as (
      insert into properties (title, purpose, type, sub_type, price, city, locality, address, pincode, posted_by_id, posted_by_type)
      select 'Filler ' || n, 'sell', 'residential', 'flat', 1000000, 'Bikaner', 'Rani Bazar', '1 Station Road', '334001', ${owner.id}, 'owner'
      from generate_series(1, ${MAX_SAVED_PROPERTIES}) as n
      returning id
    )
    insert into saved_properties (user_id, property_id) select ${collector.id}, id from filler`);
}

describe('saved properties', () => {
  it('saves, lists newest first, counts in the profile and unsaves; repeating either changes nothing', async () => {
    const buyer = await createVerifiedAccount(testApp);
    const first = await createListing(testApp, owner.cookie, { title: 'First flat' });
    const second = await createListing(testApp, owner.cookie, { title: 'Second flat' });

    expect((await save(buyer, first)).statusCode).toBe(204);
    expect((await save(buyer, second)).statusCode).toBe(204);
    expect((await save(buyer, first)).statusCode).toBe(204);

    const list = await sendAs(testApp, 'GET', '/api/me/saved', buyer.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.json().items.map((item: Property) => item.title)).toEqual(['Second flat', 'First flat']);
    expect(await savedIds(buyer)).toEqual([second, first]);
    expect((await getMe(testApp, buyer.cookie)).json().counts.saved).toBe(2);

    const detail = await sendAs(testApp, 'GET', `/api/properties/${first}`, buyer.cookie);
    expect(detail.json().viewer.isSaved).toBe(true);

    expect((await unsave(buyer, first)).statusCode).toBe(204);
    expect((await unsave(buyer, first)).statusCode).toBe(204);
    expect(await savedIds(buyer)).toEqual([second]);
    expect((await getMe(testApp, buyer.cookie)).json().counts.saved).toBe(1);
  });

  it('keeps each person’s list to themselves', async () => {
    const buyer = await createVerifiedAccount(testApp);
    const other = await createVerifiedAccount(testApp);
    const id = await createListing(testApp, owner.cookie);
    await save(buyer, id);

    expect(await savedIds(other)).toEqual([]);
    expect((await unsave(other, id)).statusCode).toBe(204);
    expect(await savedIds(buyer)).toEqual([id]);
  });

  it('needs sign-in and an existing listing', async () => {
    const buyer = await createVerifiedAccount(testApp);
    const id = await createListing(testApp, owner.cookie);
    expect((await sendAs(testApp, 'PUT', `/api/me/saved/${id}`)).statusCode).toBe(401);
    expect((await sendAs(testApp, 'GET', '/api/me/saved')).statusCode).toBe(401);
    expect((await sendAs(testApp, 'GET', '/api/me/saved/ids')).statusCode).toBe(401);
    expect((await save(buyer, missingId)).statusCode).toBe(404);
    expect((await save(buyer, 'not-a-uuid')).statusCode).toBe(404);
    expect(await savedIds(buyer)).toEqual([]);
  });

  it('drops a listing from every saved list when it is deleted', async () => {
    const buyer = await createVerifiedAccount(testApp);
    const id = await createListing(testApp, owner.cookie);
    await save(buyer, id);
    expect((await sendAs(testApp, 'DELETE', `/api/properties/${id}`, owner.cookie)).statusCode).toBe(204);
    expect(await savedIds(buyer)).toEqual([]);
  });

  it(`refuses more than ${MAX_SAVED_PROPERTIES} saved listings, but saving one already saved still works`, async () => {
    const collector = await createVerifiedAccount(testApp);
    const id = await createListing(testApp, owner.cookie);
    await fillSavedList(collector);
    const [firstSaved] = await savedIds(collector);
    expect((await savedIds(collector)).length).toBe(MAX_SAVED_PROPERTIES);

    const refused = await save(collector, id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PROPERTY_ACTION_MESSAGES.savedLimit);
    expect((await save(collector, firstSaved as string)).statusCode).toBe(204);

    await unsave(collector, firstSaved as string);
    expect((await save(collector, id)).statusCode).toBe(204);
    expect((await savedIds(collector)).length).toBe(MAX_SAVED_PROPERTIES);
  });

  it('pages through a full list: small pages, newest first, none repeated or missed (issue 14 finding 8)', async () => {
    const collector = await createVerifiedAccount(testApp);
    await fillSavedList(collector);
    const first = await sendAs(testApp, 'GET', '/api/me/saved', collector.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 1, limit: SAVED_PAGE_SIZE, total: MAX_SAVED_PROPERTIES });
    expect(first.json().items).toHaveLength(SAVED_PAGE_SIZE);
    // The review measured 653 KB for the whole list in one answer.
    expect(first.rawPayload.length).toBeLessThan(50_000);

    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(MAX_SAVED_PROPERTIES / 50); page += 1) {
      const response = await sendAs(testApp, 'GET', `/api/me/saved?page=${page}&limit=50`, collector.cookie);
      seen.push(...response.json().items.map((item: Property) => item.id));
    }
    expect(seen).toEqual(await savedIds(collector));

    const pastTheEnd = await sendAs(testApp, 'GET', '/api/me/saved?page=99', collector.cookie);
    expect(pastTheEnd.json()).toMatchObject({ items: [], page: 99, total: MAX_SAVED_PROPERTIES });
  });

  it.each([
    ['page=0', 'page'],
    ['limit=51', 'limit'],
    ['page=two', 'page'],
    ['sort=oldest', 'sort'],
  ])('refuses ?%s naming the parameter', async (query, field) => {
    const buyer = await createVerifiedAccount(testApp);
    const response = await sendAs(testApp, 'GET', `/api/me/saved?${query}`, buyer.cookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
  });
});
