import { listThroughApi } from '../fixtures/listing.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { grantRole } from '../fixtures/team.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 16's verification journey: an owner lists a flat and asks for verification; a moderator, in a
 * browser of their own, opens the request from the console's queue, records what was checked and approves;
 * the detail page shows Verified and explains it; a later price edit by the owner drops the badge and puts
 * the listing back in the queue.
 */
test('an owner asks for verification, a moderator verifies with a checklist, a price edit drops the badge', async ({
  page,
  browser,
  baseURL,
  database,
  dataDir,
  isMobile,
}, testInfo) => {
  test.slow();
  const marker = `Junagarh${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`;
  const title = `Courtyard flat ${marker}`;

  // The owner lists a flat and asks for verification from the detail page's notice.
  await signUpThroughApi(page, dataDir, 'Kavita Owner');
  const listingId = await listThroughApi(page, title);
  await page.goto(`/property/${listingId}`);
  await expect(
    page.getByText('This property is not verified. Please contact our team to verify this property.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Request verification' }).click();
  await expect(page.getByText('Verification requested').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Request verification' })).toBeHidden();

  // A moderator, in a browser of their own, finds it in the queue and opens it.
  const moderatorContext = await browser.newContext({ baseURL, viewport: page.viewportSize(), isMobile });
  const moderatorPage = await moderatorContext.newPage();
  const moderator = await signUpThroughApi(moderatorPage, dataDir, 'Arjun Moderator');
  await grantRole({ database, dataDir }, moderator.email, 'moderator');
  await moderatorPage.goto('/admin/verifications');
  await expect(moderatorPage.getByRole('heading', { level: 1, name: 'Team Console' })).toBeVisible();
  await moderatorPage.getByRole('link', { name: new RegExp(title) }).click();
  await expect(moderatorPage.getByRole('heading', { name: title })).toBeVisible();
  await expect(moderatorPage.getByText('Kavita Owner').first()).toBeVisible();

  // Approving without the bar is refused in words; identity, authority and a visit pass it.
  const checklist = moderatorPage.getByRole('group', { name: /checklist|what was checked/i });
  await checklist.getByRole('checkbox', { name: 'Owner identity document seen' }).check();
  await moderatorPage.getByRole('button', { name: 'Approve' }).click();
  await expect(moderatorPage.getByText(/Verified needs the owner’s identity document/).first()).toBeVisible();
  await checklist.getByRole('checkbox', { name: 'Ownership or rent-authority document seen' }).check();
  await checklist.getByRole('checkbox', { name: 'Property visited' }).check();
  await moderatorPage.getByRole('button', { name: 'Approve' }).click();
  await expect(moderatorPage.getByText('Listing verified').first()).toBeVisible();

  // The badge explains itself on the detail page.
  await page.reload();
  const badge = page.getByRole('button', { name: /^Verified/ });
  await badge.click();
  await expect(
    page.getByText(/Identity and ownership documents checked, property visited — verified by the Aangan team on/),
  ).toBeVisible();
  await expect(page.getByText(/confirms that the property exists as advertised/)).toBeVisible();
  await page.keyboard.press('Escape');

  // A price edit sends it back for re-verification: Not Verified again, and in the queue as an edit.
  await page.goto(`/edit-property/${listingId}`);
  await expect(page.getByRole('heading', { name: 'Edit Your Property' })).toBeVisible();
  for (const heading of ['Location Details', 'Property Profile', 'Media Upload', 'Additional Details']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
  await page.getByLabel('Monthly Rent').fill('19500');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Update Property' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank You!' })).toBeVisible();
  await page.goto(`/property/${listingId}`);
  await expect(page.getByRole('button', { name: /^Verified/ })).toBeHidden();
  await expect(page.getByText(/re-verification/i).first()).toBeVisible();

  await moderatorPage.goto('/admin/verifications');
  await expect(moderatorPage.getByRole('link', { name: new RegExp(title) })).toBeVisible();
  await moderatorContext.close();
});
