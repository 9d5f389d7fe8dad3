import { readFile } from 'node:fs/promises';
import { ACCOUNT_DELETION_MESSAGES, type DataExport, LEADS_MESSAGES } from '@aangan/domain';
import { latestCode, outboxOf, readOutbox } from '@aangan/testing';
import type { Browser, Page } from '@playwright/test';
import { accountUi } from '../fixtures/account.ts';
import { listThroughApi } from '../fixtures/listing.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 17's 'my data' journeys: a person downloads their data and deletes their account, then registers
 * again with the same email; a seeker opens an owner's number and the owner sees them in Leads; the safety
 * page opens from the notice beside Call Now.
 */

const SAFETY_NOTICE =
  "Never pay a token or advance before you have visited the property and seen the owner's documents.";

/** A browser of its own for another person, the same size as the journey's. */
async function otherBrowser(browser: Browser, page: Page, baseURL: string | undefined, isMobile: boolean) {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize(), isMobile, hasTouch: isMobile });
  return { context, page: await context.newPage() };
}

/** How many sign-up codes went to `email`, so the next one is told from an older one. */
async function verificationMails(dataDir: string, email: string): Promise<number> {
  const mails = await readOutbox(outboxOf(dataDir));
  return mails.filter((mail) => mail.to.includes(email) && mail.subject.includes('verification')).length;
}

test('a person downloads their data, deletes their account, and can register again with the email', async ({
  page,
  dataDir,
  isMobile,
}, testInfo) => {
  test.slow();
  const ui = accountUi(page, isMobile);
  const person = await signUpThroughApi(page, dataDir, 'Nisha Leaving');
  const title = `Rooftop flat ${testInfo.project.name} ${Date.now().toString(36)}`;
  await listThroughApi(page, title);

  // Profile → Account Settings → Download my data: a JSON file of everything, named for the day.
  await page.goto('/');
  await ui.openAccountLink('Profile');
  await page.getByRole('tab', { name: 'Account Settings' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^aangan-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = await readFile((await download.path()) ?? '', 'utf8');
  const data = JSON.parse(file) as DataExport;
  expect(data.account).toMatchObject({ email: person.email, name: 'Nisha Leaving', emailVerified: true });
  expect(data.listings.map((listing) => listing.title)).toEqual([title]);
  expect(data.listings[0]?.pictureUrls[0]).toMatch(/^http.*\/media\/properties\/.+\/detail\.webp$/);
  expect(data.uploads).toHaveLength(1);
  expect(file.toLowerCase()).not.toContain('password');

  // Delete Account: the password and the word DELETE, then home with a toast, signed out.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill(person.password);
  const submit = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await submit.click();
  await expect(page.getByText(ACCOUNT_DELETION_MESSAGES.deleted, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Authentication Required')).toHaveCount(0);

  // The listing is gone from search, and the account cannot sign in.
  await page.goto(`/?view=all&q=${encodeURIComponent(title)}`);
  await expect(
    page.getByRole('region', { name: 'Search Properties' }).getByRole('heading', { name: 'No Properties Found' }),
  ).toBeVisible();
  await ui.openAccountAccess();
  await ui.dialog.getByRole('tab', { name: 'Login' }).click();
  await ui.tab.getByLabel('Email').fill(person.email);
  await ui.tab.getByLabel('Password', { exact: true }).fill(person.password);
  await ui.tab.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();
  await expect(ui.dialog).toBeVisible();

  // The same email registers again, as a new account.
  const codesBefore = await verificationMails(dataDir, person.email);
  await ui.dialog.getByRole('tab', { name: 'Register' }).click();
  await ui.tab.getByLabel('Full name').fill('Nisha Returns');
  await ui.tab.getByLabel('Email').fill(person.email);
  await ui.tab.getByLabel('Mobile number').fill('98290 12345');
  await ui.tab.getByLabel('Password', { exact: true }).fill('another-pass-2');
  await ui.tab.getByRole('checkbox').check();
  await ui.tab.getByRole('button', { name: 'Create account' }).click();
  await expect(ui.dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect.poll(() => verificationMails(dataDir, person.email)).toBe(codesBefore + 1);
  await ui.dialog
    .getByLabel('Verification code')
    .fill(await latestCode(outboxOf(dataDir), person.email, 'verification'));
  await ui.dialog.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(ui.dialog).toBeHidden();
  await ui.expectSignedIn('Nisha Returns', person.email);
});

test('a seeker opens an owner’s number and the owner sees them in Leads; the notice leads to the safety page', async ({
  page,
  browser,
  baseURL,
  dataDir,
  isMobile,
}, testInfo) => {
  test.slow();
  await signUpThroughApi(page, dataDir, 'Kavita Owner');
  const title = `Courtyard house ${testInfo.project.name} ${Date.now().toString(36)}`;
  const listingId = await listThroughApi(page, title);

  // The seeker sees the notice beside Call Now, and is told the owner sees their name.
  const seeker = await otherBrowser(browser, page, baseURL, isMobile);
  await signUpThroughApi(seeker.page, dataDir, 'Rohan Seeker');
  await seeker.page.goto(`/property/${listingId}`);
  await expect(seeker.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const notice = seeker.page.getByRole('complementary', { name: 'Safety' });
  await expect(notice).toContainText(SAFETY_NOTICE);
  await seeker.page.getByRole('button', { name: 'Call Now' }).click();
  const contact = seeker.page.getByRole('dialog', { name: 'Contact Information' });
  await expect(contact.getByText(LEADS_MESSAGES.seekerNotice)).toBeVisible();
  await expect(contact.getByText('Kavita Owner')).toBeVisible();
  await expect(contact.getByRole('complementary', { name: 'Safety' })).toContainText(SAFETY_NOTICE);

  // The notice's link opens the safety page.
  await contact.getByRole('link', { name: 'How to stay safe' }).click();
  await expect(seeker.page).toHaveURL(/\/safety$/);
  await expect(seeker.page.getByRole('heading', { level: 1, name: 'Stay safe while you search' })).toBeVisible();
  await expect(seeker.page).toHaveTitle('Stay Safe · Aangan');

  // The owner opens Leads on the listing's card in My Properties.
  await page.goto('/my-properties');
  const card = page.getByRole('article', { name: title });
  await card.getByRole('button', { name: `Leads for ${title}` }).click();
  const leads = card.getByRole('region', { name: `Leads for ${title}` });
  await expect(leads.getByText('1 person opened your number')).toBeVisible();
  const lead = leads.getByRole('listitem');
  await expect(lead).toContainText('Rohan Seeker');
  await expect(lead).toContainText('Email verified');
  await seeker.context.close();
});
