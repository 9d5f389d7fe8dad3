import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlaceFixtures } from '../../test/places.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Place pages rendered by the server in both languages (decisions 024, 028), from the built web app: a Hindi
 * page at /hi/… says so in its <html lang>, its words, its canonical and its alternates. `npm test` builds the
 * web app before the unit tests; alone, run `npm run build -w @aangan/web` first.
 */
const RENDERER = fileURLToPath(new URL('../../../web/dist-server/entry-server.js', import.meta.url));

let testApp: TestApp;
let origin: string;
const jaipur = encodeURIComponent('जयपुर');

beforeAll(async () => {
  if (!existsSync(RENDERER)) throw new Error('The web app is not built: run `npm run build -w @aangan/web` first.');
  testApp = await createTestApp();
  origin = testApp.config.publicUrl.replace(/\/+$/, '');
  await insertPlaceFixtures(testApp.database.db);
});

afterAll(async () => {
  await testApp?.close();
});

async function page(url: string) {
  const response = await testApp.app.inject(url);
  return { status: response.statusCode, location: response.headers.location, html: response.body };
}

/** An attribute of the first element in the head that matches `selector`'s fixed part. */
function attribute(html: string, element: RegExp): string | undefined {
  return element.exec(html)?.[1];
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => attribute(html, /<meta name="description" content="([^"]*)"/);
const canonicalOf = (html: string) => attribute(html, /<link rel="canonical" href="([^"]*)"/);
const alternateOf = (html: string, hreflang: string) =>
  attribute(html, new RegExp(`<link rel="alternate" hreflang="${hreflang}" href="([^"]*)"`));

/** The page's BreadcrumbList, as search engines read it. */
function breadcrumbsOf(html: string): { name: string; item: string }[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const trail = scripts
    .map((match) => JSON.parse(match[1] ?? 'null') as { '@type'?: string; itemListElement?: unknown[] })
    .find((data) => data['@type'] === 'BreadcrumbList');
  return (trail?.itemListElement ?? []).map((step) => {
    const { name, item } = step as { name: string; item: string };
    return { name, item };
  });
}

describe('a place page in Hindi', () => {
  it('is in Hindi: its lang, title and description, with its own canonical and both languages as alternates', async () => {
    const { status, html } = await page('/hi/rent/bikaner');
    expect(status).toBe(200);
    expect(html).toMatch(/<html [^>]*lang="hi-IN"/);
    expect(titleOf(html)).toBe('Bikaner में किराये के लिए फ़्लैट और मकान · Aangan');
    expect(descriptionOf(html)).toMatch(/^Bikaner में किराये के लिए \d+ प्रॉपर्टी: मालिकों, बिल्डरों और एजेंटों की/);
    expect(html).toMatch(/<meta property="og:title" content="Bikaner में किराये के लिए फ़्लैट और मकान · Aangan"/);
    expect(canonicalOf(html)).toBe(`${origin}/hi/rent/bikaner`);
    expect(alternateOf(html, 'hi-IN')).toBe(`${origin}/hi/rent/bikaner`);
    expect(alternateOf(html, 'en-IN')).toBe(`${origin}/rent/bikaner`);
    expect(alternateOf(html, 'x-default')).toBe(`${origin}/rent/bikaner`);
    expect(html).not.toContain('noindex');
  });

  it('counts the same listings as the English page, which keeps its English words', async () => {
    const hindi = descriptionOf((await page('/hi/rent/bikaner')).html);
    const { status, html } = await page('/rent/bikaner');
    expect(status).toBe(200);
    expect(html).toMatch(/<html [^>]*lang="en-IN"/);
    expect(titleOf(html)).toBe('Flats and houses for rent in Bikaner · Aangan');
    const english = descriptionOf(html);
    expect(english).toMatch(/^\d+ properties for rent in Bikaner: monthly rent/);
    expect(hindi?.match(/\d+/)?.[0]).toBe(english?.match(/\d+/)?.[0]);
    expect(canonicalOf(html)).toBe(`${origin}/rent/bikaner`);
    expect(alternateOf(html, 'hi-IN')).toBe(`${origin}/hi/rent/bikaner`);
  });

  it('names a locality and a place in Devanagari as the listings do, and its breadcrumbs lead to Hindi pages', async () => {
    const locality = (await page('/hi/rent/bikaner/sadul-ganj')).html;
    expect(titleOf(locality)).toBe('Sadul Ganj, Bikaner में किराये के लिए फ़्लैट और मकान · Aangan');
    expect(canonicalOf(locality)).toBe(`${origin}/hi/rent/bikaner/sadul-ganj`);
    expect(breadcrumbsOf(locality).map((step) => step.item)).toEqual([
      `${origin}/hi`,
      `${origin}/hi/rent`,
      `${origin}/hi/rent/bikaner`,
      `${origin}/hi/rent/bikaner/sadul-ganj`,
    ]);
    expect(
      breadcrumbsOf(locality)
        .slice(2)
        .map((step) => step.name),
    ).toEqual(['Bikaner', 'Sadul Ganj']);

    const devanagari = await page(`/hi/pg/${jaipur}`);
    expect(devanagari.status).toBe(200);
    expect(titleOf(devanagari.html)).toBe('जयपुर में पीजी आवास · Aangan');
    expect(descriptionOf(devanagari.html)).toMatch(/^जयपुर में 1 पीजी आवास: /);
    expect(canonicalOf(devanagari.html)).toBe(`${origin}/hi/pg/${jaipur}`);
    // One listing is a thin page (MIN_INDEXABLE_RESULTS): not indexed in either language, so no alternates.
    expect(devanagari.html).toContain('<meta name="robots" content="noindex, follow" />');
    expect(alternateOf(devanagari.html, 'en-IN')).toBeUndefined();
  });

  it('moves another spelling to the place’s Hindi address, and answers an unknown place with a Hindi 404', async () => {
    const moved = await page('/hi/rent/Bikaner');
    expect(moved.status).toBe(301);
    expect(moved.location).toBe('/hi/rent/bikaner');
    const missing = await page('/hi/rent/no-such-town');
    expect(missing.status).toBe(404);
    expect(missing.html).toMatch(/<html [^>]*lang="hi-IN"/);
    expect(missing.html).toContain('<meta name="robots" content="noindex, follow" />');
    expect(alternateOf(missing.html, 'en-IN')).toBeUndefined();
  });
});

describe('two apps in one process', () => {
  it('render each page with their own address and contact details, whichever loaded the renderer first', async () => {
    // The renderer's module is loaded once per process; the server's tests share it between files.
    const other = await createTestApp({ PUBLIC_URL: 'https://other.example', SUPPORT_EMAIL: 'desk@other.example' });
    try {
      await insertPlaceFixtures(other.database.db);
      for (const [app, site, email] of [
        [other, 'https://other.example', 'desk@other.example'],
        [testApp, origin, testApp.config.SUPPORT_EMAIL],
      ] as const) {
        const { body } = await app.app.inject('/rent/bikaner');
        expect(breadcrumbsOf(body)[0]?.item).toBe(`${site}/`);
        expect(body).toContain(`mailto:${email}`);
      }
    } finally {
      await other.close();
    }
  });
});
