import { AUTH_MESSAGES as M } from '@aangan/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount, expectNoSecrets, getMe } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { inquiries, properties, savedProperties, user } from '../../db/schema.ts';
import { seedDemoData } from '../../db/seed/demo-seed.ts';

let testApp: TestApp;
let account: Account;

beforeAll(async () => {
  testApp = await createTestApp();
  await seedDemoData(testApp.database.db);
  account = await createVerifiedAccount(testApp, { name: 'Ravi Mehta', phone: '9414012345' });
});

afterAll(async () => {
  await testApp.close();
});

const patchMe = (body: unknown, cookie = account.cookie) =>
  testApp.app.inject({ method: 'PATCH', url: '/api/me', headers: { cookie }, payload: body as object });

describe('GET /api/me', () => {
  it('answers 401 for a guest and for a forged cookie', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const forged = await getMe(testApp, 'aangan.session_token=abc.def');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.message).toBe(M.signInRequired);
  });

  it('describes the person, with counts derived from the tables', async () => {
    const db = testApp.database.db;
    const someListings = await db.select({ id: properties.id }).from(properties).limit(5);
    const ids = someListings.map((listing) => listing.id);
    await db
      .update(properties)
      .set({ postedById: account.id })
      .where(inArray(properties.id, ids.slice(0, 2)));
    await db.insert(savedProperties).values(ids.slice(2, 5).map((propertyId) => ({ userId: account.id, propertyId })));
    await db.insert(inquiries).values({ propertyId: ids[4] as string, userId: account.id, message: 'Property viewed' });

    const response = await getMe(testApp, account.cookie);

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expectNoSecrets(response);
    const me = response.json();
    expect(me).toEqual({
      id: account.id,
      name: 'Ravi Mehta',
      email: account.email,
      phone: '9414012345',
      type: 'owner',
      avatarUrl: null,
      emailVerified: true,
      phoneVerified: false,
      role: 'member',
      locale: 'en',
      memberSince: expect.any(String),
      counts: { listed: 2, saved: 3, inquiries: 1 },
    });
    expect(Date.now() - Date.parse(me.memberSince)).toBeLessThan(60_000);
  });

  it('counts only the saved listings the Saved page shows: one out of public view is left out', async () => {
    const db = testApp.database.db;
    const before = (await getMe(testApp, account.cookie)).json().counts.saved;
    const [savedListing] = await db
      .select({ id: properties.id })
      .from(savedProperties)
      .innerJoin(properties, eq(properties.id, savedProperties.propertyId))
      .where(eq(savedProperties.userId, account.id))
      .limit(1);
    await db
      .update(properties)
      .set({ listed: false })
      .where(eq(properties.id, savedListing?.id as string));

    expect((await getMe(testApp, account.cookie)).json().counts.saved).toBe(before - 1);
  });
});

describe('PATCH /api/me', () => {
  it('saves name, phone, type and picture, and answers with the updated person', async () => {
    const response = await patchMe({
      name: ' Ravi K. Mehta ',
      phone: '+91 94140 99999',
      type: 'agent',
      avatarUrl: 'https://images.example.in/ravi.webp',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Ravi K. Mehta',
      phone: '9414099999',
      type: 'agent',
      avatarUrl: 'https://images.example.in/ravi.webp',
      email: account.email,
    });
    const removed = await patchMe({ name: 'Ravi K. Mehta', phone: '9414099999', type: 'agent', avatarUrl: '' });
    expect(removed.json().avatarUrl).toBeNull();
  });

  it("says 'Missing Information' for each missing field", async () => {
    const response = await patchMe({ name: '', phone: '', type: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: 'Missing Information',
      phone: 'Missing Information',
      type: 'Missing Information',
    });
  });

  it('never changes the email, the verified flags or the id', async () => {
    const base = { name: 'Ravi', phone: '9414099999', type: 'owner' };
    for (const extra of [{ email: 'new@example.in' }, { emailVerified: false }, { id: 'someone-else' }]) {
      const response = await patchMe({ ...base, ...extra });
      expect(response.statusCode).toBe(400);
    }
    const [row] = await testApp.database.db.select().from(user).where(eq(user.id, account.id));
    expect(row).toMatchObject({ email: account.email, emailVerified: true });
  });

  it('refuses a picture that is not an http(s) address', async () => {
    const response = await patchMe({ name: 'Ravi', phone: '9414099999', type: 'owner', avatarUrl: 'javascript:x' });
    expect(response.json().error.fields).toEqual({ avatarUrl: M.avatarUrlInvalid });
  });

  it('needs a signed-in user', async () => {
    const response = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/me',
      payload: { name: 'X', phone: '9414099999', type: 'owner' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/me/language', () => {
  const putLanguage = (payload: unknown, cookie: string | null = account.cookie) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/me/language',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  it('remembers the language on the account, and back', async () => {
    expect((await putLanguage({ locale: 'hi' })).statusCode).toBe(204);
    expect((await getMe(testApp, account.cookie)).json().locale).toBe('hi');
    expect((await putLanguage({ locale: 'en' })).statusCode).toBe(204);
    expect((await getMe(testApp, account.cookie)).json().locale).toBe('en');
  });

  it('refuses a language Aangan does not speak, or anything else, and changes nothing', async () => {
    for (const payload of [{ locale: 'fr' }, { locale: 'hi', role: 'admin' }, {}, { locale: ['hi'] }]) {
      const response = await putLanguage(payload);
      expect(response.statusCode).toBe(400);
      expect(response.body.length).toBeLessThan(4096);
    }
    expect((await putLanguage({ locale: 'fr' })).json().error.fields.locale).toBe(
      'Choose a language Aangan speaks: en or hi.',
    );
    const [row] = await testApp.database.db.select().from(user).where(eq(user.id, account.id));
    expect(row).toMatchObject({ locale: 'en', role: 'member' });
  });

  it('needs a signed-in user', async () => {
    expect((await putLanguage({ locale: 'hi' }, null)).statusCode).toBe(401);
  });
});
