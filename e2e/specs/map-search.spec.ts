import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { listThroughApi } from '../fixtures/listing.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * The results on a map (issue 21, decision 036): List | Map kept in the URL, price markers at each listing's
 * public point, 'Search this area' once the map is moved, and a marker opening its listing. The tiles are one
 * local picture (fixtures/test.ts): no journey needs the internet.
 */
test('switching to the map shows the price markers, and moving it offers to search that area', async ({
  page,
  dataDir,
}) => {
  // A sign-up, a listing with a picture, a map and two searches: more than the default on a busy machine.
  test.slow();
  const title = `Map flat ${Date.now()}`;
  await signUpThroughApi(page, dataDir, 'Meera Owner');
  // A locality the gazetteer does not know: the listing stands at Jaipur's centre, apart from the demo's.
  const sanganer = { city: 'Jaipur', locality: 'Sanganer', address: '5 Airport Road', pincode: '302029' };
  await listThroughApi(page, title, 17_777, { location: sanganer });

  await page.goto('/rent/jaipur');
  await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\/rent\/jaipur\?display=map$/);
  const map = page.getByRole('region', { name: 'Map of the results' });
  const marker = map.getByRole('button', { name: '₹17,777' });
  await expect(marker).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search this area' })).toBeHidden();
  await expectNoAxeViolations(page, 'the results on a map');

  // Zoomed out, the map shows more than it was searched for: 'Search this area' searches what it shows.
  await map.getByRole('button', { name: 'Zoom out' }).click();
  await page.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/\/rent\/jaipur\?bbox=[\d.]+(%2C[\d.]+){3}&display=map$/);
  await expect(page.getByText('Showing the map’s area')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search this area' })).toBeHidden();
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();

  // Its marker opens the listing; Back returns to the same map search.
  await map.getByRole('button', { name: '₹17,777' }).click();
  await expect(page).toHaveURL(/\/property\//);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  await page.goBack();
  await expect(page).toHaveURL(/bbox=.*display=map/);
  await page.getByRole('button', { name: 'Search everywhere' }).click();
  await expect(page).not.toHaveURL(/bbox=/);
  await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'List' }).click();
  await expect(page).toHaveURL(/\/rent\/jaipur$/);
  await expect(map).toBeHidden();
});
