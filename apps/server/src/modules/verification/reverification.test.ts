import type { ListingInput, MyPropertiesPage, PropertyDetail } from '@aangan/domain';
import { listingBody } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { createTeamMember } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { listingInQueue, verifiedListing } from '../../../test/verification.ts';
import { properties, verificationRequests } from '../../db/schema.ts';

const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const owner = await createVerifiedAccount(testApp);
const visitor = await createVerifiedAccount(testApp);
const moderator = await createTeamMember(testApp, 'moderator');

const edit = (listingId: string, overrides: Partial<ListingInput>) =>
  sendAs(testApp, 'PATCH', `/api/properties/${listingId}`, owner.cookie, listingBody(overrides));
const detailAs = async (account: Account, listingId: string): Promise<PropertyDetail> =>
  (await sendAs(testApp, 'GET', `/api/properties/${listingId}`, account.cookie)).json();
const listingRow = async (id: string) => (await db.select().from(properties).where(eq(properties.id, id)))[0];
const requestsOf = async (listingId: string) =>
  (
    await db
      .select({ status: verificationRequests.status, trigger: verificationRequests.trigger })
      .from(verificationRequests)
      .where(eq(verificationRequests.propertyId, listingId))
      .orderBy(verificationRequests.createdAt)
  ).map(({ status, trigger }) => `${trigger}:${status}`);

describe('editing a verified listing', () => {
  const dropsTheBadge: [string, Partial<ListingInput>][] = [
    ['price', { price: 19500 }],
    ['address', { location: { city: 'Bikaner', locality: 'Sadul Ganj', address: '6 Ring Road', pincode: '334003' } }],
    ['sub-type', { subType: 'floor' }],
    ['photos', { images: ['https://images.example.com/flat.jpg', 'https://images.example.com/hall.jpg'] }],
  ];

  it.each(dropsTheBadge)('sends it back for re-verification when its %s changes', async (_, change) => {
    const { listingId } = await verifiedListing(testApp, owner, moderator);
    expect((await edit(listingId, change)).statusCode).toBe(200);

    expect(await listingRow(listingId)).toMatchObject({
      verificationStatus: false,
      verifiedAt: null,
      verifiedById: null,
      verificationEvidence: null,
    });
    expect(await requestsOf(listingId)).toEqual(['owner:lapsed', 'edited:open']);
    const seen = await detailAs(owner, listingId);
    expect(seen.verificationStatus).toBe(false);
    expect(seen.verification).toBeNull();
    expect(seen.viewer.verificationRequest).toMatchObject({ status: 'open', trigger: 'edited', reason: null });
    const queue = (await sendAs(testApp, 'GET', '/api/admin/verifications?limit=50', moderator.cookie)).json();
    expect(queue.items).toContainEqual(
      expect.objectContaining({ trigger: 'edited', listing: expect.objectContaining({ id: listingId }) }),
    );
  });

  it('keeps the badge when only the description or amenities change', async () => {
    const { listingId } = await verifiedListing(testApp, owner, moderator);
    const before = await listingRow(listingId);
    const changed = await edit(listingId, {
      description: 'Freshly painted, with a new water purifier.',
      amenities: ['lift'],
    });
    expect(changed.statusCode).toBe(200);
    expect(await listingRow(listingId)).toMatchObject({
      verificationStatus: true,
      verifiedAt: before?.verifiedAt,
      verificationEvidence: before?.verificationEvidence,
    });
    expect(await requestsOf(listingId)).toEqual(['owner:approved']);
  });

  it('queues nothing when the listing was not verified', async () => {
    const listingId = await createListing(testApp, owner.cookie);
    expect((await edit(listingId, { price: 21000 })).statusCode).toBe(200);
    expect(await requestsOf(listingId)).toEqual([]);
  });
});

describe('what the detail page and My Properties say about verification', () => {
  it('explains a verified listing to everyone with the checks and the day, never the notes', async () => {
    const { listingId } = await verifiedListing(testApp, owner, moderator);
    const { verifiedAt } = (await listingRow(listingId)) ?? {};
    const expected = {
      verifiedAt: verifiedAt?.toISOString(),
      checks: ['identityDocument', 'authorityDocument', 'siteVisit'],
    };
    const seenByVisitor = await detailAs(visitor, listingId);
    expect(seenByVisitor.verification).toEqual(expected);
    expect(seenByVisitor.viewer).toEqual({ isOwner: false, isSaved: false, verificationRequest: null });
    expect(JSON.stringify(seenByVisitor)).not.toContain('Aadhaar');

    const seenByOwner = await detailAs(owner, listingId);
    expect(seenByOwner.verification).toEqual(expected);
    expect(seenByOwner.viewer.verificationRequest).toMatchObject({ status: 'approved', trigger: 'owner' });
  });

  it('dates a listing verified before checklists were kept by its last change, and names no checks', async () => {
    const listingId = await createListing(testApp, owner.cookie);
    await db.update(properties).set({ verificationStatus: true }).where(eq(properties.id, listingId));
    const detail = await detailAs(visitor, listingId);
    expect(detail.verification).toEqual({ verifiedAt: detail.updatedAt, checks: [] });
  });

  it('gives each of the owner’s listings its latest request, and null where none was made', async () => {
    const never = await createListing(testApp, owner.cookie, { title: 'Never asked' });
    const { listingId: waiting } = await listingInQueue(testApp, owner, { title: 'Waiting' });
    const answer = await sendAs(testApp, 'GET', '/api/me/properties', owner.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    const byId = new Map((answer.json() as MyPropertiesPage).items.map((item) => [item.id, item]));
    expect(byId.get(never)?.verificationRequest).toBeNull();
    expect(byId.get(waiting)?.verificationRequest).toEqual({
      status: 'open',
      trigger: 'owner',
      reason: null,
      createdAt: expect.any(String),
      decidedAt: null,
    });
    const detail = await detailAs(owner, never);
    expect([detail.verification, detail.viewer.verificationRequest]).toEqual([null, null]);
  });
});
