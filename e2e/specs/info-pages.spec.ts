import { outboxOf, waitForMail } from '@aangan/testing';
import { listThroughApi } from '../fixtures/listing.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/** Every route of the spec's route table a guest can open, with the heading it must show. */
const PUBLIC_PAGES: [path: string, heading: string | RegExp][] = [
  ['/', /Find a place to call/],
  ['/buy', /Find a place to call/],
  ['/rent', /Find a place to call/],
  ['/pg', /Find a place to call/],
  ['/commercial', /Find a place to call/],
  ['/about', /About/],
  ['/contact', 'Contact Us'],
  ['/faq', 'Frequently Asked Questions'],
  ['/terms', 'Terms and Conditions'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/no-such-page', 'Oops! Page not found'],
];

test('every public page shows its heading and fits the screen without sideways scrolling', async ({ page }) => {
  test.slow();
  for (const [path, heading] of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test('every signed-in page fits the screen without sideways scrolling', async ({ page, dataDir }) => {
  test.slow();
  await signUpThroughApi(page, dataDir);
  const id = await listThroughApi(page, 'Courtyard house near Lalgarh Palace');
  const pages: [path: string, heading: string | RegExp][] = [
    ['/list-property', 'List Your Property'],
    ['/list-property/pg', 'List Your Property'],
    [`/edit-property/${id}`, 'Edit Your Property'],
    [`/property/${id}`, 'Courtyard house near Lalgarh Palace'],
    ['/my-properties', 'My Properties'],
    ['/saved', 'Saved Properties'],
    ['/profile', /Profile/],
  ];
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
  }
});

test('the terms list their sections in order with a working table of contents', async ({ page }) => {
  await page.goto('/terms');
  const contents = page.getByRole('navigation', { name: 'Table of contents' });
  const links = contents.getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeGreaterThanOrEqual(21);
  await contents.getByRole('link', { name: /Arbitration/ }).click();
  await expect(page).toHaveURL(/#[\w-]*arbitration/);
  await expect(page.getByRole('heading', { level: 2, name: /Arbitration/ })).toBeInViewport();
  await expect(page.getByText(/Bikaner/).first()).toBeVisible();
});

test('the FAQ opens an answer', async ({ page }) => {
  await page.goto('/faq');
  const question = page.getByRole('button', { name: /save a property/i });
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: /save a property/i })).toBeVisible();
});

test('the contact form sends a message that reaches the support inbox', async ({ page, dataDir }, testInfo) => {
  const subject = `Listing photos ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter your full name')).toBeVisible();

  await form.getByLabel('Full Name').fill('Kavita Joshi');
  await form.getByLabel('Email', { exact: true }).fill('kavita@example.in');
  await form.getByLabel('Mobile Number').fill('98290 54321');
  await form.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Listing Help' }).click();
  await form.getByLabel('Subject').fill(subject);
  await form
    .getByLabel('Message', { exact: true })
    .fill('My second photo does not show on the listing. Could you look at it?');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByText('Message sent', { exact: true })).toBeVisible();
  await expect(form.getByLabel('Subject')).toHaveValue('');
  const mail = await waitForMail(outboxOf(dataDir), subject);
  expect(mail.to).toBe('support@aangan.in');
  expect(mail.replyTo).toBe('kavita@example.in');
  expect(mail.text).toContain('My second photo does not show on the listing.');
});

test('the footer newsletter box signs an address up', async ({ page }, testInfo) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Email address').fill(`reader.${testInfo.project.name}.${Date.now()}@example.in`);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
});

test('the chat widget opens WhatsApp with the typed message for the business number', async ({ page, context }) => {
  // WhatsApp is the public internet, the one thing journeys stand in for: answer its address with a page.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: 'WhatsApp' }));
  await page.goto('/');
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const message = page.getByRole('textbox', { name: 'Message' });
  await expect(message).toHaveValue('Hello, I need some inquiry');
  await message.fill('Is the Rani Bazar flat still available?');
  const popup = page.waitForEvent('popup');
  await message.press('Enter');
  await expect(page.getByText(/typing/i)).toBeVisible();
  const whatsApp = await popup;
  await whatsApp.waitForLoadState();
  expect(whatsApp.url()).toBe(
    `https://wa.me/919829000000?text=${encodeURIComponent('Is the Rani Bazar flat still available?')}`,
  );
  await whatsApp.close();
  await expect(page.getByText("Message sent! We'll respond to you shortly on WhatsApp.")).toBeVisible();
});

test('going offline says so and keeps the listings on screen; coming back says so too', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const firstListing = page.getByRole('article').first();
  await expect(firstListing).toBeVisible();
  // The listings come with the server's HTML, before the app has started: offline before then, its script could
  // not load and nothing would tell the person (CI, once). The app has started when its service worker controls
  // the page (it registers it).
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await context.setOffline(true);
  await expect(page.getByText("You're offline")).toBeVisible();
  await expect(page.getByText('App will use local data until connection is restored')).toBeVisible();
  // The cached answer stays: switching away and back to the tab refetches nothing while offline.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(firstListing).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText("You're back online")).toBeVisible();
});
