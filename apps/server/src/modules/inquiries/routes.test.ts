import {
  CONTACT_INQUIRY_MESSAGE,
  LISTING_ACCESS_DENIED,
  PROPERTY_ACTION_MESSAGES,
  type PropertyDetail,
  VIEW_INQUIRY_MESSAGE,
} from '@aangan/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount, getMe } from '../../../test/accounts.ts';
import { createListing, sendAs } from '../../../test/listings.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { inquiries, properties } from '../../db/schema.ts';
import { CONTACT_REVEALS_PER_USER } from './rate-limits.ts';

let testApp: TestApp;
let owner: Account;
let buyer: Account;
let secondBuyer: Account;

beforeAll(async () => {
  testApp = await createTestApp();
  owner = await createVerifiedAccount(testApp, { name: 'Ravi Owner', phone: '+91 98290 11111' });
  buyer = await createVerifiedAccount(testApp, { name: 'Meera Buyer' });
  secondBuyer = await createVerifiedAccount(testApp, { name: 'Kabir Buyer' });
});

afterAll(async () => {
  await testApp.close();
});

const missingId = '00000000-0000-4000-8000-000000000000';

async function viewsOf(id: string): Promise<number> {
  const [row] = await testApp.database.db
    .select({ views: properties.views })
    .from(properties)
    .where(eq(properties.id, id));
  return row?.views ?? -1;
}

async function inquiryRows(id: string, message: string) {
  return testApp.database.db
    .select({ userId: inquiries.userId, contactInfo: inquiries.contactInfo })
    .from(inquiries)
    .where(and(eq(inquiries.propertyId, id), eq(inquiries.message, message)));
}

describe('GET /api/properties/:id', () => {
  it('answers the listing with how the viewer stands to it', async () => {
    const id = await createListing(testApp, owner.cookie, { title: 'Haveli flat' });

    const asBuyer = await sendAs(testApp, 'GET', `/api/properties/${id}`, buyer.cookie);
    expect(asBuyer.statusCode).toBe(200);
    expect(asBuyer.headers['cache-control']).toBe('no-store');
    const detail: PropertyDetail = asBuyer.json();
    expect(detail).toMatchObject({ id, title: 'Haveli flat', viewer: { isOwner: false, isSaved: false } });
    expect(detail.postedBy).toEqual({ id: owner.id, type: 'owner', name: 'Ravi Owner' });
    // Contact details are revealed on request only, never with the listing.
    expect(asBuyer.body).not.toContain(owner.email);

    const asOwner = await sendAs(testApp, 'GET', `/api/properties/${id}`, owner.cookie);
    expect(asOwner.json().viewer).toEqual({ isOwner: true, isSaved: false, verificationRequest: null });
  });

  it('needs sign-in, and a missing or malformed id is not found', async () => {
    const id = await createListing(testApp, owner.cookie);
    expect((await sendAs(testApp, 'GET', `/api/properties/${id}`)).statusCode).toBe(401);
    for (const bad of [missingId, 'not-a-uuid']) {
      const response = await sendAs(testApp, 'GET', `/api/properties/${bad}`, buyer.cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Property not found. It may have been deleted.');
    }
  });
});

describe('POST /api/properties/:id/views', () => {
  it('counts each signed-in person once and never the poster', async () => {
    const id = await createListing(testApp, owner.cookie);

    const own = await sendAs(testApp, 'POST', `/api/properties/${id}/views`, owner.cookie);
    expect(own.json()).toEqual({ recorded: false, views: 0 });

    expect((await sendAs(testApp, 'POST', `/api/properties/${id}/views`, buyer.cookie)).json()).toEqual({
      recorded: true,
      views: 1,
    });
    expect((await sendAs(testApp, 'POST', `/api/properties/${id}/views`, buyer.cookie)).json()).toEqual({
      recorded: false,
      views: 1,
    });
    expect((await sendAs(testApp, 'POST', `/api/properties/${id}/views`, secondBuyer.cookie)).json()).toEqual({
      recorded: true,
      views: 2,
    });

    expect(await viewsOf(id)).toBe(2);
    const views = await inquiryRows(id, VIEW_INQUIRY_MESSAGE);
    expect(views.map((row) => row.userId).sort()).toEqual([buyer.id, secondBuyer.id].sort());
    expect(views.every((row) => Object.keys(row.contactInfo).length === 0)).toBe(true);
  });

  it('counts concurrent openings by one person exactly once', async () => {
    const id = await createListing(testApp, owner.cookie);
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => sendAs(testApp, 'POST', `/api/properties/${id}/views`, buyer.cookie)),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(responses.filter((response) => response.json().recorded)).toHaveLength(1);
    expect(await viewsOf(id)).toBe(1);
    expect(await inquiryRows(id, VIEW_INQUIRY_MESSAGE)).toHaveLength(1);
  });

  it('shows in the viewer’s inquiry count in their profile', async () => {
    const viewer = await createVerifiedAccount(testApp);
    const id = await createListing(testApp, owner.cookie);
    await sendAs(testApp, 'POST', `/api/properties/${id}/views`, viewer.cookie);
    expect((await getMe(testApp, viewer.cookie)).json().counts.inquiries).toBe(1);
  });

  it('needs sign-in and an existing listing', async () => {
    const id = await createListing(testApp, owner.cookie);
    expect((await sendAs(testApp, 'POST', `/api/properties/${id}/views`)).statusCode).toBe(401);
    expect((await sendAs(testApp, 'POST', `/api/properties/${missingId}/views`, buyer.cookie)).statusCode).toBe(404);
    expect(await viewsOf(id)).toBe(0);
  });
});

