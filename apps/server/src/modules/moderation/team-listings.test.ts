import { existsSync } from 'node:fs';
import path from 'node:path';
import { MODERATION_MESSAGES, PROPERTY_NOT_FOUND_MESSAGE, uploadVariantKeys } from '@aangan/domain';
import { makeJpeg } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing, sendAs, upload } from '../../../test/listings.ts';
import { auditEntriesFor, createTeamMember, mailsTo } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { properties, verificationRequests } from '../../db/schema.ts';

const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const owner = await createVerifiedAccount(testApp, { name: 'Kiran Owner', phone: '98290 11111' });
const otherOwner = await createVerifiedAccount(testApp, { name: 'Anil Owner', phone: '98290 22222' });
const moderator = await createTeamMember(testApp, 'moderator');
const admin = await createTeamMember(testApp, 'admin');

const search = async (query: string) => {
  const answer = await sendAs(testApp, 'GET', `/api/admin/listings?${query}`, moderator.cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { items: { id: string; state: string }[]; total: number; totalCapped: boolean };
};
const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id);
const hide = (id: string) =>
  sendAs(testApp, 'POST', `/api/admin/listings/${id}/hide`, moderator.cookie, { reason: 'fake' });

// Oldest first: the search lists newest first.
const live = await createListing(testApp, owner.cookie, { title: 'Kothi with a courtyard in Bhinasar' });
const verified = await createListing(testApp, otherOwner.cookie, { title: 'Verified flat in Bhinasar' });
const pending = await createListing(testApp, otherOwner.cookie, { title: 'Pending shop in Bhinasar' });
const hidden = await createListing(testApp, owner.cookie, { title: 'Hidden haveli in Bhinasar' });
await db.update(properties).set({ verificationStatus: true }).where(eq(properties.id, verified));
await db.insert(verificationRequests).values({ propertyId: pending, trigger: 'owner' });
await hide(hidden);

describe('the team’s listing search', () => {
  it('finds any listing by id, title words, or its poster’s email or mobile, hidden ones too', async () => {
    expect(ids(await search(`q=${hidden}`))).toEqual([hidden]);
    expect(ids(await search('q=bhinasar'))).toEqual([hidden, pending, verified, live]);
    expect(ids(await search(`q=${encodeURIComponent(owner.email.toUpperCase())}`))).toEqual([hidden, live]);
    expect(ids(await search('q=%2B91%2098290%2022222'))).toEqual([pending, verified]);
    expect(ids(await search('q=nobody%40example.in'))).toEqual([]);
    const [first] = (await search(`q=${hidden}`)).items;
    expect(first).toMatchObject({
      state: 'hidden',
      hiddenReason: 'fake',
      verified: false,
      openAppeal: false,
      owner: { email: owner.email, name: 'Kiran Owner', suspended: false },
    });
  });

  it('filters by state; with neither search nor filter, lists every listing newest first', async () => {
    expect(ids(await search('q=bhinasar&state=live'))).toEqual([pending, verified, live]);
    expect(ids(await search('state=hidden'))).toEqual([hidden]);
    expect(ids(await search('q=bhinasar&state=verified'))).toEqual([verified]);
    expect(ids(await search('state=pending-review'))).toEqual([pending]);
    expect((await search('state=pending-review')).items[0]).toMatchObject({ verificationPending: true });
    expect(ids(await search('state=owner-suspended'))).toEqual([]);
    const all = await search('limit=2');
    expect([ids(all), all.total, all.totalCapped]).toEqual([[hidden, pending], 4, false]);
    expect(ids(await search('limit=2&page=2'))).toEqual([verified, live]);
  });

  it('refuses a search that names nothing, in words', async () => {
    for (const [query, words] of [
      ['q=ab', MODERATION_MESSAGES.searchTooShort],
      ['state=gone', MODERATION_MESSAGES.listingStateInvalid],
      ['q=x&sort=old', 'Unknown parameter'],
    ]) {
      const answer = await sendAs(testApp, 'GET', `/api/admin/listings?${query}`, moderator.cookie);
      expect(answer.statusCode, query).toBe(400);
      expect(JSON.stringify(answer.json().error)).toContain(words);
    }
  });
});

describe('a listing’s page for the team', () => {
  it('shows it whatever its state, with why it is hidden, its owner and its history', async () => {
    const answer = await sendAs(testApp, 'GET', `/api/admin/listings/${hidden}`, moderator.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      listing: { id: hidden, title: 'Hidden haveli in Bhinasar' },
      state: 'hidden',
      hidden: { reason: 'fake', note: null, by: moderator.email },
      owner: { id: owner.id, email: owner.email, phone: '9829011111', role: 'member', suspended: false },
      appeals: [],
      history: [{ action: 'listing.hide', actor: moderator.email, reason: 'Fake or misleading listing' }],
    });
    const missing = await sendAs(
      testApp,
      'GET',
      '/api/admin/listings/00000000-0000-4000-8000-000000000000',
      admin.cookie,
    );
    expect([missing.statusCode, missing.json().error.message]).toEqual([404, PROPERTY_NOT_FOUND_MESSAGE]);
  });
});

describe('deleting a listing (admins)', () => {
  it('removes it with its pictures, keeps what it was in the audit log, and mails the owner why', async () => {
    const picture = (await upload(testApp, await makeJpeg(640, 480), 'room.jpg', owner.cookie)).json().key as string;
    const id = await createListing(testApp, owner.cookie, { title: 'Flat to remove', images: [picture] });
    const stored = (key: string) => existsSync(path.join(testApp.config.dataDir, 'uploads', key));
    expect(uploadVariantKeys(picture).every(stored)).toBe(true);

    const refused = await sendAs(testApp, 'POST', `/api/admin/listings/${id}/delete`, admin.cookie, { reason: ' ' });
    expect(refused.statusCode).toBe(400);
    const unknown = await sendAs(testApp, 'POST', `/api/admin/listings/${id}/delete`, admin.cookie, {
      reason: 'Scam',
      force: true,
    });
    expect(unknown.statusCode).toBe(400);
    expect(await auditEntriesFor(testApp, id)).toEqual([]);

    const deleted = await sendAs(testApp, 'POST', `/api/admin/listings/${id}/delete`, admin.cookie, {
      reason: 'The same scam as before',
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await db.select().from(properties).where(eq(properties.id, id))).toEqual([]);
    expect(uploadVariantKeys(picture).some(stored)).toBe(false);
    expect(await auditEntriesFor(testApp, id)).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'listing.delete',
        reason: 'The same scam as before',
        before: { title: 'Flat to remove', owner: owner.email, listed: true, hidden: false },
      }),
    ]);
    const mail = (await mailsTo(testApp, owner.email)).at(-1);
    expect(mail?.subject).toBe('Your listing was removed: Flat to remove');
    expect(mail?.text).toContain('The same scam as before');

    const again = await sendAs(testApp, 'POST', `/api/admin/listings/${id}/delete`, admin.cookie, { reason: 'Scam' });
    expect([again.statusCode, again.json().error.message]).toEqual([404, PROPERTY_NOT_FOUND_MESSAGE]);
  });

  it('is not there for a moderator', async () => {
    const answer = await sendAs(testApp, 'POST', `/api/admin/listings/${live}/delete`, moderator.cookie, {
      reason: 'No',
    });
    expect(answer.statusCode).toBe(404);
    expect(await db.select({ id: properties.id }).from(properties).where(eq(properties.id, live))).toHaveLength(1);
  });
});
