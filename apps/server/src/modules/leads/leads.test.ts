import { LEADS_MESSAGES } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { createTeamMember } from '../../../test/team.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { user } from '../../db/schema.ts';

let testApp: TestApp;
let owner: Account;
let listingId: string;
const seekers: Account[] = [];

const leadsOf = (id: string, account?: Account, query = '') =>
  sendAs(testApp, 'GET', `/api/properties/${id}/leads${query}`, account?.cookie);

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createVerifiedAccount(testApp, { name: 'Owner Om' });
  listingId = await createListing(testApp, owner.cookie);
  for (const name of ['Seeker One', 'Seeker Two', 'Seeker Three']) {
    const seeker = await createVerifiedAccount(testApp, { name });
    seekers.push(seeker);
    expect((await sendAs(testApp, 'GET', `/api/properties/${listingId}/contact`, seeker.cookie)).statusCode).toBe(200);
  }
  // The first seeker opens the number twice: still one lead. The second also saves it; a fourth only saves it.
  await sendAs(testApp, 'GET', `/api/properties/${listingId}/contact`, seekers[0]?.cookie);
  await sendAs(testApp, 'PUT', `/api/me/saved/${listingId}`, seekers[1]?.cookie);
  const saver = await createVerifiedAccount(testApp, { name: 'Quiet Saver' });
  await sendAs(testApp, 'PUT', `/api/me/saved/${listingId}`, saver.cookie);
  // A viewer who did not open the number is no lead; nor is the owner opening their own.
  await sendAs(testApp, 'POST', `/api/properties/${listingId}/views`, saver.cookie);
  await sendAs(testApp, 'GET', `/api/properties/${listingId}/contact`, owner.cookie);
  // One seeker has not verified the address the lead shows (set by hand: an unverified account cannot sign in).
  await testApp.database.db
    .update(user)
    .set({ emailVerified: false })
    .where(eq(user.id, seekers[2]?.id ?? ''));
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/properties/:id/leads', () => {
  it('shows the owner who opened the number, newest first, with how many saved it', async () => {
    const response = await leadsOf(listingId, owner);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json();
    expect(page).toMatchObject({ page: 1, limit: 10, total: 3, savedCount: 2 });
    expect(page.items.map((lead: { name: string }) => lead.name)).toEqual(['Seeker Three', 'Seeker Two', 'Seeker One']);
    expect(page.items.map((lead: { emailVerified: boolean }) => lead.emailVerified)).toEqual([false, true, true]);
    expect(Date.parse(page.items[0].revealedAt)).not.toBeNaN();
  });

  it('never carries a seeker’s email, phone or id', async () => {
    const body = (await leadsOf(listingId, owner)).body;
    for (const seeker of seekers) {
      expect(body).not.toContain(seeker.email);
      expect(body).not.toContain(seeker.id);
    }
    expect(body).not.toContain('9829');
    expect(body).not.toMatch(/email"|phone/);
  });

  it('comes a page at a time', async () => {
    const second = (await leadsOf(listingId, owner, '?page=2&limit=2')).json();
    expect(second).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(second.items.map((lead: { name: string }) => lead.name)).toEqual(['Seeker One']);
    const refused = await leadsOf(listingId, owner, '?limit=500');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ limit: 'Limit must be at most 50' });
  });

  it('shows the team too, refuses anyone else in words, a guest is asked to sign in', async () => {
    const moderator = await createTeamMember(testApp, 'moderator');
    expect((await leadsOf(listingId, moderator)).json()).toMatchObject({ total: 3 });
    const stranger = seekers[0];
    const refused = await leadsOf(listingId, stranger);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(LEADS_MESSAGES.notYours);
    expect((await leadsOf(listingId)).statusCode).toBe(401);
  });

  it('answers 404 for a listing that is not there', async () => {
    expect((await leadsOf('00000000-0000-4000-8000-000000000000', owner)).statusCode).toBe(404);
    expect((await leadsOf('not-an-id', owner)).statusCode).toBe(404);
  });
});
