import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { listThroughApi } from '../fixtures/listing.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Search that understands people (issue 21, decision 031): a query typed as one talks becomes the rent tab,
 * Bikaner's page and filters, shown as 'We understood' chips; a wrong guess costs one tap.
 */
test('“2bhk on rent in bikaner under 20k” searches Bikaner’s rentals with chips, and a chip taken back widens it', async ({
  page,
  dataDir,
}) => {
  // A sign-up, a listing with a picture and three searches: more than the default's 30 s on a busy machine.
  test.slow();
  const title = `Plain words flat ${Date.now()}`;
  await signUpThroughApi(page, dataDir, 'Naveen Owner');
  // A 2 BHK flat for rent in Sadul Ganj, Bikaner, at ₹18,000 (the fixture's listing).
  await listThroughApi(page, title);

  await page.goto('/');
  const box = page.getByRole('search', { name: 'Search properties' }).getByRole('combobox');
  await box.fill('2bhk on rent in bikaner under 20k');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/rent\/bikaner\?/);
  const url = new URL(page.url());
  expect(url.searchParams.getAll('bedrooms')).toEqual(['2']);
  expect(url.searchParams.get('maxPrice')).toBe('20000');
  expect(url.searchParams.get('q')).toBeNull();

  const understood = page.getByRole('list', { name: 'We understood:' });
  for (const chip of ['Rent', '2 BHK', 'Bikaner', 'under ₹20,000']) {
    await expect(understood.getByRole('button', { name: `Remove ${chip}`, exact: true })).toBeVisible();
  }
  // Said once: the bar's own chips do not repeat the bedrooms and the budget.
  await expect(page.getByRole('list', { name: 'Applied filters' })).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  for (const price of await page
    .getByRole('article')
    .getByText(/^₹[\d,]+\/month$/)
    .allTextContents()) {
    expect(Number(price.replace(/[^\d]/g, ''))).toBeLessThanOrEqual(20_000);
  }
  await expectNoAxeViolations(page, 'the results with the understood chips');

  await understood.getByRole('button', { name: 'Remove 2 BHK', exact: true }).click();
  await expect(page).not.toHaveURL(/bedrooms=/);
  await expect(page).toHaveURL(/\/rent\/bikaner\?.*maxPrice=20000/);
  await expect(understood.getByRole('button', { name: 'Remove 2 BHK', exact: true })).toBeHidden();
  await expect(understood.getByRole('button', { name: 'Remove Bikaner', exact: true })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
});

test('words the page cannot read as filters are searched as typed, with no chips', async ({ page }) => {
  await page.goto('/rent');
  const box = page.getByRole('search', { name: 'Search properties' }).getByRole('combobox');
  await box.fill('sea facing');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/rent\?q=sea\+facing$/);
  await expect(page.getByText('We understood:')).toBeHidden();
});

test('words sent before the page’s script has taken over are still read, once it has', async ({ page }) => {
  // A slow phone: the app's script is held until the words have gone, so the box's plain form sends them.
  let releaseScripts = () => {};
  const scriptsReleased = new Promise<void>((resolve) => {
    releaseScripts = resolve;
  });
  await page.route('**/*.js', async (route) => {
    await scriptsReleased;
    await route.continue().catch(() => {});
  });
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('search', { name: 'Search properties' }).getByRole('combobox');
  await box.fill('2bhk on rent in bikaner under 20k');
  await expect(page.locator('html')).toHaveAttribute('data-hydrating', '');
  await box.press('Enter');
  // The server answers the words as typed; the page, once its script runs, reads them.
  await expect(page).toHaveURL(/\/\?read=1&q=2bhk/);
  releaseScripts();
  await expect(page).toHaveURL(/\/rent\/bikaner\?/);
  const url = new URL(page.url());
  expect(url.searchParams.getAll('bedrooms')).toEqual(['2']);
  expect(url.searchParams.get('maxPrice')).toBe('20000');
  expect(url.searchParams.get('read')).toBeNull();
  await expect(page.getByRole('list', { name: 'We understood:' })).toBeVisible();
});

test('“pg for girls in jaipur” finds the PGs for women or anyone there, and the tenant chip taken back finds the rest', async ({
  page,
  dataDir,
}) => {
  // A sign-up, three listings with pictures and two searches: more than the default on a busy machine.
  test.slow();
  const stamp = Date.now();
  const jaipur = { city: 'Jaipur', locality: 'Malviya Nagar', address: '12 College Road', pincode: '302017' };
  const pg = { purpose: 'pg', location: jaipur, price: 7_000 } as const;
  await signUpThroughApi(page, dataDir, 'Jaipur PG Owner');
  const forWomen = `Girls PG ${stamp}`;
  const forAnyone = `Student PG ${stamp}`;
  const forMen = `Boys PG ${stamp}`;
  await listThroughApi(page, forWomen, pg.price, { ...pg, tenantPreference: 'women' });
  await listThroughApi(page, forAnyone, pg.price, { ...pg, tenantPreference: 'any' });
  await listThroughApi(page, forMen, pg.price, { ...pg, tenantPreference: 'men' });

  await page.goto('/');
  const box = page.getByRole('search', { name: 'Search properties' }).getByRole('combobox');
  await box.fill('pg for girls in jaipur');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/pg\/jaipur\?tenant=women&said=/);
  const understood = page.getByRole('list', { name: 'We understood:' });
  for (const chip of ['PG', 'Jaipur', 'Single women']) {
    await expect(understood.getByRole('button', { name: `Remove ${chip}`, exact: true })).toBeVisible();
  }
  const card = (title: string) => page.getByRole('article').filter({ hasText: title });
  await expect(card(forWomen)).toBeVisible();
  await expect(card(forAnyone)).toBeVisible();
  await expect(card(forMen)).toBeHidden();

  await understood.getByRole('button', { name: 'Remove Single women', exact: true }).click();
  await expect(page).not.toHaveURL(/tenant=/);
  await expect(card(forMen)).toBeVisible();
  await expect(card(forWomen)).toBeVisible();
});
