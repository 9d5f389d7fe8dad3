import { expect, test } from '../fixtures/test.ts';

test.describe('a visitor opening Aangan', () => {
  test('sees the newest demo listings on the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'All Properties' })).toBeVisible();
    await expect(page.getByText(/^\d+\+ Properties$/)).toBeVisible();

    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(6);
    const first = cards.first();
    await expect(first.getByRole('link')).toHaveText(/\S/);
    await expect(first.getByText(/^₹/)).toBeVisible();
    await expect(first.getByText(/(Not )?Verified/)).toBeVisible();

    // A title too long for the card wraps to two lines and is there whole on hover.
    const title = (await first.getByRole('link').textContent()) ?? '';
    await expect(first.getByRole('link')).toHaveAttribute('title', title);

    // Nothing may push the page wider than the screen (a phone must not scroll sideways).
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

    // View All Properties opens the full results in the six's place: each listing once, with pages (issue 19).
    await page.getByRole('button', { name: 'View All Properties' }).click();
    await expect(page).toHaveURL(/view=all/);
    const results = page.getByRole('region', { name: 'Search Properties' });
    await expect(results.getByRole('heading', { name: 'Search Properties' })).toBeFocused();
    await expect(page.getByRole('heading', { name: 'All Properties' })).toBeHidden();
    await expect(results.getByRole('article')).toHaveCount(12);
    await expect(
      page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) }),
    ).toHaveCount(1);
  });

  test('switches to the rent tab and sees only rentals priced per month', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Rent', exact: true }).first().click();
    await expect(page).toHaveURL(/\/rent$/);
    await expect(page.getByRole('heading', { name: 'Properties for Rent' })).toBeVisible();
    const prices = page.getByRole('article').getByText(/^₹/);
    await expect(prices.first()).toBeVisible();
    for (const price of await prices.allTextContents()) expect(price).toMatch(/\/mo$/);
  });

  test('a guest opening a listing is asked to sign in', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page.getByRole('dialog', { name: 'Account Access' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('sees the not-found page on an unknown path and gets back home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('is sent home with a notice when opening a signed-in page as a guest', async ({ page }) => {
    await page.goto('/my-properties');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Authentication Required')).toBeVisible();
  });
});
