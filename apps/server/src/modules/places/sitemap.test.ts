import { and, eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAs } from '../../../test/listings.ts';
import { insertPlaceFixtures } from '../../../test/places.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties } from '../../db/schema.ts';
import { buildSitemapFiles, SITEMAP_MAX_URLS, sitemapFileXml, sitemapIndexXml } from './sitemap.ts';

/** The sitemap (decision 023), parsed as XML the way a crawler reads it, on the place fixtures. */
let testApp: TestApp;
let origin: string;
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const SADUL_GANJ_CHANGED = new Date('2026-10-30T08:00:00Z');
const jaipur = encodeURIComponent('जयपुर');

beforeAll(async () => {
  testApp = await createTestApp();
  origin = testApp.config.publicUrl;
  await insertPlaceFixtures(testApp.database.db);
  const db = testApp.database.db;
  const before = new Date('2026-09-01T00:00:00Z');
  await db.update(properties).set({ updatedAt: before });
  // The newest change in Bikaner's rentals is one in Sadul Ganj; a later one to a hidden listing must not count.
  const [sadulGanj] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.localitySlug, 'sadul-ganj'), eq(properties.purpose, 'rent'), eq(properties.listed, true)))
    .limit(1);
  await db.update(properties).set({ updatedAt: SADUL_GANJ_CHANGED }).where(eq(properties.id, sadulGanj!.id));
  await db
    .update(properties)
    .set({ updatedAt: new Date('2026-11-20T00:00:00Z') })
    .where(eq(properties.localitySlug, 'hidden-lane'));
});

afterAll(async () => {
  await testApp.close();
});

/** What a crawler reads of a sitemap: the root element, and each url or sitemap entry's loc and lastmod. */
interface SitemapDocument {
  root: string;
  entries: { loc: string; lastmod: string | null }[];
}

/**
 * A sitemap parsed by a strict, namespace-aware XML parser (any well-formedness error throws), with every
 * element checked to be in the sitemaps.org namespace.
 */
function parse(xml: string): SitemapDocument {
  const parser = new SaxesParser({ xmlns: true });
  const document: SitemapDocument = { root: '', entries: [] };
  let field: 'loc' | 'lastmod' | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    expect(tag.uri).toBe(NAMESPACE);
    if (!document.root) document.root = tag.local;
    if (tag.local === 'url' || tag.local === 'sitemap') document.entries.push({ loc: '', lastmod: null });
    field = tag.local === 'loc' || tag.local === 'lastmod' ? tag.local : undefined;
  });
  parser.on('text', (text) => {
    const entry = document.entries.at(-1);
    if (entry && field === 'loc') entry.loc += text;
    if (entry && field === 'lastmod') entry.lastmod = (entry.lastmod ?? '') + text;
  });
  parser.on('closetag', () => {
    field = undefined;
  });
  parser.write(xml).close();
  return document;
}

async function fetchXml(path: string): Promise<SitemapDocument> {
  const response = await sendAs(testApp, 'GET', path);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  return parse(response.body);
}

describe('GET /sitemap.xml', () => {
  it('is an index of the pages file and one file per segment with places', async () => {
    const index = await fetchXml('/sitemap.xml');
    expect(index.root).toBe('sitemapindex');
    expect(index.entries.map((entry) => entry.loc)).toEqual(
      ['pages', 'buy-1', 'rent-1', 'pg-1', 'commercial-1'].map((name) => `${origin}/sitemaps/${name}.xml`),
    );
    const rent = index.entries.find((entry) => entry.loc.endsWith('/rent-1.xml'));
    expect(rent?.lastmod).toBe('2026-10-30T08:00:00Z');
  });

  it('lists the fixed public pages, absolute, and never a detail page', async () => {
    const locs = (await fetchXml('/sitemaps/pages.xml')).entries.map((entry) => entry.loc);
    expect(locs).toEqual(
      [
        '/',
        '/buy',
        '/rent',
        '/pg',
        '/commercial',
        '/about',
        '/contact',
        '/faq',
        '/safety',
        '/terms',
        '/privacy-policy',
      ].map((path) => `${origin}${path}`),
    );
  });

  it('lists each segment’s city and locality pages with live listings, with the newest change', async () => {
    const rent = (await fetchXml('/sitemaps/rent-1.xml')).entries;
    expect(rent).toEqual([
      { loc: `${origin}/rent/bikaner`, lastmod: '2026-10-30T08:00:00Z' },
      { loc: `${origin}/rent/bikaner/rani-bazar`, lastmod: '2026-09-01T00:00:00Z' },
      { loc: `${origin}/rent/bikaner/sadul-ganj`, lastmod: '2026-10-30T08:00:00Z' },
    ]);
    // The only sale in Sadul Ganj has expired, and Kota's only listing is hidden: neither has a page.
    const buy = (await fetchXml('/sitemaps/buy-1.xml')).entries.map((entry) => entry.loc);
    expect(buy).toEqual([`${origin}/buy/bikaner`, `${origin}/buy/bikaner/rani-bazar`]);
    const pg = (await fetchXml('/sitemaps/pg-1.xml')).entries.map((entry) => entry.loc);
    expect(pg).toEqual([`${origin}/pg/${jaipur}`, `${origin}/pg/${jaipur}/${encodeURIComponent('मालवीय-नगर')}`]);
    for (const doc of [rent.map((entry) => entry.loc), buy, pg])
      expect(doc.join()).not.toMatch(/kota|hidden-lane|property/);
  });

  it.each(['/sitemaps/rent-2.xml', '/sitemaps/kota-1.xml', '/sitemaps/pages.txt', '/sitemaps/..%2Fpackage.json'])(
    'answers 404 for %s',
    async (path) => {
      const response = await sendAs(testApp, 'GET', path);
      expect(response.statusCode).toBe(404);
    },
  );

  it('cuts a segment into files of at most the limit, all in the index', async () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    const files = await buildSitemapFiles(testApp.database.db, 2);
    expect([...files.keys()]).toEqual(['pages', 'buy-1', 'rent-1', 'rent-2', 'pg-1', 'commercial-1']);
    for (const [name, urls] of files) if (name !== 'pages') expect(urls.length).toBeLessThanOrEqual(2);
    const rentParts = ['rent-1', 'rent-2'].map((name) =>
      parse(sitemapFileXml(files, name, origin) ?? '').entries.map((entry) => entry.loc),
    );
    expect(rentParts).toEqual([
      [`${origin}/rent/bikaner`, `${origin}/rent/bikaner/rani-bazar`],
      [`${origin}/rent/bikaner/sadul-ganj`],
    ]);
    const index = parse(sitemapIndexXml(files, origin)).entries.map((entry) => entry.loc);
    expect(index).toContain(`${origin}/sitemaps/rent-2.xml`);
  });

  it('escapes what XML gives meaning to', async () => {
    const files = await buildSitemapFiles(testApp.database.db);
    const odd = 'https://example.in/a&b<c>"d\'';
    const locs = parse(sitemapFileXml(files, 'pages', odd) ?? '').entries.map((entry) => entry.loc);
    expect(locs[1]).toBe(`${odd}/buy`);
    expect(sitemapIndexXml(files, odd)).toContain('a&amp;b&lt;c&gt;&quot;d&apos;/sitemaps/pages.xml');
  });
});

describe('GET /robots.txt', () => {
  it('names the sitemap with its absolute address and keeps crawlers out of private pages', async () => {
    const response = await sendAs(testApp, 'GET', '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /api/');
  });
});
