import { MODERATION_MESSAGES } from '@aangan/domain';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { accountUi } from '../fixtures/account.ts';
import { listThroughApi } from '../fixtures/listing.ts';
import { expectInSearch } from '../fixtures/search.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { grantRole } from '../fixtures/team.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 16's moderation journeys: a moderator hides a listing and answers the owner's appeal; an admin
 * suspends an account, whose open session stops working at once, and lifts the suspension.
 */

/** A word no other journey's listing has, per project and run, so each search finds this run's listing only. */
const markerFor = (testInfo: TestInfo, place: string) =>
  `${place}${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`;

/** A browser of its own for another person, the same size as the journey's. */
async function otherBrowser(browser: Browser, page: Page, baseURL: string | undefined, isMobile: boolean) {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize(), isMobile, hasTouch: isMobile });
  return { context, page: await context.newPage() };
}

/** Opens a console section from the nav: on a phone the first ones are in the bar, the rest under More. */
async function openSection(page: Page, isMobile: boolean, name: string) {
  const nav = page.getByRole('navigation', { name: 'Console sections' });
  await expect(nav).toBeVisible();
  if (isMobile && !(await nav.getByRole('link', { name }).isVisible())) {
    await nav.getByRole('button', { name: 'More sections' }).click();
    await page.getByRole('menuitem', { name }).click();
  } else {
    await nav.getByRole('link', { name }).click();
  }
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('a moderator hides a listing with a reason, the owner appeals, the moderator restores it', async ({
  page,
  browser,
  baseURL,
  database,
  dataDir,
  isMobile,
}, testInfo) => {
  test.slow();
  const marker = markerFor(testInfo, 'Sadulganj');
  const title = `Corner flat ${marker}`;

  // The owner lists a flat; a visitor, signed in, finds it.
  await signUpThroughApi(page, dataDir, 'Kavita Owner');
  const listingId = await listThroughApi(page, title);
  const visitor = await otherBrowser(browser, page, baseURL, isMobile);
  await signUpThroughApi(visitor.page, dataDir, 'Rohan Visitor');
  await expectInSearch(visitor.page, marker, title, true);

  // A moderator finds it in the console's search and hides it with a reason and a note.
  const moderator = await otherBrowser(browser, page, baseURL, isMobile);
  const moderatorAccount = await signUpThroughApi(moderator.page, dataDir, 'Arjun Moderator');
  await grantRole({ database, dataDir }, moderatorAccount.email, 'moderator');
  await moderator.page.goto('/admin');
  await openSection(moderator.page, isMobile, 'Listings');
  await moderator.page.getByRole('searchbox', { name: 'Search listings' }).fill(marker);
  await moderator.page.keyboard.press('Enter');
  await moderator.page.getByRole('link', { name: title }).click();
  await expect(moderator.page.getByRole('heading', { name: title })).toBeVisible();
  await moderator.page.getByRole('button', { name: 'Hide' }).click();
  const hide = moderator.page.getByRole('dialog', { name: 'Hide this listing?' });
  await hide.getByRole('radio', { name: 'Wrong price or details' }).check();
  await hide.getByRole('textbox', { name: /Note the owner will read/ }).fill('The rent says ₹1');
  await hide.getByRole('button', { name: 'Hide listing' }).click();
  await expect(hide).toBeHidden();
  await expect(moderator.page.getByText(`by ${moderatorAccount.email}`).first()).toBeVisible();
  await expect(moderator.page.getByRole('button', { name: 'Restore' })).toBeVisible();

  // The visitor no longer finds it, and its page is not there for them.
  await expectInSearch(visitor.page, marker, title, false);
  await visitor.page.goto(`/property/${listingId}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Property Not Found' })).toBeVisible();

  // The owner reads why in My Properties and appeals.
  await page.goto('/my-properties');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Hidden by the Aangan team')).toBeVisible();
  await expect(card.getByText(/Wrong price or details — The rent says ₹1/)).toBeVisible();
  await expect(card.getByRole('button', { name: /Request verification/ })).toBeHidden();
  await card.getByRole('button', { name: `Appeal ${title}` }).click();
  const appeal = page.getByRole('dialog', { name: 'Appeal to the Aangan team' });
  await appeal.getByLabel('Your message').fill('I have corrected the rent to ₹18,000 a month.');
  await appeal.getByRole('button', { name: 'Send appeal' }).click();
  await expect(card.getByText('Appeal sent — we will reply by email')).toBeVisible();

  // The moderator finds the appeal in the queue and restores the listing with a reply.
  await openSection(moderator.page, isMobile, 'Appeals');
  const entry = moderator.page.getByRole('article').filter({ hasText: title });
  await expect(entry.getByText('I have corrected the rent to ₹18,000 a month.')).toBeVisible();
  await entry.getByRole('button', { name: 'Answer' }).click();
  const answer = moderator.page.getByRole('dialog', { name: 'Answer the appeal' });
  await answer.getByRole('textbox', { name: 'Reply the owner will read' }).fill('Thank you: it is back in search.');
  await answer.getByRole('button', { name: 'Restore listing' }).click();
  await expect(answer).toBeHidden();
  // Out of the open queue (other journeys' appeals may share it).
  await expect(entry).toBeHidden();

  // Everyone finds it again.
  await expectInSearch(visitor.page, marker, title, true);
  await page.goto('/my-properties');
  await expect(page.getByRole('article', { name: title }).getByText('Hidden by the Aangan team')).toBeHidden();
  await visitor.context.close();
  await moderator.context.close();
});

test('an admin suspends an account: its session stops at once, sign-in is refused, its listings leave search', async ({
  page,
  browser,
  baseURL,
  database,
  dataDir,
  isMobile,
}, testInfo) => {
  test.slow();
  const marker = markerFor(testInfo, 'Rampuria');
  const title = `Haveli rooms ${marker}`;

  // The owner, signed in in their browser, has a listing in search.
  const owner = await signUpThroughApi(page, dataDir, `Ravi ${marker}`);
  await listThroughApi(page, title);
  await expectInSearch(page, marker, title, true);

  // An admin finds the account by email and suspends it.
  const admin = await otherBrowser(browser, page, baseURL, isMobile);
  const adminAccount = await signUpThroughApi(admin.page, dataDir, 'Asha Admin');
  await grantRole({ database, dataDir }, adminAccount.email, 'admin');
  await admin.page.goto('/admin');
  await openSection(admin.page, isMobile, 'Accounts');
  await admin.page.getByRole('searchbox', { name: 'Find an account' }).fill(owner.email);
  await admin.page.keyboard.press('Enter');
  await admin.page.getByRole('link', { name: owner.name }).click();
  await expect(admin.page.getByRole('heading', { name: owner.name })).toBeVisible();
  await admin.page.getByRole('button', { name: 'Suspend' }).click();
  const suspend = admin.page.getByRole('dialog', { name: 'Suspend this account?' });
  await suspend.getByRole('textbox', { name: 'Reason they will read' }).fill('Listings reported as fake.');
  await suspend.getByRole('button', { name: 'Suspend account' }).click();
  await expect(suspend).toBeHidden();
  await expect(admin.page.getByText('Suspended on', { exact: false }).first()).toBeVisible();
  await expect(admin.page.getByRole('list', { name: 'Listings' }).getByText('Owner suspended')).toBeVisible();

  // The owner's open session stops working at once: the API and the pages treat them as a guest.
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.goto('/my-properties');
  await expect(page.getByText('Please sign in to access this page')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Signing in again is refused in the server's words, and the listing is out of search.
  const ui = accountUi(page, isMobile);
  await ui.openAccountAccess();
  await ui.dialog.getByRole('tab', { name: 'Login' }).click();
  await ui.tab.getByLabel('Email').fill(owner.email);
  await ui.tab.getByLabel('Password', { exact: true }).fill(owner.password);
  await ui.tab.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText(MODERATION_MESSAGES.suspendedSignIn)).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.keyboard.press('Escape');
  await expectInSearch(page, marker, title, false);

  // Lifting the suspension brings the listing back.
  await admin.page.getByRole('button', { name: 'Lift suspension' }).click();
  const lift = admin.page.getByRole('dialog', { name: 'Lift the suspension?' });
  await lift.getByRole('button', { name: 'Lift suspension' }).click();
  await expect(lift).toBeHidden();
  await expect(admin.page.getByRole('button', { name: 'Suspend' })).toBeVisible();
  await expectInSearch(page, marker, title, true);
  await admin.context.close();
});
