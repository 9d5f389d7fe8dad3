import { DATA_EXPORT_SECTIONS, type DataExport } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, expectNoSecrets } from '../../../test/accounts.ts';
import { sendAs } from '../../../test/listings.ts';
import { type SeededPerson, seedPersonWithEverything } from '../../../test/my-data.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { account, session } from '../../db/schema.ts';

let testApp: TestApp;
let seeded: SeededPerson;
let response: Awaited<ReturnType<typeof sendAs>>;
let data: DataExport;

beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'https://aangan.example.in' });
  seeded = await seedPersonWithEverything(testApp);
  response = await sendAs(testApp, 'GET', '/api/me/export', seeded.person.cookie);
  data = response.json();
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/me/export', () => {
  it('has these sections, and a new one must be added on purpose', () => {
    expect(DATA_EXPORT_SECTIONS).toEqual([
      'exportedAt',
      'account',
      'listings',
      'uploads',
      'savedListings',
      'savedSearches',
      'contactReveals',
      'views',
      'reports',
      'appeals',
      'contactMessages',
      'newsletter',
    ]);
    expect(Object.keys(data)).toEqual(DATA_EXPORT_SECTIONS);
  });

  it('answers a JSON file to save, named for the day, never cached', () => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const day = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="aangan-data-${day}.json"`);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('holds the account with its flags, and no password hash, session token or code', () => {
    const { person } = seeded;
    expect(data.account).toMatchObject({
      id: person.id,
      email: person.email,
      name: 'Meera Purohit',
      role: 'member',
      emailVerified: true,
      phoneVerified: false,
      termsAccepted: true,
      suspendedAt: null,
    });
    expect(Date.parse(data.account.createdAt)).not.toBeNaN();
    expectNoSecrets(response);
  });

  it('holds none of the stored secrets themselves', async () => {
    const db = testApp.database.db;
    const [hashes, sessions] = await Promise.all([
      db.select({ password: account.password }).from(account).where(eq(account.userId, seeded.person.id)),
      db.select({ token: session.token }).from(session).where(eq(session.userId, seeded.person.id)),
    ]);
    const secrets = [...hashes.map((row) => row.password), ...sessions.map((row) => row.token)];
    expect(secrets.length).toBeGreaterThan(1);
    for (const secret of secrets) if (secret) expect(response.body).not.toContain(secret);
  });

  it('holds every listing with its pictures as addresses, its state, requests and appeals', () => {
    const [pictured, hidden] = seeded.listingIds;
    expect(data.listings.map((listing) => listing.id).sort()).toEqual([pictured, hidden].sort());
    const withPictures = data.listings.find((listing) => listing.id === pictured);
    expect(withPictures?.pictureUrls).toEqual(
      seeded.uploadKeys.slice(0, 2).map((key) => `https://aangan.example.in/media/${key}`),
    );
    expect(withPictures?.verificationRequests).toMatchObject([{ trigger: 'owner', status: 'open' }]);
    expect(withPictures?.state).toMatchObject({ listed: true, hiddenAt: null, expiredAt: null, withdrawnAt: null });
    expect(Date.parse(withPictures?.state.expiresAt ?? '')).toBeGreaterThan(Date.now());
    const hiddenOne = data.listings.find((listing) => listing.id === hidden);
    expect(hiddenOne?.state).toMatchObject({ listed: false, hiddenReason: 'fake' });
    expect(data.appeals).toMatchObject([{ propertyId: hidden, title: 'Shop in Kote Gate', status: 'open' }]);
  });

  it('holds every upload, attached or not', () => {
    expect(data.uploads.map((upload) => upload.url).sort()).toEqual(
      seeded.uploadKeys.map((key) => `https://aangan.example.in/media/${key}`).sort(),
    );
  });

  it('holds what the person saved, viewed, revealed and reported', () => {
    const about = { propertyId: seeded.othersListingId, title: 'Flat in Sadul Ganj' };
    expect(data.savedListings).toMatchObject([about]);
    expect(data.views).toMatchObject([about]);
    expect(data.contactReveals).toMatchObject([about]);
    expect(data.reports).toMatchObject([
      { ...about, reason: 'broker-as-owner', details: 'Asked for money before any visit.', status: 'open' },
    ]);
  });

  it('holds their saved searches, with their addresses, not anyone else’s', () => {
    expect(data.savedSearches).toMatchObject([
      { name: 'Flats near the fort', url: '/rent/bikaner?bedrooms=2', frequency: 'daily' },
    ]);
    expect(response.body).not.toContain('Ravi’s search');
  });

  it('holds their contact-page messages and newsletter address', () => {
    expect(data.contactMessages).toMatchObject([
      { subject: 'My own question', email: seeded.person.email, replies: [] },
    ]);
    expect(data.newsletter).toMatchObject({ email: seeded.person.email, source: 'footer' });
  });

  it('holds nothing of anyone else: not their address, their name, their report or their message', () => {
    const file = response.body;
    expect(file).not.toContain(seeded.other.email);
    expect(file).not.toContain(seeded.other.id);
    expect(file).not.toContain('Ravi Other');
    expect(file).not.toContain('Looks like a broker.');
    expect(file).not.toContain('Someone else’s question');
    expect(file).not.toContain(seeded.otherUploadKey);
    // Nor the team's: who hid, verified or suspended stays the team's record.
    expect(file).not.toContain(seeded.admin.email);
    expect(file).not.toContain(seeded.admin.id);
  });

  it('gives a new account a file with every section empty', async () => {
    const newcomer = await createVerifiedAccount(testApp);
    const answer = await sendAs(testApp, 'GET', '/api/me/export', newcomer.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      account: { email: newcomer.email },
      listings: [],
      uploads: [],
      savedListings: [],
      savedSearches: [],
      contactReveals: [],
      views: [],
      reports: [],
      appeals: [],
      contactMessages: [],
      newsletter: null,
    });
  });

  it('asks a guest to sign in', async () => {
    const answer = await sendAs(testApp, 'GET', '/api/me/export');
    expect(answer.statusCode).toBe(401);
    expect(answer.json().error.message).toBe('Please sign in to continue.');
  });
});
