import type { ReportListingInput } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { user } from '../src/db/schema.ts';
import { type Account, createVerifiedAccount } from './accounts.ts';
import { sendAs } from './listings.ts';
import type { TestApp } from './test-app.ts';

const DAY_MS = 86_400_000;

/** Makes an account look `days` old, as if it had signed up then (a fresh account's reports cannot hide). */
export async function ageAccount(testApp: TestApp, account: Account, days = 2): Promise<void> {
  await testApp.database.db
    .update(user)
    .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
    .where(eq(user.id, account.id));
}

/** A verified account two days old: its reports count toward hiding. */
export async function seasonedAccount(testApp: TestApp): Promise<Account> {
  const account = await createVerifiedAccount(testApp);
  await ageAccount(testApp, account);
  return account;
}

export const report = (
  testApp: TestApp,
  cookie: string | undefined,
  listingId: string,
  body: ReportListingInput | Record<string, unknown> = { reason: 'fake-photos' },
) => sendAs(testApp, 'POST', `/api/properties/${listingId}/report`, cookie, body);

export const decideReports = (testApp: TestApp, cookie: string | undefined, listingId: string, body: unknown) =>
  sendAs(testApp, 'POST', `/api/admin/reports/${listingId}/decision`, cookie, body);

export const reportQueue = (testApp: TestApp, cookie: string | undefined, query = '') =>
  sendAs(testApp, 'GET', `/api/admin/reports${query}`, cookie);
