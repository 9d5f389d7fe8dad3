import { REPORT_MESSAGES } from '@aangan/domain';
import type { Browser, Page, TestInfo } from '@playwright/test';
import { listThroughApi } from '../fixtures/listing.ts';
import { expectInSearch } from '../fixtures/search.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { grantRole } from '../fixtures/team.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 17's report journey: three people report a listing and it leaves search by itself, pending review;
 * its owner reads why in My Properties and appeals; a moderator finds the case at the top of the Reports
 * queue and dismisses it, and the listing is back in search. The journeys' server counts reports from accounts of any age (global-setup.ts); the API tests
 * prove the day-old rule.
 */

const markerFor = (testInfo: TestInfo, place: string) =>
  `${place}${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`;

async function otherBrowser(browser: Browser, page: Page, baseURL: string | undefined, isMobile: boolean) {
  const context = await browser.newContext({ baseURL, viewport: page.viewportSize(), isMobile, hasTouch: isMobile });
  return { context, page: await context.newPage() };
}

/** One person opens the listing and reports it from the dialog. */
async function reportFrom(page: Page, listingId: string, reason: string, details?: string) {
  await page.goto(`/property/${listingId}`);
  await page.getByRole('button', { name: 'Report this listing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this listing' });
  await dialog.getByRole('radio', { name: reason }).check();
  if (details) await dialog.getByLabel(/Details/).fill(details);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText(REPORT_MESSAGES.sent)).toBeVisible();
  await expect(dialog).toBeHidden();
}

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

test('three people report a listing: it leaves search, the owner appeals, the case tops the Reports queue and is dismissed', async ({
  page,
  browser,
  baseURL,
  database,
  dataDir,
  isMobile,
}, testInfo) => {
  test.slow();
  const marker = markerFor(testInfo, 'Gangashahar');
  const title = `Two rooms ${marker}`;

  await signUpThroughApi(page, dataDir, 'Kavita Owner');
  const listingId = await listThroughApi(page, title);

  const reasons = [
    ['Asked me to pay before visiting', 'Asked for ₹5,000 before showing the rooms.'],
    ['Fake or misleading photos', undefined],
    ['Broker posing as owner', 'Said the owner lives abroad and he collects the rent.'],
  ] as const;
  const people = [];
  for (const [index, [reason, details]] of reasons.entries()) {
    const person = await otherBrowser(browser, page, baseURL, isMobile);
    people.push(person);
    await signUpThroughApi(person.page, dataDir, `Seeker ${index + 1}`);
    if (index === 0) await expectInSearch(person.page, marker, title, true);
    await reportFrom(person.page, listingId, reason, details);
  }

  // Three people: it is out of search, and its page is not there for them.
  const [first] = people;
  if (!first) throw new Error('no reporter');
  await expectInSearch(first.page, marker, title, false);
  await first.page.goto(`/property/${listingId}`);
  await expect(first.page.getByRole('heading', { level: 1, name: 'Property Not Found' })).toBeVisible();

  // The owner reads why in My Properties (no reporter named) and appeals.
  await page.goto('/my-properties');
  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('Hidden by the Aangan team')).toBeVisible();
  await expect(card.getByText(/Reported by several people, pending review/)).toBeVisible();
  await expect(card.getByText(/Seeker/)).toBeHidden();
  await card.getByRole('button', { name: `Appeal ${title}` }).click();
  const appeal = page.getByRole('dialog', { name: 'Appeal to the Aangan team' });
  await appeal.getByLabel('Your message').fill('The rooms are still available and the photos are mine.');
  await appeal.getByRole('button', { name: 'Send appeal' }).click();
  await expect(card.getByText('Appeal sent — we will reply by email')).toBeVisible();

  // A moderator opens Reports: a case the reports took down is at the top (other runs' may share the top).
  const moderator = await otherBrowser(browser, page, baseURL, isMobile);
  const moderatorAccount = await signUpThroughApi(moderator.page, dataDir, 'Arjun Moderator');
  await grantRole({ database, dataDir }, moderatorAccount.email, 'moderator');
  await moderator.page.goto('/admin');
  await openSection(moderator.page, isMobile, 'Reports');
  const cases = moderator.page.getByRole('article');
  await expect(cases.first().getByText('Hidden by the reports, pending your review')).toBeVisible();
  const entry = moderator.page.getByRole('article', { name: title });
  await expect(entry.getByText('Hidden by the reports, pending your review')).toBeVisible();
  await expect(entry.getByText('Asked for ₹5,000 before showing the rooms.')).toBeVisible();
  await expect(entry.getByText('3 people reported it · 3 count toward hiding')).toBeVisible();

  // The reports were wrong: the moderator dismisses them with a note, and the listing is back in search.
  await entry.getByRole('button', { name: 'Decide' }).click();
  const decide = moderator.page.getByRole('dialog', { name: 'Decide these reports' });
  await decide.getByRole('textbox', { name: /Note for the record/ }).fill('Owner sent a video of the rooms.');
  await decide.getByRole('button', { name: 'Dismiss' }).click();
  await expect(decide).toBeHidden();
  await expect(entry).toBeHidden();
  await expectInSearch(first.page, marker, title, true);

  for (const person of [...people, moderator]) await person.context.close();
});
