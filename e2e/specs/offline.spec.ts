import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { startServer } from '../fixtures/global-setup.ts';
import { signUpThroughApi } from '../fixtures/session.ts';
import { expect, test } from '../fixtures/test.ts';

// Service workers run in these journeys (Playwright's default, said here because this journey needs one).
test.use({ serviceWorkers: 'allow' });

/** Once the service worker (decision 027) controls the page and has kept the page itself for offline. */
async function keptForOffline(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const address = page.url();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = await (await caches.open('aangan-pages')).keys();
        return kept.map((request) => request.url);
      }),
    )
    .toContain(address);
}

test('offline, an address never visited opens the app shell, which says what it can', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await keptForOffline(page);

  await context.setOffline(true);
  await page.goto('/pg?view=all&q=never-loaded');
  // The app renders in the browser from the kept shell: the header and the page's heading, not the browser's error.
  await expect(page.getByRole('heading', { name: 'Search Properties' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  // Nothing was loaded for it: the listings' own error, with its Retry, not skeletons forever.
  await expect(page.getByRole('heading', { name: 'Error Loading Properties' }).first()).toBeVisible();
});

test.describe('on a server of its own', () => {
  // A copy of the build: one journey deploys a new service worker, which must not reach the pages of the
  // journeys sharing the project's server; its sign-ups are not spent from theirs (decision 014) either.
  test.describe.configure({ mode: 'serial' });
  let server: Awaited<ReturnType<typeof startServer>>;
  let webDir: string;
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    webDir = await mkdtemp(path.join(os.tmpdir(), 'aangan-e2e-web-'));
    const built = fileURLToPath(new URL('../../apps/web', import.meta.url));
    await cp(path.join(built, 'dist'), path.join(webDir, 'dist'), { recursive: true });
    await cp(path.join(built, 'dist-server'), path.join(webDir, 'dist-server'), { recursive: true });
    server = await startServer({ DATABASE_URL: '', WEB_DIST_DIR: path.join(webDir, 'dist') });
  });
  test.afterAll(async () => {
    await server?.stop();
    await rm(webDir, { recursive: true, force: true });
  });

  test('offline, the results seen stay readable and a search filters them, saying they may be out of date', async ({
    page,
    context,
  }) => {
    // On this server alone: the project's server takes other journeys' new listings meanwhile, which would
    // change the page of results between its first load and the service worker's copy.
    await page.goto(`${server.url}/rent?view=all`);
    const results = page.getByRole('region', { name: 'Search Properties' });
    const cards = results.getByRole('article');
    await expect(cards.first()).toBeVisible();
    const titles = await cards.getByRole('heading').allTextContents();
    expect(titles.length).toBeGreaterThan(1);
    await keptForOffline(page);

    await context.setOffline(true);
    await page.reload();
    // The page as it was seen, from the service worker: its cards, not skeletons.
    await expect(cards.first()).toBeVisible();
    await expect(cards.getByRole('heading')).toHaveText(titles);
    // The cards are the kept HTML; the app has taken the page over once it says it is without a connection.
    // Typing before then would be typed into a page no script answers yet (CI, once: the search never ran).
    await expect(page.getByText(/You're offline|Limited Connectivity/).first()).toBeVisible();

    // A search the server cannot answer filters the listings already loaded (the spec's 'Search call failure').
    const word = (titles[0] ?? '').split(/\s+/).find((each) => each.length > 3) ?? '';
    await results.getByRole('combobox', { name: 'Search text' }).fill(word);
    await results.getByRole('combobox', { name: 'Search text' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`));
    await expect(results.getByText(/Results may be out of date\./)).toBeVisible();
    await expect(cards.first()).toBeVisible();
    const found = await cards.getByRole('heading').allTextContents();
    expect(found).toContain(titles[0]);
    expect(found.every((title) => titles.includes(title))).toBe(true);

    // Words no loaded listing has: none found, said plainly, never skeletons or an error.
    await results.getByRole('combobox', { name: 'Search text' }).fill('Zzyzx Road');
    await results.getByRole('combobox', { name: 'Search text' }).press('Enter');
    await expect(results.getByRole('heading', { name: 'No Properties Found' })).toBeVisible();
    await expect(results.getByText(/Results may be out of date\./)).toBeVisible();
  });

  test('offline, a listing opened before is still readable', async ({ browser, page: like, isMobile }) => {
    // A browser on this server, so the sign-up and its mailed code are this server's.
    const context = await browser.newContext({ baseURL: server.url, viewport: like.viewportSize(), isMobile });
    const page = await context.newPage();
    await signUpThroughApi(page, server.dataDir, 'Asha Reader');
    await page.goto('/');
    await keptForOffline(page);
    const title = (await page.getByRole('article').first().getByRole('heading').textContent()) ?? '';
    await page.getByRole('link', { name: title }).first().click();
    const heading = page.getByRole('heading', { level: 1, name: title });
    await expect(heading).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    // The page, its code and its answer, all kept by the service worker as they loaded.
    await expect(heading).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeHidden();
    await context.close();
  });

  test("a new version is offered as 'Update available', and Reload moves the page onto it", async ({ page }) => {
    await page.goto(`${server.url}/about`);
    await keptForOffline(page);

    // The new build's worker: sw.js as served changes (its compressed copies go, so the server sends this one).
    const worker = path.join(webDir, 'dist', 'sw.js');
    await writeFile(worker, `${await readFile(worker, 'utf8')}\n// the next version\n`);
    await rm(`${worker}.br`, { force: true });
    await rm(`${worker}.gz`, { force: true });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const prompt = page.getByRole('status').filter({ hasText: 'Update available' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('A new version of Aangan is ready.');
    await page.evaluate(() => {
      (window as { beforeTheUpdate?: boolean }).beforeTheUpdate = true;
    });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;

    // A new page under the new worker: the old page's marker is gone, and the worker that waited is the one running.
    expect(await page.evaluate(() => (window as { beforeTheUpdate?: boolean }).beforeTheUpdate)).toBeUndefined();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting)).toBeNull();
    await expect(prompt).toBeHidden();
  });
});
