import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { listThroughApi } from '../fixtures/listing.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

function similarSection(page: Page) {
  return page.getByRole('region', { name: 'Similar properties' });
}

/** The section's card titles, in the order shown. */
function similarTitles(page: Page) {
  return similarSection(page).getByRole('listitem').getByRole('heading', { level: 3 });
}

/**
 * Issue 21's 'Similar properties' (decision 034): an owner lists rent flats in a town of the journey's own; a
 * buyer opens one and finds the others below it, its locality's first, never the one priced far above; a card
 * opens its listing, whose own section then offers the first. A sideways row on a phone, a grid on a wide screen.
 */
test('a listing offers the similar ones below it, and a card opens its listing', async ({
  page,
  browser,
  baseURL,
  dataDir,
  isMobile,
}, testInfo) => {
  test.slow();
  const marker = `${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`;
  // A town no other journey lists in, so only this journey's listings are similar to each other.
  const city = `Nokha ${marker}`;
  const opened = `Courtyard flat ${marker}`;
  const neighbour = `Neighbour flat ${marker}`;
  const acrossTown = `Across town flat ${marker}`;
  const dearer = `Penthouse ${marker}`;
  const place = (locality: string) => ({
    location: { city, locality, address: '4 Ring Road', pincode: '334003' },
  });

  const ownerContext = await browser.newContext({ baseURL, viewport: page.viewportSize(), isMobile });
  const ownerPage = await ownerContext.newPage();
  await signUpThroughApi(ownerPage, dataDir, 'Vikram Owner');
  const openedId = await listThroughApi(ownerPage, opened, 20_000, place('Sadul Ganj'));
  const acrossTownId = await listThroughApi(ownerPage, acrossTown, 19_000, place('Rani Bazar'));
  await listThroughApi(ownerPage, neighbour, 22_000, place('Sadul Ganj'));
  await listThroughApi(ownerPage, dearer, 40_000, place('Sadul Ganj'));
  await ownerContext.close();

  await signUpThroughApi(page, dataDir, 'Meera Buyer');
  await page.goto(`/property/${openedId}`);
  await expect(page.getByRole('heading', { level: 1, name: opened })).toBeVisible();

  // Below the listing: its locality's flat first, then the one across town; the dearer one is not similar.
  const section = similarSection(page);
  await expect(similarTitles(page)).toHaveText([neighbour, acrossTown]);
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByRole('listitem').first().getByText('₹22,000/mo')).toBeVisible();

  // A phone scrolls the row sideways inside it, never the page; a wide screen shows the cards side by side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
  const [first, second] = await Promise.all([0, 1].map((n) => section.getByRole('listitem').nth(n).boundingBox()));
  expect(first?.y).toBe(second?.y);
  if (isMobile) expect(first?.width ?? 0).toBeLessThan(page.viewportSize()?.width ?? 0);
  await expectNoAxeViolations(page, 'a listing with similar properties');
  const shot = testInfo.outputPath('similar-properties.png');
  await page.screenshot({ path: shot });
  await testInfo.attach('similar properties', { path: shot, contentType: 'image/png' });

  // A card opens its listing, which offers the first one among its own similar ones.
  await section.getByRole('link', { name: acrossTown }).click();
  await expect(page).toHaveURL(new RegExp(`/property/${acrossTownId}$`));
  await expect(page.getByRole('heading', { level: 1, name: acrossTown })).toBeVisible();
  await expect(similarTitles(page)).toHaveText([opened, neighbour]);
});
