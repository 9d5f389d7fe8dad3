import { EXPIRY_MESSAGES } from '@aangan/domain';
import { outboxOf, waitForMail } from '@aangan/testing';
import type { Browser, Page } from '@playwright/test';
import { listThroughApi } from '../fixtures/listing.ts';
import { startOwnServer } from '../fixtures/own-server.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { grantRole } from '../fixtures/team.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 17's listings that stay true: an owner gets 'Is your property still available?', opens the link from
 * the mail, renews, and sees the new expiry date in My Properties. The journey runs its own server with
 * LISTING_TTL_DAYS=7, so the new listing is within its 7-day reminder at once, and an admin's Run now in the
 * console has the server's own job engine mail it: no clock is moved and no row is written behind the
 * product's back (decision 020).
 */

/** A browser of its own for one person on `baseURL`, the size of the project's page. */
async function personAt(browser: Browser, like: Page, baseURL: string, isMobile: boolean) {
  const context = await browser.newContext({ baseURL, viewport: like.viewportSize(), isMobile, hasTouch: isMobile });
  return { context, page: await context.newPage() };
}

/** The address a mail's line `label: URL` links to, as a path on the server under test. */
function linkIn(text: string, label: string): string {
  const line = text.split('\n').find((row) => row.startsWith(`${label}: `));
  if (!line) throw new Error(`no '${label}' link in the mail`);
  const url = new URL(line.slice(label.length + 2));
  // The server's PUBLIC_URL is not where the test reaches it (PORT=0): keep the path and the token.
  return `${url.pathname}${url.search}`;
}

test('an owner renews a listing from the reminder mail and sees the new expiry date', async ({
  page,
  browser,
  database,
  isMobile,
}) => {
  test.slow();
  const server = await startOwnServer(database, { LISTING_TTL_DAYS: '7' });
  try {
    const title = 'Garden flat near Lalgarh Palace';
    const owner = await personAt(browser, page, server.url, isMobile);
    await signUpThroughApi(owner.page, server.dataDir, 'Farida Owner');
    await listThroughApi(owner.page, title);

    // An admin runs the reminders now from the console's Jobs section.
    const admin = await personAt(browser, page, server.url, isMobile);
    const adminAccount = await signUpThroughApi(admin.page, server.dataDir, 'Asha Admin');
    await grantRole(
      { database, dataDir: server.dataDir, databaseUrl: server.databaseUrl },
      adminAccount.email,
      'admin',
    );
    await admin.page.goto('/admin/jobs');
    const reminders = admin.page.getByRole('listitem', { name: 'Expiry reminders' });
    await reminders.getByRole('button', { name: 'Run now Expiry reminders' }).click();
    await expect(reminders.getByText('Succeeded')).toBeVisible({ timeout: 60_000 });

    // The mail, in the outbox, asks the question with two links; the owner follows 'still available'.
    const mail = await waitForMail(outboxOf(server.dataDir), title);
    expect(mail.subject).toBe(EXPIRY_MESSAGES.reminderSubject);
    await owner.page.goto(linkIn(mail.text, EXPIRY_MESSAGES.stillAvailable));
    await expect(owner.page.getByRole('heading', { level: 1, name: EXPIRY_MESSAGES.reminderSubject })).toBeVisible();
    await owner.page.getByRole('button', { name: EXPIRY_MESSAGES.stillAvailable }).click();
    const done = owner.page.getByRole('status').filter({ hasText: EXPIRY_MESSAGES.renewed });
    await expect(done).toBeVisible();
    const newDate = (await done.getByText(/Expires on/).textContent())?.match(/Expires on \d+ \w+ \d{4}/)?.[0];
    expect(newDate).toBeTruthy();

    // My Properties says the same date on the listing's card.
    await owner.page.getByRole('link', { name: 'Open My Properties' }).click();
    await expect(owner.page.getByRole('article', { name: title }).getByText(newDate ?? 'Expires on')).toBeVisible();

    // The link has done its work: opened again, it says so calmly.
    await owner.page.goto(linkIn(mail.text, EXPIRY_MESSAGES.stillAvailable));
    await owner.page.getByRole('button', { name: EXPIRY_MESSAGES.stillAvailable }).click();
    await expect(owner.page.getByRole('alert')).toContainText(EXPIRY_MESSAGES.linkInvalid);
    await owner.context.close();
    await admin.context.close();
  } finally {
    await server.stop();
  }
});
