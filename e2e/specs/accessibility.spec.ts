import type { Page } from '@playwright/test';
import { accountUi } from '../fixtures/account.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { listThroughApi } from '../fixtures/listing.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { grantRole } from '../fixtures/team.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 19: axe finds no WCAG 2.1 A/AA violation on any page or in any dialog, at phone and desktop width.
 * Each test walks several pages, so the sweep stays short on a small CI machine. Motion is reduced: a dialog
 * is checked open, not half faded in.
 */
test.use({ reducedMotion: 'reduce' });

async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
}

async function check(page: Page, path: string, heading: string | RegExp) {
  await visit(page, path, heading);
  await expectNoAxeViolations(page, path);
}

/** The address of a seeded listing, from its place page (the oldest shown: a journey's own is the newest). */
async function seededListing(page: Page): Promise<string> {
  await visit(page, '/rent/bikaner', /Bikaner/);
  const href = await page.locator('article a[href^="/property/"]').last().getAttribute('href');
  if (!href) throw new Error('no listing on /rent/bikaner');
  return href;
}

const SEARCH_PAGES: [path: string, heading: string | RegExp][] = [
  ['/', /Find a place to call/],
  ['/buy', /Find a place to call/],
  ['/rent', /Find a place to call/],
  ['/pg', /Find a place to call/],
  ['/?view=all', /Find a place to call/],
  ['/rent/bikaner', /Bikaner/],
];

const INFO_PAGES: [path: string, heading: string | RegExp][] = [
  ['/about', /About/],
  ['/contact', 'Contact Us'],
  ['/faq', 'Frequently Asked Questions'],
  ['/safety', 'Stay safe while you search'],
  ['/terms', 'Terms and Conditions'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/no-such-page', 'Oops! Page not found'],
];

test('the search pages pass axe', async ({ page }) => {
  test.slow();
  for (const [path, heading] of SEARCH_PAGES) await check(page, path, heading);
  // A seeded listing's page, reached from its place page.
  await page.goto(await seededListing(page));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, 'a listing');
});

test('the information pages and the 404 pass axe', async ({ page }) => {
  test.slow();
  for (const [path, heading] of INFO_PAGES) await check(page, path, heading);
});

test('the Hindi pages and the Hindi auth dialog pass axe, in a document that says it is Hindi', async ({
  page,
  isMobile,
}) => {
  test.slow();
  for (const path of ['/hi', '/hi/rent', '/hi/rent/bikaner', '/hi/about', '/hi/contact', '/hi/faq', '/hi/safety']) {
    await check(page, path, /\p{L}/u);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'होम', exact: true }).click();
  await expect(page).toHaveURL(/\/hi$/);
  if (isMobile) {
    await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
    await page.getByRole('dialog', { name: 'मेन्यू' }).getByRole('button', { name: 'लॉगिन / रजिस्टर' }).click();
  } else await page.getByRole('banner').getByRole('button', { name: 'लॉगिन / रजिस्टर' }).click();
  const dialog = page.getByRole('dialog', { name: 'खाते में प्रवेश' });
  await expect(dialog.getByRole('textbox', { name: 'ईमेल' })).toBeVisible();
  await expectNoAxeViolations(page, 'the Hindi auth dialog');
});

test('the guest dialogs pass axe', async ({ page, isMobile }) => {
  test.slow();
  await visit(page, '/', /Find a place to call/);

  // The Account Access dialog on each of its views.
  const account = accountUi(page, isMobile);
  await account.openAccountAccess();
  await expectNoAxeViolations(page, 'the Login tab');
  // A modal hides the page from screen readers: the toasts' live region stays out of that.
  expect(
    await page.locator('[data-toast-region]').evaluate((region) => region.closest('[aria-hidden="true"]')),
  ).toBeNull();
  // A toast above the dialog can be closed without closing the dialog.
  await account.tab.getByLabel('Email').fill('nobody@example.com');
  await account.tab.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await account.tab.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('button', { name: 'Close toast' }).first().click();
  await expect(page.getByText('Login failed')).toBeHidden();
  await expect(account.dialog).toBeVisible();
  await account.dialog.getByRole('tab', { name: 'Register' }).click();
  await expect(account.tab.getByLabel('Full Name')).toBeVisible();
  await expectNoAxeViolations(page, 'the Register tab');
  await account.dialog.getByRole('tab', { name: 'Login' }).click();
  await account.tab.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(account.dialog.getByRole('button', { name: /send/i })).toBeVisible();
  await expectNoAxeViolations(page, 'Forgot password');
  await page.keyboard.press('Escape');
  await expect(account.dialog).toBeHidden();

  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expectNoAxeViolations(page, 'the menu drawer');
    await page.keyboard.press('Escape');
  }

  // The home page's Filters dialog, and the results' Filters and More Filters sheets.
  await visit(page, '/', /Find a place to call/);
  await page.getByRole('search', { name: 'Search properties' }).getByRole('button', { name: 'Filters' }).click();
  const advanced = page.getByRole('dialog', { name: 'Advanced Filters' });
  await expect(advanced.getByRole('button', { name: 'Apply' })).toBeVisible();
  await expectNoAxeViolations(page, 'the Advanced Filters dialog');
  await page.keyboard.press('Escape');
  await expect(advanced).toBeHidden();

  await visit(page, '/?view=all', /Find a place to call/);
  const results = page.getByRole('region', { name: 'Search Properties' });
  for (const name of ['Filters', 'More Filters']) {
    await results.getByRole('button', { name, exact: true }).click();
    const sheet = page.getByRole('dialog', { name });
    await expect(sheet.getByRole('button', { name: 'Apply Filters' })).toBeVisible();
    await expectNoAxeViolations(page, `the ${name} sheet`);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
  }
});

