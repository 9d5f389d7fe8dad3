import { expectNoAxeViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Place suggestions in the search box (issue 21, decision 032): a misspelt city is suggested with its live
 * count, chosen with the keyboard on a desktop and by a tap on a phone, and leads to the city's results.
 */
test('typing “jaipr” suggests Jaipur with its count, and picking it opens Jaipur’s results', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const box = page.getByRole('search', { name: 'Search properties' }).getByRole('combobox');
  await box.click();
  await box.pressSequentially('jaipr');

  const list = page.getByRole('listbox', { name: 'Suggested places' });
  const jaipur = list.getByRole('option', { name: /^Jaipur · [\d,]+ homes? City$/ });
  await expect(jaipur).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  const count = Number(((await jaipur.textContent()) ?? '').replace(/[^\d]/g, ''));
  expect(count).toBeGreaterThan(0);
  await expectNoAxeViolations(page, 'the search box with its place suggestions open');

  if (isMobile) {
    // The box has gone to the top of the screen: the places under it stay above where a keyboard opens.
    await expect.poll(async () => (await list.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(300);
    await jaipur.tap();
  } else {
    // The first suggestion is the best: the misspelt city itself.
    await box.press('ArrowDown');
    await expect(jaipur).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await jaipur.getAttribute('id')) ?? '');
    await expectNoAxeViolations(page, 'the place suggestions with one chosen');
    await box.press('Enter');
  }

  await expect(page).toHaveURL(/\/(buy|rent|pg|commercial)\/jaipur$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Jaipur');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('Escape closes the suggestions and keeps the text, and Enter then searches the words as read', async ({
  page,
}) => {
  await page.goto('/rent');
  const box = page.getByRole('search', { name: 'Search properties' }).getByRole('combobox');
  await box.click();
  await box.pressSequentially('bikanir');
  const list = page.getByRole('listbox', { name: 'Suggested places' });
  await expect(list.getByRole('option', { name: /^Bikaner · / })).toBeVisible();

  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveValue('bikanir');
  await box.press('Enter');
  // The words are read as well as suggested (decision 031): the misspelt city is its page, said as typed.
  await expect(page).toHaveURL(/\/rent\/bikaner\?said=bikanir$/);
  await expect(page.getByRole('button', { name: 'Remove Bikaner', exact: true })).toBeVisible();
});
