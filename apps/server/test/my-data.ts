import { makeJpeg } from '@aangan/testing';
import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema.ts';
import { listingReports } from '../src/db/schema.ts';
import { type Account, createVerifiedAccount, post } from './accounts.ts';
import { requestAlert } from './guest-alerts.ts';
import { createListing, sendAs, upload } from './listings.ts';
import { createTeamMember } from './team.ts';
import { cookiesFrom, type TestApp } from './test-app.ts';
import { askForVerification } from './verification.ts';

let sequence = 0;

/** A fresh session for `account`, after a suspension ended the old one. */
export async function signInAgain(testApp: TestApp, account: Account): Promise<Account> {
  const response = await post(testApp, '/api/auth/sign-in', { email: account.email, password: account.password });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return { ...account, cookie: cookiesFrom(response) };
}

async function uploadPicture(testApp: TestApp, cookie: string): Promise<string> {
  const response = await upload(testApp, await makeJpeg(640, 480), 'front.jpg', cookie);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json().key;
}

function contactMessage(testApp: TestApp, account: Account, subject: string) {
  sequence += 1;
  return testApp.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.78.${sequence >> 8}.${sequence & 255}`,
    headers: { cookie: account.cookie },
    payload: {
      name: 'Asha Sharma',
      email: account.email,
      phone: '9829012345',
      reason: 'support',
      subject,
      message: 'A question about my listing and the photos on it.',
    },
  });
}

/** A report made straight in the table: the report route is another part of issue 17. */
async function report(testApp: TestApp, reporter: Account, propertyId: string, details: string) {
  await testApp.database.db
    .insert(listingReports)
    .values({ propertyId, reporterId: reporter.id, reason: 'broker-as-owner', details, countsForHiding: true });
}

export interface SeededPerson {
  person: Account;
  other: Account;
  admin: Account;
  /** The person's listings: one with an uploaded picture and a verification request, one hidden and appealed. */
  listingIds: string[];
  /** The other person's listing, which the person saved, viewed, revealed and reported. */
  othersListingId: string;
  /** Every upload of the person (detail keys): two on the listing, one never attached. */
  uploadKeys: string[];
  otherUploadKey: string;
}

/**
 * One person with something in every section of 'my data', and another person with the same kinds of
 * things, some of them about the first person's listings (so a leak or a left-over row would show).
 */
export async function seedPersonWithEverything(testApp: TestApp): Promise<SeededPerson> {
  const admin = await createTeamMember(testApp, 'admin');
  let person = await createVerifiedAccount(testApp, { name: 'Meera Purohit' });
  const other = await createVerifiedAccount(testApp, { name: 'Ravi Other' });

  // Suspended and lifted: the audit log now names the person, and keeps doing so after the deletion.
  await sendAs(testApp, 'POST', `/api/admin/accounts/${person.id}/suspend`, admin.cookie, {
    reason: 'Checking documents.',
  });
  await sendAs(testApp, 'POST', `/api/admin/accounts/${person.id}/unsuspend`, admin.cookie, {});
  person = await signInAgain(testApp, person);

  const uploadKeys = [
    await uploadPicture(testApp, person.cookie),
    await uploadPicture(testApp, person.cookie),
    await uploadPicture(testApp, person.cookie),
  ];
  const otherUploadKey = await uploadPicture(testApp, other.cookie);
  const pictured = await createListing(testApp, person.cookie, {
    title: 'Haveli room near Junagarh',
    images: uploadKeys.slice(0, 2),
  });
  await askForVerification(testApp, person.cookie, pictured);
  const hidden = await createListing(testApp, person.cookie, { title: 'Shop in Kote Gate' });
  await sendAs(testApp, 'POST', `/api/admin/listings/${hidden}/hide`, admin.cookie, { reason: 'fake' });
  await sendAs(testApp, 'POST', `/api/properties/${hidden}/appeal`, person.cookie, { message: 'The shop is real.' });

  const othersListingId = await createListing(testApp, other.cookie, {
    title: 'Flat in Sadul Ganj',
    images: [otherUploadKey],
  });
  await sendAs(testApp, 'PUT', `/api/me/saved/${othersListingId}`, person.cookie);
  await sendAs(testApp, 'POST', `/api/properties/${othersListingId}/views`, person.cookie);
  await sendAs(testApp, 'GET', `/api/properties/${othersListingId}/contact`, person.cookie);
  await report(testApp, person, othersListingId, 'Asked for money before any visit.');
  await saveSearch(testApp, person, { url: '/rent/bikaner?bedrooms=2', name: 'Flats near the fort' });
  await saveSearch(testApp, other, { url: '/rent/bikaner', name: 'Ravi’s search' });

  // The other person's interest in the person's listing goes with the listing.
  await sendAs(testApp, 'PUT', `/api/me/saved/${pictured}`, other.cookie);
  await sendAs(testApp, 'POST', `/api/properties/${pictured}/views`, other.cookie);
  await sendAs(testApp, 'GET', `/api/properties/${pictured}/contact`, other.cookie);
  await report(testApp, other, pictured, 'Looks like a broker.');

  for (const response of [
    await contactMessage(testApp, person, 'My own question'),
    await contactMessage(testApp, other, 'Someone else’s question'),
    await post(testApp, '/api/newsletter', { email: person.email, source: 'footer' }),
    // A guest alert for their address, asked for after their sign-up, so it stays the address's.
    await requestAlert(testApp, { email: person.email, url: '/rent' }),
    await post(testApp, '/api/newsletter', { email: other.email, source: 'footer' }),
  ]) {
    if (response.statusCode >= 300) throw new Error(`seeding failed: ${response.body}`);
  }
  return { person, other, admin, listingIds: [pictured, hidden], othersListingId, uploadKeys, otherUploadKey };
}

/**
 * Every row of every table in the schema that mentions `needle` in any column (jsonb included), by table:
 * built from the schema, so a table added later is searched without anyone remembering to add it here.
 */
export async function rowsMentioning(testApp: TestApp, needle: string): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const table of schemaTables()) {
    const { name, columns } = getTableConfig(table);
    const mentions = sql.join(
      columns.map((column) => sql`strpos(lower(${sql.identifier(column.name)}::text), lower(${needle})) > 0`),
      sql` or `,
    );
    const result = await testApp.database.db.execute(
      sql`select count(*)::int as count from ${sql.identifier(name)} where ${mentions}`,
    );
    const count = Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
    if (count > 0) found[name] = count;
  }
  return found;
}

/** Every table the schema declares. */
function schemaTables(): PgTable[] {
  return (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
}

/** Every table the schema declares, by name. */
export function schemaTableNames(): string[] {
  return schemaTables().map((table) => getTableConfig(table).name);
}

/** Saves a search as the person, through the API. */
async function saveSearch(testApp: TestApp, person: Account, body: { url: string; name: string }): Promise<void> {
  const response = await sendAs(testApp, 'POST', '/api/saved-searches', person.cookie, body);
  if (response.statusCode !== 201) throw new Error(`saving a search failed: ${response.body}`);
}
