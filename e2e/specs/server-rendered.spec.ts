import type { Page } from '@playwright/test';
import { signUpThroughApi } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

/*
 * Public pages are rendered by the server (decision 024): a browser that runs no script — a crawler, a link
 * preview, a phone still loading — reads the heading, the listings and the structured data from the HTML.
 */
test.use({ javaScriptEnabled: false });

/** The JSON-LD blocks of the page, parsed: what a search engine reads. */
async function structuredData(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const typesOf = (data: Record<string, unknown>[]) => data.map((block) => block['@type']);

/** The canonical link's path and query (its origin is the server's PUBLIC_URL, not the journey's address). */
async function canonicalOf(page: Page): Promise<string> {
  const href = await page.locator('link[rel="canonical"]').getAttribute('href');
  const url = new URL(href ?? '');
  return `${url.pathname}${url.search}`;
}

/** Every address of the site in a block of structured data, as paths (schema.org's own left out). */
function pathsIn(block: unknown): string[] {
  const hrefs = [...JSON.stringify(block).matchAll(/"(https?:\/\/[^"]+)"/g)].map(([, href]) => href ?? '');
  return hrefs
    .filter((href) => !href.startsWith('https://schema.org'))
    .map((href) => {
      const url = new URL(href ?? '');
      return decodeURI(`${url.pathname}${url.search}`);
    });
}

test('home reads without JavaScript: heading, the first listings, who runs the site and how to search it', async ({
  page,
}) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: /Find a place to call/ })).toBeVisible();
  const listings = page.getByRole('region', { name: 'All Properties' }).getByRole('listitem');
  await expect(listings.first()).toBeVisible();
  expect(await listings.count()).toBeGreaterThan(0);
  // No loading skeleton: the listings came with the page.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const data = await structuredData(page);
  expect(typesOf(data)).toEqual(expect.arrayContaining(['Organization', 'WebSite', 'ItemList']));
  const website = data.find((block) => block['@type'] === 'WebSite');
  expect(pathsIn(website)).toContain('/?q={search_term_string}');
  expect(await canonicalOf(page)).toBe('/');
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('a results page reads without JavaScript: its listings, pages, breadcrumbs and canonical', async ({ page }) => {
  const response = await page.goto('/rent?view=all&sort=price-asc');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Properties for Rent · Aangan');
  // The full results stand in the six-card grid's place (decision 025).
  await expect(page.getByRole('heading', { level: 2, name: 'Search Properties' })).toBeVisible();
  await expect(page.getByText(/^\d+ Properties Found$/)).toBeVisible();
  const cards = page.locator('a[href^="/property/"]');
  await expect(cards.first()).toBeVisible();
  const data = await structuredData(page);
  expect(typesOf(data)).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
  const trail = data.find((block) => block['@type'] === 'BreadcrumbList');
  expect(pathsIn(trail)).toEqual(['/', '/rent']);
  // The order of results is not a page of its own.
  expect(await canonicalOf(page)).toBe('/rent');
});

test('a place page reads without JavaScript: heading in words, count, breadcrumbs, listings, localities', async ({
  page,
}) => {
  const response = await page.goto('/rent/bikaner');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Flats and houses for rent in Bikaner · Aangan');
  await expect(page.getByRole('heading', { level: 1, name: 'Flats and houses for rent in Bikaner' })).toBeVisible();
  await expect(page.getByText(/listed on Aangan$/)).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(trail.getByRole('link', { name: 'Rent' })).toHaveAttribute('href', '/rent');
  await expect(page.locator('a[href^="/property/"]').first()).toBeVisible();
  const data = await structuredData(page);
  expect(typesOf(data)).toEqual(expect.arrayContaining(['BreadcrumbList', 'ItemList']));
  expect(pathsIn(data.find((block) => block['@type'] === 'BreadcrumbList'))).toEqual(['/', '/rent', '/rent/bikaner']);
  expect(await canonicalOf(page)).toBe('/rent/bikaner');

  // A locality of the city has its own page, one level down the trail.
  const locality = page.locator('a[href^="/rent/bikaner/"]').first();
  const href = await locality.getAttribute('href');
  await page.goto(href ?? '');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Flats and houses for rent in .+, Bikaner$/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Bikaner' }),
  ).toBeVisible();
});

test('a place in another spelling moves to its one address; an unknown place is a 404', async ({ page }) => {
  const moved = await page.goto('/rent/Bikaner?bedrooms=2');
  expect(moved?.request().redirectedFrom()?.url()).toContain('/rent/Bikaner');
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/rent/bikaner?bedrooms=2');
  const missing = await page.goto('/rent/no-such-town-anywhere');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
});

test('thin results are not indexed, filters in any order share one canonical', async ({ page }) => {
  await page.goto('/rent?q=no-such-words-anywhere&bedrooms=3,2');
  await expect(page.getByText('No Properties Found')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
  expect(await canonicalOf(page)).toBe('/rent?q=no-such-words-anywhere&bedrooms=2&bedrooms=3');
});

test('every information page is in the HTML, and a missing page answers 404', async ({ page }) => {
  for (const [path, heading] of [
    ['/about', /About/],
    ['/contact', 'Contact Us'],
    ['/faq', 'Frequently Asked Questions'],
    ['/terms', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/safety', /Stay safe/],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});

test('a signed-in person gets their own header in the HTML, never the guest one first', async ({ page, dataDir }) => {
  const { name } = await signUpThroughApi(page, dataDir, 'Kavya Header');
  await page.goto('/');
  // A phone's header keeps these in its menu: attached to the page, shown from the drawer.
  await expect(page.locator('button', { hasText: 'Login / Register' })).toHaveCount(0);
  await expect(page.locator(`[aria-label="My Account (${name})"]`).first()).toBeAttached();
});

test('the HTML as fetched carries the page, its data for the app, and no script the CSP would block', async ({
  request,
}) => {
  for (const path of ['/', '/rent?view=all', '/rent/bikaner', '/about', '/no-such-page']) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(response.headers()['content-type'], path).toContain('text/html');
    expect(response.headers()['cache-control'], path).toBe('private, no-cache');
    expect(html, path).toMatch(/<h1[^>]*>/);
    expect(html, path).toContain('<script type="application/json" id="aangan-state">');
    // Every script is either a file of ours or data: React's inline helpers would be refused by the CSP.
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes ?? '');
    for (const attributes of scripts)
      expect(attributes, path).toMatch(/\bsrc="\/(assets\/|app-start\.js")|type="application\/(ld\+)?json"/);
  }
});
