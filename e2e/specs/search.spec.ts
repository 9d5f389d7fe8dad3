import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

const foundCount = (page: Page) => page.getByText(/^[\d,]+\+? Properties Found$/);

async function readFound(page: Page): Promise<number> {
  const text = (await foundCount(page).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

test.describe('a seeker searching', () => {
  test('tabs change the path and what the grid shows', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Buy', exact: true }).first().click();
    await expect(page).toHaveURL(/\/buy$/);
    await expect(page.getByRole('heading', { name: 'Properties for Sale' })).toBeVisible();
    const badges = page.getByRole('article').getByText(/^For (Sale|Rent|PG)$/);
    await expect(badges.first()).toBeVisible();
    for (const badge of await badges.allTextContents()) expect(badge).toBe('For Sale');

    await page.getByRole('link', { name: 'Commercial', exact: true }).first().click();
    await expect(page).toHaveURL(/\/commercial$/);
    await expect(page.getByRole('heading', { name: 'Commercial Properties' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/buy$/);
  });

  test('a filter from the sheet narrows the results and shows a chip; removing it restores them', async ({ page }) => {
    await page.goto('/?view=all');
    const results = page.getByRole('region', { name: 'Search Properties' });
    await expect(foundCount(page)).toBeVisible();
    const everything = await readFound(page);

    await results.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: '2 BHK' }).click();
    await sheet.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(sheet).toBeHidden();

    await expect(page).toHaveURL(/bedrooms=2/);
    const chip = results.getByRole('button', { name: 'Remove 2 BHK' });
    await expect(chip).toBeVisible();
    await expect.poll(() => readFound(page)).toBeLessThan(everything);
    const narrowed = await readFound(page);
    expect(narrowed).toBeGreaterThan(0);
    for (const facts of await results.getByRole('article').getByText(/BHK/).allTextContents()) {
      expect(facts).toContain('2 BHK');
    }

    await chip.click();
    await expect(chip).toBeHidden();
    await expect.poll(() => readFound(page)).toBe(everything);
    await expect(page).not.toHaveURL(/bedrooms=/);
  });

  test('an empty search says so, and Reset Filters brings the listings back', async ({ page }) => {
    await page.goto('/?view=all&q=no-such-place-anywhere');
    const results = page.getByRole('region', { name: 'Search Properties' });
    await expect(results.getByRole('heading', { name: 'No Properties Found' })).toBeVisible();
    await results.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page).not.toHaveURL(/q=/);
    await expect(results.getByRole('article').first()).toBeVisible();
    expect(await readFound(page)).toBeGreaterThan(0);
  });

  test('the hero search reads a city it knows as that city’s page, and finds its listings', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox').first().fill('Bikaner');
    await page.keyboard.press('Enter');
    // The plain-language search (decision 031): a city with live listings opens its page, the words in the link.
    await expect(page).toHaveURL(/\/(buy|rent|pg|commercial)\/bikaner\?said=Bikaner$/);
    await expect(page.getByRole('button', { name: 'Remove Bikaner', exact: true })).toBeVisible();
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    // Demo listings name their city only where they are: every match is in Bikaner.
    for (const card of await cards.allTextContents()) expect(card).toContain('Bikaner');
  });
});