test("a signed-in owner's pages and dialogs pass axe", async ({ page, dataDir, isMobile }) => {
  test.slow();
  await signUpThroughApi(page, dataDir, 'Nisha Owner');
  const id = await listThroughApi(page, 'Haveli flat near Junagarh Fort');
  await check(page, '/list-property', 'List Your Property');
  await check(page, '/saved', 'Saved Properties');
  await check(page, '/profile', /Profile/);
  await check(page, '/my-properties', 'My Properties');

  const deleteButton = page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /delete/i });
  await deleteButton.click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page, 'the delete confirmation');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  // Focus goes back to the Delete button that asked (WCAG 2.4.3).
  await expect(deleteButton).toBeFocused();

  // Saved searches: the empty page, 'Save this search', the list and its two dialogs, focus back to each opener.
  await visit(page, '/saved-searches', 'Saved Searches');
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
  await expectNoAxeViolations(page, 'the empty Saved Searches');
  await page.goto('/rent?view=all&bedrooms=2');
  const saveSearch = page.getByRole('button', { name: 'Save this search' });
  await saveSearch.click();
  const saveDialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(saveDialog.getByRole('textbox', { name: 'Name' })).toHaveValue('2 BHK homes for rent');
  await expectNoAxeViolations(page, 'the Save this search dialog');
  await saveDialog.getByRole('button', { name: 'Save search' }).click();
  await expect(saveDialog).toBeHidden();
  await expect(saveSearch).toBeFocused();
  await visit(page, '/saved-searches', 'Saved Searches');
  await expect(page.getByRole('article', { name: '2 BHK homes for rent' })).toBeVisible();
  await expectNoAxeViolations(page, 'the Saved Searches list');
  for (const [action, title] of [
    ['Rename', 'Rename search'],
    ['Delete', 'Delete this saved search?'],
  ] as const) {
    const opener = page.getByRole('button', { name: `${action} 2 BHK homes for rent` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, `the ${title} dialog`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }

  await check(page, `/property/${id}`, 'Haveli flat near Junagarh Fort');

  // Someone else's listing (a seeded one) offers Call Now.
  await page.goto(await seededListing(page));
  await page.getByRole('button', { name: 'Call Now' }).first().click();
  const contact = page.getByRole('dialog', { name: 'Contact Information' });
  await expect(contact.getByRole('button', { name: 'Copy email' })).toBeVisible();
  await expectNoAxeViolations(page, 'the Contact Information dialog');
  await page.keyboard.press('Escape');
  await expect(contact).toBeHidden();
  await expect(page.getByRole('button', { name: 'Call Now' }).first()).toBeFocused();

  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expectNoAxeViolations(page, "the signed-in person's drawer");
  } else {
    await page.getByRole('button', { name: /^My Account/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await expectNoAxeViolations(page, 'the open avatar menu');
  }
});

/** The console's sections, in two halves: one test a half keeps each short on a small machine. */
const CONSOLE_SECTIONS = [
  ['overview', 'verifications', 'listings', 'appeals', 'reports'],
  ['accounts', 'inbox', 'inbox/subscribers', 'team', 'audit', 'jobs'],
];

for (const [half, sections] of CONSOLE_SECTIONS.entries()) {
  test(`the team console's pages pass axe (part ${half + 1})`, async ({ page, dataDir, database }) => {
    test.slow();
    const admin = await signUpThroughApi(page, dataDir, 'Asha Admin');
    await grantRole({ database, dataDir }, admin.email, 'admin');
    for (const section of sections) await check(page, `/admin/${section}`, 'Team Console');
  });
}

test("the team console's dialogs pass axe, with their errors shown, and give focus back", async ({
  page,
  dataDir,
  database,
}) => {
  test.slow();
  const admin = await signUpThroughApi(page, dataDir, 'Asha Admin');
  await grantRole({ database, dataDir }, admin.email, 'admin');
  const id = await listThroughApi(page, 'Console dialogs check flat');
  await check(page, `/admin/listings/${id}`, 'Team Console');

  for (const [button, title, submit] of [
    ['Hide', 'Hide this listing?', 'Hide listing'],
    ['Delete', 'Delete this listing for good?', 'Delete listing'],
  ] as const) {
    const opener = page.getByRole('main').getByRole('button', { name: button, exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, `the ${title} dialog`);
    // Sent empty: the reason's error is shown, and announced, inside the dialog.
    await dialog.getByRole('button', { name: submit }).click();
    await expect(dialog.getByRole('alert').or(dialog.locator('[aria-invalid="true"]')).first()).toBeVisible();
    await expectNoAxeViolations(page, `the ${title} dialog with its errors`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test('at 200% zoom (640 × 400) the Filters dialog uses the height there is, its body scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 400 });
  await visit(page, '/', /Find a place to call/);
  await page.getByRole('search', { name: 'Search properties' }).getByRole('button', { name: 'Filters' }).click();
  const dialog = page.getByRole('dialog', { name: 'Advanced Filters' });
  await expect(dialog.getByRole('button', { name: 'Apply' })).toBeInViewport();
  const height = (await dialog.boundingBox())?.height ?? 0;
  expect(height).toBeGreaterThanOrEqual(400 - 32);
  // Header and footer stay put; the filters between them scroll.
  const body = dialog.locator('form > div').first();
  expect(await body.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await expect(dialog.getByRole('heading', { name: 'Advanced Filters' })).toBeInViewport();
});
