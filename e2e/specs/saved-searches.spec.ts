import { listingBody, outboxOf, readOutbox } from '@aangan/testing';
import { accountUi } from '../fixtures/account.ts';
import { anotherPerson, linkIn, uniqueWord } from '../fixtures/alerts.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { listThroughApi } from '../fixtures/listing.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 20's saved searches: a person saves a search from the rent results with a filter, finds it on Saved
 * Searches with what is new since, opens it onto the same results, renames and deletes it; in Hindi the
 * suggested name is Hindi; a guest is offered signing in, or the search's alerts by email. A search saved
 * with instant alerts is mailed a matching listing another person posts, and the mail's unsubscribe link
 * turns its alerts off.
 */

test('a person saves a search, sees what is new, opens it on the same results, renames and deletes it', async ({
  page,
  dataDir,
  isMobile,
}, testInfo) => {
  test.slow();
  const ui = accountUi(page, isMobile);
  await signUpThroughApi(page, dataDir, 'Kavya Seeker');
  // A word only this run's flat has: other journeys post 2 BHK flats for rent while this runs, and would be new
  // to a search for 2 BHK flats alone.
  const word = uniqueWord(testInfo);

  await page.goto(`/rent?view=all&bedrooms=2&q=${word}`);
  const results = page.getByRole('region', { name: 'Search Properties' });
  await expect(results.getByRole('button', { name: 'Remove 2 BHK' })).toBeVisible();
  const save = results.getByRole('button', { name: 'Save this search' });
  await save.click();
  const saveDialog = page.getByRole('dialog', { name: 'Save this search' });
  const name = saveDialog.getByRole('textbox', { name: 'Name' });
  await expect(name).toHaveValue(new RegExp(`^2 BHK homes for rent.*${word}`));
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
  const title = `Saved-search flat ${word}`;
  await listThroughApi(page, title);
  await page.reload();
  await expect(card.getByText(/^[\d,]+\+? new since /)).toBeVisible();

  // Open runs it: the same results, the new flat among them; coming back, nothing is new any more.
  await card.getByRole('link', { name: 'Open Two rooms in town' }).click();
  await expect(page).toHaveURL(/\/rent\?.*view=all/);
  expect(new URL(page.url()).searchParams.getAll('bedrooms')).toEqual(['2']);
  expect(new URL(page.url()).searchParams.get('q')).toBe(word);
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
}, testInfo) => {
  await signUpThroughApi(page, dataDir, 'Kavya Hindi');
  const word = uniqueWord(testInfo);
  await page.goto(`/hi/rent?view=all&bedrooms=2&q=${word}`);
  await page.getByRole('button', { name: 'यह खोज सेव करें' }).click();
  const dialog = page.getByRole('dialog', { name: 'यह खोज सेव करें' });
  const nameBox = dialog.getByRole('textbox', { name: 'नाम' });
  await expect(nameBox).toHaveValue(/^किराये के लिए 2 BHK घर/);
  const name = await nameBox.inputValue();
  await dialog.getByRole('button', { name: 'खोज सेव करें' }).click();
  await expect(page.getByRole('region', { name: 'सूचनाएँ' }).getByText('खोज सेव हो गई')).toBeVisible();

  await page.goto('/hi/saved-searches');
  const card = page.getByRole('article', { name });
  await expect(card.getByText(/से कुछ नया नहीं$/)).toBeVisible();
  await card.getByRole('link', { name: `${name} खोलें` }).click();
  await expect(page).toHaveURL(/\/hi\/rent\?.*view=all/);
  expect(new URL(page.url()).searchParams.get('q')).toBe(word);
  await expect(page.getByRole('heading', { name: 'प्रॉपर्टी खोजें' })).toBeVisible();

  // The same search again is refused, in Hindi.
  await page.getByRole('button', { name: 'यह खोज सेव करें' }).click();
  await dialog.getByRole('button', { name: 'खोज सेव करें' }).click();
  await expect(page.getByRole('alert')).toContainText('आप यह खोज पहले ही सेव कर चुके हैं');
});

test('a guest pressing Save this search is offered signing in, or its alerts by email', async ({ page }) => {
  await page.goto('/rent?view=all');
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByRole('region', { name: 'Email me alerts instead' })).toContainText(/for rent/i);
  await expectNoAxeViolations(page, "a guest's Save this search");
  await dialog.getByRole('button', { name: 'Sign in to save it' }).click();
  await expect(page.getByRole('dialog', { name: 'Account Access' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('a search saved with instant alerts mails a new match, and the mail’s link turns the alerts off', async ({
  page,
  browser,
  baseURL,
  dataDir,
  isMobile,
}, testInfo) => {
  test.slow();
  const seeker = await signUpThroughApi(page, dataDir, 'Ishaan Seeker');
  // A word only this run's listing has, so no other journey's listing matches the search.
  const word = `alertword${testInfo.project.name}${Date.now().toString(36)}`;

  await page.goto(`/rent?view=all&q=${word}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Flats with the word');
  const alerts = dialog.getByRole('combobox', { name: 'Email alerts' });
  await expect(alerts).toHaveValue('daily');
  await expect(dialog.getByText(`New matches are emailed to ${seeker.email}.`)).toBeVisible();
  await alerts.selectOption({ label: 'As soon as they are posted' });
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Search saved')).toBeVisible();
  await page.goto('/saved-searches');
  const card = page.getByRole('article', { name: 'Flats with the word' });
  await expect(card.getByRole('combobox', { name: 'Email alerts for Flats with the word' })).toHaveValue('instant');

  // Another person posts a flat with the word: the server's job mails the seeker about it.
  const owner = await anotherPerson(browser, page, baseURL, isMobile);
  await signUpThroughApi(owner.page, dataDir, 'Rohan Owner');
  const title = `Sunny flat ${word}`;
  // A 3 BHK: the other journeys here look for 2 BHK flats posted while they run, and must not see this one.
  await listThroughApi(owner.page, title, 18_000, { details: { ...listingBody().details, bedrooms: 3 } });
  await owner.context.close();

  const alertMail = async () =>
    (await readOutbox(outboxOf(dataDir)).catch(() => [])).find(
      (mail) => mail.to.includes(seeker.email) && mail.text.includes(title),
    );
  await expect.poll(alertMail, { timeout: 60_000 }).toBeTruthy();
  const mail = await alertMail();
  const text = mail?.text ?? '';
  expect(text).toContain('Flats with the word');

  // Its listing link opens the listing.
  await page.goto(linkIn(text, /\/property\//));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Its unsubscribe link opens a page that names the search; one press turns the alerts off.
  await page.goto(linkIn(text, /^\/alerts\/unsubscribe$/));
  await expect(page.getByRole('heading', { level: 1, name: 'Email alerts' })).toBeVisible();
  await expect(
    page.getByText('You get an email as soon as a new listing matches “Flats with the word”.'),
  ).toBeVisible();
  await expectNoAxeViolations(page, 'the unsubscribe page');
  await page.getByRole('button', { name: 'Stop these alerts' }).click();
  await expect(page.getByRole('status')).toContainText(
    'Alerts stopped. You will get no more emails about “Flats with the word”.',
  );
  await page.getByRole('link', { name: 'Open Saved Searches' }).click();
  await expect(card.getByRole('combobox', { name: 'Email alerts for Flats with the word' })).toHaveValue('off');
});
