import { writeFile } from 'node:fs/promises';
import { makeJpeg } from '@aangan/testing';
import sharp from 'sharp';
import { signUpThroughApi } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/**
 * Issue 6's journey: a signed-in owner lists a rent property through the five steps with a photo from
 * their disk, sees the Thank You dialog, opens the listing, finds it in search with its processed picture,
 * edits the price, and deletes it from My Properties.
 */
test('an owner lists a rent flat with a photo, finds it in search, edits its rent and deletes it', async ({
  page,
  dataDir,
}, testInfo) => {
  test.slow();
  await signUpThroughApi(page, dataDir);
  // A word no demo listing has, so the search finds this listing only (the projects run side by side).
  const marker = `Zorawar${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}`;
  const photo = testInfo.outputPath('balcony.jpg');
  await writeFile(photo, await makeJpeg(1600, 1200, true));

  await page.goto('/list-property/rent');
  await expect(page.getByRole('heading', { name: 'List Your Property' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Rent/Lease' })).toBeChecked();
  // The chat button floats clear of Next (issue 19: on a phone it covered it).
  const next = await page.getByRole('button', { name: 'Next' }).boundingBox();
  const chat = await page.getByRole('button', { name: 'Chat with us' }).boundingBox();
  const overlaps =
    next && chat
      ? chat.x < next.x + next.width &&
        next.x < chat.x + chat.width &&
        chat.y < next.y + next.height &&
        next.y < chat.y + chat.height
      : true;
  expect(overlaps).toBe(false);

  // Step 1: Next refuses an empty title with the spec's message.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Property title is required')).toBeVisible();
  await page.getByLabel('Property Title').fill(`Sunny 2 BHK near ${marker}`);
  await page.getByRole('combobox', { name: 'Property Sub-type' }).click();
  await page.getByRole('option', { name: 'Flat/Apartment' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: after a failed Next each error goes as its field is put right, while the field still has focus,
  // so nothing moves under the pointer and ONE click on Next advances (issue 19).
  await expect(page.getByRole('heading', { name: 'Location Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Pin code is required')).toBeVisible();
  await page.getByLabel('City').fill('Bikaner');
  await page.getByLabel('Locality', { exact: true }).fill('Sadul Ganj');
  await page.getByLabel('Complete Address').fill('12 Ring Road, Sadul Ganj');
  await page.getByLabel('Pin Code').fill('33a4003');
  await expect(page.getByLabel('Pin Code')).toHaveValue('334003');
  await expect(page.getByLabel('Pin Code')).toBeFocused();
  await expect(page.getByText('Pin code is required')).toBeHidden();
  // The optional map pin (issue 21): the map opens on Sadul Ganj; a tap pins the property's spot.
  await expect(page.getByText('Not pinned: maps show the listing at its locality.')).toBeVisible();
  await page.getByRole('application', { name: 'Map to pin the property' }).click({ position: { x: 120, y: 150 } });
  const pinned = page.getByText(/^Pinned at 28\.\d{5}, 73\.\d{5}$/);
  await expect(pinned).toBeVisible();
  // The pin moves with the arrow keys too: up is north.
  const before = Number((await pinned.textContent())?.match(/28\.\d+/)?.[0]);
  await page.getByRole('button', { name: 'The property’s pin: move it with the arrow keys' }).press('ArrowUp');
  await expect.poll(async () => Number((await pinned.textContent())?.match(/28\.\d+/)?.[0])).toBeGreaterThan(before);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3.
  await expect(page.getByRole('heading', { name: 'Property Profile' })).toBeVisible();
  await page.getByLabel('Bedrooms').fill('2');
  await page.getByLabel('Bathrooms').fill('2');
  await page.getByLabel('Plot Area (sq.ft)').fill('0');
  await page.getByLabel('Built-up Area (sq.ft)').fill('1100');
  await page.getByLabel('Carpet Area (sq.ft)').fill('950');
  await page.getByLabel('Total Floors').fill('5');
  await page.getByLabel('Floor Number').fill('3');
  await page.getByRole('radio', { name: 'Semi-furnished' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 4: the photo is uploaded, processed and becomes the cover.
  await expect(page.getByRole('heading', { name: 'Media Upload' })).toBeVisible();
  await page.getByLabel('Upload images').setInputFiles(photo);
  await expect(page.getByText('Cover', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 5.
  await expect(page.getByRole('heading', { name: 'Additional Details' })).toBeVisible();
  await page.getByLabel('Monthly Rent').fill('18000');
  await expect(page.getByLabel('Price in Words')).toHaveValue('Eighteen Thousand');
  await page
    .getByLabel('Description')
    .fill('A bright two bedroom flat ten minutes from the fort, with a lift, covered parking and a park next door.');
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'List Property' }).click();

  const thanks = page.getByRole('dialog', { name: 'Thank You!' });
  await expect(thanks).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(thanks).toBeVisible();
  await thanks.getByRole('button', { name: 'View Your Property' }).click();
  await expect(page).toHaveURL(/\/property\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').at(-1) as string;
  await expect(page.getByRole('heading', { level: 1, name: `Sunny 2 BHK near ${marker}` })).toBeVisible();
  await expect(page.getByText('₹18.00k/month').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'image 1' })).toHaveAttribute('src', /\/detail\.webp$/);

  // In search, with the card-sized WebP made from the upload.
  await page.goto(`/?view=all&q=${marker}`);
  const card = page.getByRole('article').filter({ hasText: marker }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText('₹18,000/mo')).toBeVisible();
  // The card's picture is decorative (alt=""): the title says what it shows.
  const picture = card.locator('img').first();
  await expect(picture).toHaveAttribute('src', /^\/media\/properties\/[\w-]+\/card\.webp$/);
  const served = await page.request.get((await picture.getAttribute('src')) as string);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();

  // Edit: the wizard opens prefilled, the rent changes, and search shows the new one.
  await page.goto(`/edit-property/${id}`);
  await expect(page.getByRole('heading', { name: 'Edit Your Property' })).toBeVisible();
  await expect(page.getByLabel('Property Title')).toHaveValue(`Sunny 2 BHK near ${marker}`);
  for (const heading of ['Location Details', 'Property Profile', 'Media Upload', 'Additional Details']) {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    // The owner's pin comes back with the listing.
    if (heading === 'Location Details') await expect(page.getByText(/^Pinned at 28\.\d{5}, 73\.\d{5}$/)).toBeVisible();
  }
  await expect(page.getByLabel('Monthly Rent')).toHaveValue('18000');
  await page.getByLabel('Monthly Rent').fill('21000');
  // Acceptance is asked again on every submit (domain toListingFormValues).
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Update Property' }).click();
  await expect(page.getByRole('dialog', { name: 'Thank You!' })).toBeVisible();

  await page.goto(`/?view=all&q=${marker}`);
  await expect(page.getByRole('article').filter({ hasText: marker }).first().getByText('₹21,000/mo')).toBeVisible();

  // Delete it from My Properties: asked first, then gone from the dashboard and from search.
  await page.goto('/my-properties');
  const listing = page.getByRole('article').filter({ hasText: marker });
  await expect(listing.getByText('₹21,000/mo')).toBeVisible();
  await listing.getByRole('button', { name: /delete/i }).click();
  const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog', { name: 'Are you sure?' }));
  await expect(confirm.getByText('Are you sure?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Property has been deleted')).toBeVisible();
  await expect(listing).toBeHidden();
  await page.goto(`/?view=all&q=${marker}`);
  await expect(page.getByText('No Properties Found').first()).toBeVisible();
  expect((await page.request.get(`/api/properties/${id}`)).status()).toBe(404);
});

test('a guest pressing Post Property is asked to log in to list a property', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Post Property' }).click();
  await expect(page.getByText('Please login to list a property')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