describe('GET /api/properties/:id/contact', () => {
  it('answers the poster’s details and records the reveal once per person', async () => {
    const id = await createListing(testApp, owner.cookie);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await sendAs(testApp, 'GET', `/api/properties/${id}/contact`, buyer.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      // The listing has no map pin (decision 036).
      expect(response.json()).toEqual({ name: 'Ravi Owner', phone: '9829011111', email: owner.email, pin: null });
    }
    await sendAs(testApp, 'GET', `/api/properties/${id}/contact`, owner.cookie);

    const reveals = await inquiryRows(id, CONTACT_INQUIRY_MESSAGE);
    expect(reveals.map((row) => row.userId)).toEqual([buyer.id]);
  });

  it('needs sign-in and an existing listing', async () => {
    const id = await createListing(testApp, owner.cookie);
    expect((await sendAs(testApp, 'GET', `/api/properties/${id}/contact`)).statusCode).toBe(401);
    expect((await sendAs(testApp, 'GET', `/api/properties/${missingId}/contact`, buyer.cookie)).statusCode).toBe(404);
  });

  it('is limited per person, so phone numbers cannot be harvested', async () => {
    const harvester = await createVerifiedAccount(testApp);
    const id = await createListing(testApp, owner.cookie);
    for (let reveal = 0; reveal < CONTACT_REVEALS_PER_USER.limit; reveal += 1) {
      const response = await sendAs(testApp, 'GET', `/api/properties/${id}/contact`, harvester.cookie);
      expect(response.statusCode).toBe(200);
    }
    const limited = await sendAs(testApp, 'GET', `/api/properties/${id}/contact`, harvester.cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().error.message).toBe(PROPERTY_ACTION_MESSAGES.contactRateLimited);
    expect(limited.body).not.toContain(owner.email);

    // Someone else is not affected.
    expect((await sendAs(testApp, 'GET', `/api/properties/${id}/contact`, buyer.cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/properties/:id/inquiries', () => {
  it('tells the poster how many people viewed the listing and its contact', async () => {
    const id = await createListing(testApp, owner.cookie);
    await sendAs(testApp, 'POST', `/api/properties/${id}/views`, buyer.cookie);
    await sendAs(testApp, 'POST', `/api/properties/${id}/views`, secondBuyer.cookie);
    await sendAs(testApp, 'GET', `/api/properties/${id}/contact`, buyer.cookie);

    const response = await sendAs(testApp, 'GET', `/api/properties/${id}/inquiries`, owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ viewCount: 2, contactRevealCount: 1 });
  });

  it('is for the poster only', async () => {
    const id = await createListing(testApp, owner.cookie);
    const other = await sendAs(testApp, 'GET', `/api/properties/${id}/inquiries`, buyer.cookie);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(LISTING_ACCESS_DENIED.readInquiries);
    expect((await sendAs(testApp, 'GET', `/api/properties/${id}/inquiries`)).statusCode).toBe(401);
    expect((await sendAs(testApp, 'GET', `/api/properties/${missingId}/inquiries`, owner.cookie)).statusCode).toBe(404);
  });

  it('goes with the listing when it is deleted', async () => {
    const id = await createListing(testApp, owner.cookie);
    await sendAs(testApp, 'POST', `/api/properties/${id}/views`, buyer.cookie);
    expect((await sendAs(testApp, 'DELETE', `/api/properties/${id}`, owner.cookie)).statusCode).toBe(204);
    expect(await inquiryRows(id, VIEW_INQUIRY_MESSAGE)).toHaveLength(0);
  });
});
