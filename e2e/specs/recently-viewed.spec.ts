import type { Page } from '@playwright/test';
import { accountUi } from '../fixtures/account.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { listThroughApi } from '../fixtures/listing.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/** The strip's card titles, in the order shown. */
function stripTitles(page: Page) {
  return page.getByRole('region', { name: 'Recently viewed' }).getByRole('listitem').getByRole('heading', { level: 3 });
}

/**
 * Adds up the page's layout shifts from its first moment (as CLS does, without its session windows) into
 * `window.layoutShift`: installed before any of the page's scripts, so none is missed.
 */
async function countLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const total = window as unknown as { layoutShift: number };
    total.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) total.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Issue 21's 'Recently viewed': a signed-in buyer opens two listings from search, finds both on the home page,
 * the last opened first, opens one from there (it moves to the front), keeps the list after signing out (it is
 * the device's), and empties it with Clear.
 */
test('the listings opened last are on the home page, most recent first, until cleared', async ({
  page,
  browser,
  baseURL,
  dataDir,
  isMobile,
}, testInfo) => {
  test.slow();
  const marker = `Lalgarh${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`;
  const first = `Courtyard flat ${marker}`;
  const second = `Terrace flat ${marker}`;

  const ownerContext = await browser.newContext({ baseURL, viewport: page.viewportSize(), isMobile });
  const ownerPage = await ownerContext.newPage();
  await signUpThroughApi(ownerPage, dataDir, 'Vikram Owner');
  const firstId = await listThroughApi(ownerPage, first, 16_000);
  const secondId = await listThroughApi(ownerPage, second, 21_000);
  await ownerContext.close();

  // A device that opened nothing has no strip.
  await signUpThroughApi(page, dataDir, 'Meera Buyer');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'All Properties' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently viewed' })).toHaveCount(0);

  // Two listings opened from the results.
  await page.goto(`/?view=all&q=${encodeURIComponent(marker)}`);
  await page.getByRole('link', { name: first }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${firstId}$`));
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: second }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${secondId}$`));
  await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();

  // Home, loaded afresh (the server's page, then hydration): both, the last opened first, as the grid's cards.
  await countLayoutShifts(page);
  await page.goto('/');
  const strip = page.getByRole('region', { name: 'Recently viewed' });
  await expect(stripTitles(page)).toHaveText([second, first]);
  await expect(strip.getByRole('listitem').first().getByText('₹21,000/mo')).toBeVisible();
  // It appeared below the first screen, moving nothing in view, and the page is no wider than the screen.
  await expect(strip).not.toBeInViewport();
  // Read after two frames: a shift is reported once the frame that made it is drawn.
  const shifted = await page.evaluate(async () => {
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
    return (window as unknown as { layoutShift: number }).layoutShift;
  });
  expect(shifted).toBeLessThanOrEqual(0.02);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  await strip.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page, 'the home page with recently viewed listings');

  // Opened again from the strip, the first goes to the front.
  await strip.getByRole('link', { name: first }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${firstId}$`));
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await page.goto('/');
  await expect(stripTitles(page)).toHaveText([first, second]);

  // Signing out keeps it: the list is the device's, not the account's.
  await accountUi(page, isMobile).logout();
  await expect(stripTitles(page)).toHaveText([first, second]);
  await page.reload();
  await expect(stripTitles(page)).toHaveText([first, second]);

  // Clear empties it, for good.
  await strip.getByRole('button', { name: 'Clear recently viewed listings' }).click();
  await expect(strip).toHaveCount(0);
  await expect(page.getByText('Recently viewed listings cleared')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What are you looking for?' })).toBeFocused();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'All Properties' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(strip).toHaveCount(0);
});
