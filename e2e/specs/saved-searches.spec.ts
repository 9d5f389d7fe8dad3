import { accountUi } from '../fixtures/account.ts';
import { listThroughApi } from '../fixtures/listing.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 20's saved searches: a person saves a search from the rent results with a filter, finds it on Saved
 * Searches with what is new since, opens it onto the same results, renames and deletes it; in Hindi the
 * suggested name is Hindi; a guest is asked to sign in first.
 */

test('a person saves a search, sees what is new, opens it on the same results, renames and deletes it', async ({
  page,
  dataDir,
  isMobile,
}, testInfo) => {
  test.slow();
  const ui = accountUi(page, isMobile);
  await signUpThroughApi(page, dataDir, 'Kavya Seeker');

  await page.goto('/rent?view=all&bedrooms=2');
  const results = page.getByRole('region', { name: 'Search Properties' });
  await expect(results.getByRole('button', { name: 'Remove 2 BHK' })).toBeVisible();
  const save = results.getByRole('button', { name: 'Save this search' });
  await save.click();
  const saveDialog = page.getByRole('dialog', { name: 'Save this search' });
  const name = saveDialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue('2 BHK homes for rent');
  await name.fill('Two rooms in town');
  await saveDialog.getByRole('button', { name: 'Save search' }).click();
  await expect(saveDialog).toBeHidden();
  await expect(save).toBeFocused();
  const notices = page.getByRole('region', { name: 'Notifications' });
  await expect(notices.getByText('Search saved')).toBeVisible();

  await notices.getByRole('link', { name: 'View Saved Searches' }).click();
  await expect(page).toHaveURL(/\/saved-searches$/);
  await expect(page.getByRole('heading', { name: 'Saved Searches', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: 'Two rooms in town' });
  await expect(card.getByText(/^Nothing new since /)).toBeVisible();
  await expect(card.getByRole('list', { name: 'What it looks for' })).toContainText('2 BHK');

  // A 2 BHK flat for rent listed now is new to the search.
  const title = `Saved-search flat ${testInfo.project.name} ${Date.now().toString(36)}`;
  await listThroughApi(page, title);
  await page.reload();
  await expect(card.getByText(/^[\d,]+\+? new since /)).toBeVisible();

  // Open runs it: the same results, the new flat among them; coming back, nothing is new any more.
  await card.getByRole('link', { name: 'Open Two rooms in town' }).click();
  await expect(page).toHaveURL(/\/rent\?bedrooms=2&view=all$/);
  await expect(results.getByRole('button', { name: 'Remove 2 BHK' })).toBeVisible();
  await expect(results.getByRole('article').filter({ hasText: title })).toBeVisible();
  await ui.openAccountLink('Saved Searches');
  await expect(page).toHaveURL(/\/saved-searches$/);
  await expect(card.getByText(/^Nothing new since /)).toBeVisible();

  await card.getByRole('button', { name: 'Rename Two rooms in town' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Rename search' });
  await renameDialog.getByRole('textbox', { name: 'Name' }).fill('Near the station');
  await renameDialog.getByRole('button', { name: 'Save' }).click();
  await expect(renameDialog).toBeHidden();
  const renamed = page.getByRole('article', { name: 'Near the station' });
  await expect(renamed).toBeVisible();
  await expect(renamed.getByRole('button', { name: 'Rename Near the station' })).toBeFocused();

  await renamed.getByRole('button', { name: 'Delete Near the station' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete this saved search?' });
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(deleteDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
  await expect(page.getByText('0 of 20 searches saved')).toBeVisible();
});

test('on a Hindi page the suggested name is Hindi, and the saved search opens the Hindi results', async ({
  page,
  dataDir,
}) => {
  await signUpThroughApi(page, dataDir, 'Kavya Hindi');
  await page.goto('/hi/rent?view=all&bedrooms=2');
  await page.getByRole('button', { name: 'यह खोज सेव करें' }).click();
  const dialog = page.getByRole('dialog', { name: 'यह खोज सेव करें' });
  await expect(dialog.getByRole('textbox', { name: 'नाम' })).toHaveValue('किराये के लिए 2 BHK घर');
  await dialog.getByRole('button', { name: 'खोज सेव करें' }).click();
  await expect(page.getByRole('region', { name: 'सूचनाएँ' }).getByText('खोज सेव हो गई')).toBeVisible();

  await page.goto('/hi/saved-searches');
  const card = page.getByRole('article', { name: 'किराये के लिए 2 BHK घर' });
  await expect(card.getByText(/से कुछ नया नहीं$/)).toBeVisible();
  await card.getByRole('link', { name: 'किराये के लिए 2 BHK घर खोलें' }).click();
  await expect(page).toHaveURL(/\/hi\/rent\?bedrooms=2&view=all$/);
  await expect(page.getByRole('heading', { name: 'प्रॉपर्टी खोजें' })).toBeVisible();

  // The same search again is refused, in Hindi.
  await page.getByRole('button', { name: 'यह खोज सेव करें' }).click();
  await dialog.getByRole('button', { name: 'खोज सेव करें' }).click();
  await expect(page.getByRole('alert')).toContainText('आप यह खोज पहले ही सेव कर चुके हैं');
});

test('a guest pressing Save this search is asked to sign in', async ({ page }) => {
  await page.goto('/rent?view=all');
  await page.getByRole('button', { name: 'Save this search' }).click();
  await expect(page.getByRole('dialog', { name: 'Account Access' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Save this search' })).toHaveCount(0);
});
