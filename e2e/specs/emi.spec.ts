import { defaultLoanAmount, emi, formatRupees, type PropertyDetail } from '@aangan/domain';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

test.use({ reducedMotion: 'reduce' });

/** Opens the first listing a search page shows and answers it as the API does (its price, its purpose). */
async function openFirstListing(page: Page, path: string): Promise<PropertyDetail> {
  await page.goto(path);
  const href = await page.locator('article a[href^="/property/"]').first().getAttribute('href');
  if (!href) throw new Error(`no listing on ${path}`);
  await page.goto(href);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const answer = await page.request.get(`/api${href.replace('/property/', '/properties/')}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as PropertyDetail;
}

/** A figure of the calculator's results by its label: the amount after it. */
function figure(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'EMI calculator' })
    .locator('dt', { hasText: label })
    .locator('xpath=following-sibling::dd[1]');
}

/**
 * Issue 21: a buyer opens a demo sale listing and sees the EMI for 80% of its price at 8.5% over 20 years,
 * changes the tenure by typing and by the keyboard alone, opens the year-by-year table; a rental has none.
 */
test('a buyer works out the EMI on a sale listing; a rental has no calculator', async ({ page, dataDir }) => {
  test.slow();
  await signUpThroughApi(page, dataDir, 'Asha Buyer');

  const sale = await openFirstListing(page, '/buy');
  expect(sale.purpose).toBe('sell');
  const loan = defaultLoanAmount(sale.price);
  const calculator = page.getByRole('region', { name: 'EMI calculator' });
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.getByRole('spinbutton', { name: 'Loan amount (₹)' })).toHaveValue(String(loan));
  await expect(calculator.getByRole('spinbutton', { name: 'Interest rate (% a year)' })).toHaveValue('8.5');
  await expect(figure(page, 'Monthly EMI')).toHaveText(formatRupees(emi(loan, 8.5, 240)));

  // A shorter tenure, typed: a bigger EMI.
  const tenure = calculator.getByRole('spinbutton', { name: 'Loan tenure (years)' });
  await tenure.fill('10');
  await expect(figure(page, 'Monthly EMI')).toHaveText(formatRupees(emi(loan, 8.5, 120)));

  // The keyboard alone: the number input's arrow, then the slider's.
  await tenure.press('ArrowUp');
  await expect(tenure).toHaveValue('11');
  await expect(figure(page, 'Monthly EMI')).toHaveText(formatRupees(emi(loan, 8.5, 132)));
  await calculator.getByRole('slider', { name: 'Loan tenure (years)' }).press('ArrowRight');
  await expect(tenure).toHaveValue('12');
  await expect(figure(page, 'Monthly EMI')).toHaveText(formatRupees(emi(loan, 8.5, 144)));

  // Something it cannot use: said beside the field, no figure shown.
  await tenure.fill('45');
  await expect(calculator.getByText('The tenure can be from 1 to 30 years.')).toBeVisible();
  await expect(figure(page, 'Monthly EMI')).toHaveText('—');
  await tenure.fill('12');

  const yearByYear = calculator.getByRole('button', { name: 'Year-by-year' });
  await yearByYear.focus();
  await page.keyboard.press('Enter');
  const table = calculator.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(13);
  await expect(table.getByRole('row').last().getByRole('cell').last()).toHaveText('₹0');
  // Nothing may push the page wider than the screen (the table scrolls inside its own box).
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  await expectNoAxeViolations(page, 'the EMI calculator with its year-by-year table');

  const rental = await openFirstListing(page, '/rent');
  expect(rental.purpose).toBe('rent');
  await expect(page.getByRole('heading', { name: 'Property Details' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'EMI calculator' })).toHaveCount(0);
});
