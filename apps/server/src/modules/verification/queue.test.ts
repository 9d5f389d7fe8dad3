import type { VerificationQueue, VerificationRequestDetail } from '@aangan/domain';
import { VERIFICATION_MESSAGES } from '@aangan/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { createTeamMember } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { APPROVAL, decide, listingInQueue, verifiedListing } from '../../../test/verification.ts';

// A database of its own: the queue holds exactly the requests these tests make.
const testApp = await createTestApp();
afterAll(() => testApp.close());

const owner = await createVerifiedAccount(testApp, { name: 'Farida Owner', phone: '9829012345' });
const otherOwner = await createVerifiedAccount(testApp, { name: 'Gopal Owner' });
const moderator = await createTeamMember(testApp, 'moderator');
const member = await createVerifiedAccount(testApp);

const readQueue = (account: Account | undefined, query = '') =>
  sendAs(testApp, 'GET', `/api/admin/verifications${query}`, account?.cookie);
const readRequest = (account: Account | undefined, id: string) =>
  sendAs(testApp, 'GET', `/api/admin/verifications/${id}`, account?.cookie);

const first = await listingInQueue(testApp, owner, {
  title: 'First in line',
  images: ['https://images.example.com/cover.jpg', 'https://images.example.com/kitchen.jpg'],
  coverImageIndex: 1,
});
const second = await listingInQueue(testApp, otherOwner, { title: 'Second in line' });
const third = await listingInQueue(testApp, owner, { title: 'Third in line' });
const approved = await verifiedListing(testApp, otherOwner, moderator, { title: 'Checked already' });

describe('GET /api/admin/verifications', () => {
  it('lists open requests oldest first, with the listing, its cover and its owner', async () => {
    const answer = await readQueue(moderator);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const queue: VerificationQueue = answer.json();
    expect(queue).toMatchObject({ page: 1, limit: 20, total: 3 });
    expect(queue.items.map((item) => item.listing.title)).toEqual(['First in line', 'Second in line', 'Third in line']);
    expect(queue.items[0]).toEqual({
      id: first.requestId,
      status: 'open',
      trigger: 'owner',
      createdAt: expect.any(String),
      decidedAt: null,
      listing: {
        id: first.listingId,
        title: 'First in line',
        purpose: 'rent',
        price: 18000,
        city: 'Bikaner',
        locality: 'Sadul Ganj',
        cover: 'https://images.example.com/kitchen.jpg',
        verificationStatus: false,
      },
      owner: { name: 'Farida Owner', email: owner.email },
    });
  });

  it('pages with an exact total, and shows decided requests by status, newest decision first', async () => {
    const page = (await readQueue(moderator, '?limit=2&page=2')).json();
    expect(page).toMatchObject({ page: 2, limit: 2, total: 3 });
    expect(page.items.map((item: { id: string }) => item.id)).toEqual([third.requestId]);

    const decided = (await readQueue(moderator, '?status=approved')).json();
    expect(decided.total).toBe(1);
    expect(decided.items[0]).toMatchObject({
      id: approved.requestId,
      status: 'approved',
      decidedAt: expect.any(String),
      listing: { verificationStatus: true },
    });
    expect((await readQueue(moderator, '?status=revoked')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a status or parameter it does not know, and is not there for members or guests', async () => {
    const bad = await readQueue(moderator, '?status=pending');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ status: VERIFICATION_MESSAGES.statusInvalid });
    expect((await readQueue(moderator, '?owner=x')).statusCode).toBe(400);
    for (const account of [member, owner, undefined]) expect((await readQueue(account)).statusCode).toBe(404);
  });
});

describe('GET /api/admin/verifications/:id', () => {
  it('shows the listing whole, the owner’s account with their other listings, and the listing’s history', async () => {
    const extra = await createListing(testApp, owner.cookie, { title: 'Another of Farida’s' });
    const answer = await readRequest(moderator, first.requestId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const detail: VerificationRequestDetail = answer.json();
    expect(detail).toMatchObject({
      id: first.requestId,
      status: 'open',
      decidedBy: null,
      reason: null,
      checklist: null,
      listing: {
        id: first.listingId,
        title: 'First in line',
        images: ['https://images.example.com/kitchen.jpg', 'https://images.example.com/cover.jpg'],
        description: expect.any(String),
      },
      owner: {
        id: owner.id,
        name: 'Farida Owner',
        email: owner.email,
        emailVerified: true,
        phone: '9829012345',
        type: 'owner',
        memberSince: expect.any(String),
        listingCount: 3,
      },
      history: [{ id: first.requestId, status: 'open' }],
    });
    expect(detail.owner.otherListings).toEqual([
      { id: extra, title: 'Another of Farida’s', verificationStatus: false },
      { id: third.listingId, title: 'Third in line', verificationStatus: false },
    ]);
  });

  it('keeps every decision in the listing’s history, newest first', async () => {
    await decide(testApp, moderator.cookie, second.requestId, { decision: 'reject', reason: 'Blurred documents.' });
    const retry = await sendAs(
      testApp,
      'POST',
      `/api/properties/${second.listingId}/verification-request`,
      otherOwner.cookie,
    );
    expect(retry.statusCode).toBe(201);
    const latest = (await readQueue(moderator))
      .json()
      .items.find((item: { listing: { id: string } }) => item.listing.id === second.listingId);
    await decide(testApp, moderator.cookie, latest.id, APPROVAL);
    const detail: VerificationRequestDetail = (await readRequest(moderator, latest.id)).json();
    expect(detail.history).toEqual([
      expect.objectContaining({ id: latest.id, status: 'approved', decidedBy: moderator.email, reason: null }),
      expect.objectContaining({
        id: second.requestId,
        status: 'rejected',
        decidedBy: moderator.email,
        reason: 'Blurred documents.',
      }),
    ]);
  });

  it('answers 404 in words for a request that is not there, and is not there for members or guests', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const missing = await readRequest(moderator, id);
      expect([missing.statusCode, missing.json().error.message]).toEqual([404, VERIFICATION_MESSAGES.requestNotFound]);
    }
    for (const account of [member, owner, undefined]) {
      expect((await readRequest(account, first.requestId)).statusCode).toBe(404);
    }
  });
});
