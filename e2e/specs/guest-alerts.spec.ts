import { outboxOf, type ReadMail, readOutbox } from '@aangan/testing';
import type { Page } from '@playwright/test';
import { anotherPerson, linkIn, uniqueWord } from '../fixtures/alerts.ts';
import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { listThroughApi } from '../fixtures/listing.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 20's guest alerts: a guest picks a tab and a search on the home page and asks 'Get Property Alerts'
 * for an address; nothing is mailed to it but the confirmation until its link is opened; then a new match is
 * mailed at once, and the mail's unsubscribe link stops it. A tampered link gets a clear page. Signing up with
 * the address later makes the alert one of the account's saved searches.
 */

/** Every mail the server has sent to an address so far. */
async function mailTo(dataDir: string, email: string): Promise<ReadMail[]> {
  return (await readOutbox(outboxOf(dataDir)).catch(() => [])).filter((mail) => mail.to.includes(email));
}

/** Waits for the first mail to an address whose text has these words. */
async function mailSaying(dataDir: string, email: string, words: string): Promise<ReadMail> {
  const find = async () => (await mailTo(dataDir, email)).find((mail) => mail.text.includes(words));
  await expect.poll(find, { timeout: 60_000 }).toBeTruthy();
  const mail = await find();
  if (!mail) throw new Error(`no mail to ${email} saying ${words}`);
  return mail;
}

/** On the home page: the Rent tab, the word typed into the hero's search, then alerts asked for at once. */
async function askForAlerts(page: Page, word: string, email: string) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Property categories' }).getByRole('link', { name: 'Rent' }).click();
  await expect(page).toHaveURL(/\/rent$/);
  const search = page.getByRole('combobox', { name: 'Search by location or project' });
  await search.fill(word);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/rent\\?q=${word}$`));

  const box = page.getByRole('region', { name: 'Get Property Alerts' });
  await box.scrollIntoViewIfNeeded();
  // The search it is about, named as the page names it, with the word.
  await expect(box.getByText('Your search:')).toBeVisible();
  await expect(box.getByRole('strong')).toContainText(word);
  const name = (await box.getByRole('strong').textContent()) ?? '';
  await box.getByRole('textbox', { name: 'Email address' }).fill(email);
  await box.getByRole('combobox', { name: 'How often' }).selectOption({ label: 'As soon as they are posted' });
  await box.getByRole('button', { name: 'Subscribe' }).click();
  const sent = box.getByRole('status');
  await expect(sent).toContainText('Check your inbox: we have sent a link to confirm this alert.');
  await expect(sent).toContainText(`Sent to ${email}`);
  return name;
}

test('a guest confirms an alert from its mail, is mailed a new match only then, and unsubscribes', async ({
  page,
  browser,
  baseURL,
  dataDir,
  isMobile,
}, testInfo) => {
  test.slow();
  const word = uniqueWord(testInfo, 'guestword');
  const email = `guest.${word}@example.in`;
  const name = await askForAlerts(page, word, email);

  const confirmation = await mailSaying(dataDir, email, name);
  expect(confirmation.subject).toBe('Confirm your property alert');
  const confirmLink = linkIn(confirmation.text, /^\/alerts\/confirm$/);

  // Someone with the same search saved, alerted at once: when their mail has come, the listing's alerts have
  // all gone out, and the address that has not confirmed must have had nothing but the confirmation.
  const watcher = await anotherPerson(browser, page, baseURL, isMobile);
  const watcherAccount = await signUpThroughApi(watcher.page, dataDir, 'Nisha Watcher');
  const saved = await watcher.page.request.post('/api/saved-searches', {
    data: { url: `/rent?q=${word}`, name: 'The same search' },
  });
  expect(saved.status()).toBe(201);
  const { id } = (await saved.json()) as { id: string };
  const instant = await watcher.page.request.patch(`/api/saved-searches/${id}`, { data: { frequency: 'instant' } });
  expect(instant.status()).toBe(200);

  const owner = await anotherPerson(browser, page, baseURL, isMobile);
  await signUpThroughApi(owner.page, dataDir, 'Rohan Owner');
  const before = `Flat before confirming ${word}`;
  await listThroughApi(owner.page, before);
  await mailSaying(dataDir, watcherAccount.email, before);
  expect((await mailTo(dataDir, email)).map((mail) => mail.subject)).toEqual(['Confirm your property alert']);

  // A link altered by a character gets a clear page, and turns nothing on.
  const tampered = confirmLink.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
  await page.goto(tampered);
  await expect(page.getByRole('heading', { level: 1, name: 'Property alerts' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('This confirmation link does not work.');
  await expect(page.getByRole('link', { name: 'Ask for alerts on the home page' })).toBeVisible();

  // The real link: the page confirms it and says so.
  await page.goto(confirmLink);
  const on = page.getByRole('status');
  await expect(on).toContainText('Your alert is on.');
  await expect(on).toContainText(`You will get an email as soon as a new listing matches “${name}”.`);
  await expectNoAxeViolations(page, 'the alert confirmation page');
  await on.getByRole('link', { name: 'See the listings' }).click();
  await expect(page).toHaveURL(new RegExp(`/rent\\?q=${word}$`));

  // A new match now reaches the address, its link to the listing and its own stop link with it.
  const after = `Flat after confirming ${word}`;
  const listingId = await listThroughApi(owner.page, after);
  const alert = await mailSaying(dataDir, email, after);
  expect(alert.text).not.toContain(before);
  expect(linkIn(alert.text, /^\/property\//)).toBe(`/property/${listingId}`);
  // Listings open to signed-in people (the spec's guard): the watcher's browser opens it.
  await watcher.page.goto(linkIn(alert.text, /^\/property\//));
  await expect(watcher.page.getByRole('heading', { level: 1, name: after })).toBeVisible();

  await page.goto(linkIn(alert.text, /^\/alerts\/unsubscribe$/));
  await expect(page.getByText(`You get an email as soon as a new listing matches “${name}”.`)).toBeVisible();
  await page.getByRole('button', { name: 'Stop these alerts' }).click();
  await expect(page.getByRole('status')).toContainText(`Alerts stopped. You will get no more emails about “${name}”.`);

  // Stopped: the next match reaches the watcher, not the address.
  const stopped = `Flat after stopping ${word}`;
  await listThroughApi(owner.page, stopped);
  await mailSaying(dataDir, watcherAccount.email, stopped);
  expect((await mailTo(dataDir, email)).filter((mail) => mail.text.includes(stopped))).toEqual([]);
  await watcher.context.close();
  await owner.context.close();
});

test('a guest’s confirmed alert becomes a saved search of the account made with the address', async ({
  page,
  dataDir,
}, testInfo) => {
  test.slow();
  const word = uniqueWord(testInfo, 'adoptword');
  const email = `adopt.${word}@example.in`;
  const name = await askForAlerts(page, word, email);
  const confirmation = await mailSaying(dataDir, email, name);
  await page.goto(linkIn(confirmation.text, /^\/alerts\/confirm$/));
  await expect(page.getByRole('status')).toContainText('Your alert is on.');

  await signUpThroughApi(page, dataDir, 'Asha Guest', email);
  await page.goto('/saved-searches');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByRole('combobox', { name: `Email alerts for ${name}` })).toHaveValue('instant');
});
