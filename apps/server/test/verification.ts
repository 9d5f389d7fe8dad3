import type { ListingInput } from '@aangan/domain';
import { and, eq } from 'drizzle-orm';
import { verificationRequests } from '../src/db/schema.ts';
import type { Account } from './accounts.ts';
import { createListing, sendAs } from './listings.ts';
import type { TestApp } from './test-app.ts';

/** An approval that reaches the bar: identity, authority and a visit, one note kept and one left blank. */
export const APPROVAL = {
  decision: 'approve',
  checklist: [
    { check: 'identityDocument', note: 'Aadhaar seen, name matches the listing' },
    { check: 'authorityDocument' },
    { check: 'siteVisit', note: '  ' },
  ],
} as const;

export const askForVerification = (testApp: TestApp, cookie: string | undefined, listingId: string) =>
  sendAs(testApp, 'POST', `/api/properties/${listingId}/verification-request`, cookie);

export const decide = (testApp: TestApp, cookie: string | undefined, requestId: string, body: unknown) =>
  sendAs(testApp, 'POST', `/api/admin/verifications/${requestId}/decision`, cookie, body);

export const revoke = (testApp: TestApp, cookie: string | undefined, listingId: string, body: unknown) =>
  sendAs(testApp, 'POST', `/api/admin/listings/${listingId}/verification/revoke`, cookie, body);

/** The listing's open request, which the owner's answer does not name (the team's console does). */
async function openRequestOf(testApp: TestApp, listingId: string): Promise<string> {
  const [request] = await testApp.database.db
    .select({ id: verificationRequests.id })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.propertyId, listingId), eq(verificationRequests.status, 'open')));
  if (!request) throw new Error(`no open request for ${listingId}`);
  return request.id;
}

/** A new listing of `owner` waiting in the queue, through the API. */
export async function listingInQueue(
  testApp: TestApp,
  owner: Account,
  overrides: Partial<ListingInput> = {},
): Promise<{ listingId: string; requestId: string }> {
  const listingId = await createListing(testApp, owner.cookie, overrides);
  const asked = await askForVerification(testApp, owner.cookie, listingId);
  if (asked.statusCode !== 201) throw new Error(`request failed: ${asked.body}`);
  return { listingId, requestId: await openRequestOf(testApp, listingId) };
}

/** A new listing of `owner` that `moderator` verified with APPROVAL, through the API. */
export async function verifiedListing(
  testApp: TestApp,
  owner: Account,
  moderator: Account,
  overrides: Partial<ListingInput> = {},
): Promise<{ listingId: string; requestId: string }> {
  const queued = await listingInQueue(testApp, owner, overrides);
  const approved = await decide(testApp, moderator.cookie, queued.requestId, APPROVAL);
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  return queued;
}
