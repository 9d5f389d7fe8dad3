import { PLACE_SLUG_MAX } from '@aangan/domain';
import { and, eq } from 'drizzle-orm';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAs } from '../../../test/listings.ts';
import { insertPlaceFixtures } from '../../../test/places.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { properties } from '../../db/schema.ts';
import {
  buildSitemapFiles,
  cutIntoFiles,
  SITEMAP_LIMITS,
  type SitemapFiles,
  type SitemapPage,
  sitemapFileXml,
  sitemapIndexXml,
  urlsetXml,
} from './sitemap.ts';

/** The sitemap (decision 023), parsed as XML the way a crawler reads it, on the place fixtures. */
let testApp: TestApp;
let origin: string;
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML = 'http://www.w3.org/1999/xhtml';
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

/** A language's address of a page, as a sitemap's `xhtml:link` names it. */
interface Alternate {
  hreflang: string;
  href: string;
}

/** What a crawler reads of a sitemap: the root element, and each url or sitemap entry's loc, lastmod and alternates. */
interface SitemapDocument {
  root: string;
  entries: { loc: string; lastmod: string | null; alternates: Alternate[] }[];
}

/**
 * A sitemap parsed by a strict, namespace-aware XML parser (any well-formedness error throws), with every
 * element checked to be in the sitemaps.org namespace, or an XHTML link within a url (Google's alternates).
 */
function parse(xml: string): SitemapDocument {
  const parser = new SaxesParser({ xmlns: true });
  const document: SitemapDocument = { root: '', entries: [] };
  let field: 'loc' | 'lastmod' | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    if (tag.uri === XHTML) {
      expect(tag.local).toBe('link');
      const entry = document.entries.at(-1);
      expect(entry).toBeDefined();
      expect(tag.attributes.rel?.value).toBe('alternate');
      entry?.alternates.push({
        hreflang: tag.attributes.hreflang?.value ?? '',
        href: tag.attributes.href?.value ?? '',
      });
      return;
    }
    expect(tag.uri).toBe(NAMESPACE);
    if (!document.root) document.root = tag.local;
    if (tag.local === 'url' || tag.local === 'sitemap') {
      document.entries.push({ loc: '', lastmod: null, alternates: [] });
    }
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

/** A page's addresses in both languages, English first, as the sitemap lists them. */
function bothLanguages(path: string, base = origin): string[] {
  return [`${base}${path}`, `${base}${path === '/' ? '/hi' : `/hi${path}`}`];
}

/** The alternates every entry of a page carries: each language's address and English as the default. */
function alternatesOf(path: string): Alternate[] {
  const [english = '', hindi = ''] = bothLanguages(path);
  return [
    { hreflang: 'en-IN', href: english },
    { hreflang: 'hi-IN', href: hindi },
    { hreflang: 'x-default', href: english },
  ];
}

/** Every page's locs of every file, in order. */
function locsOf(files: SitemapFiles, names: string[]): string[][] {
  return names.map((name) => parse(sitemapFileXml(files, name) ?? '').entries.map((entry) => entry.loc));
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

  it('lists the fixed public pages in both languages, absolute, and never a detail page', async () => {
    const entries = (await fetchXml('/sitemaps/pages.xml')).entries;
    const paths = [
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
    ];
    expect(entries.map((entry) => entry.loc)).toEqual(paths.flatMap((path) => bothLanguages(path)));
    expect(entries.slice(0, 4).map((entry) => entry.loc)).toEqual([
      `${origin}/`,
      `${origin}/hi`,
      `${origin}/buy`,
      `${origin}/hi/buy`,
    ]);
    // Each address names every language's address of its page, itself included, as Google asks.
    for (const [index, entry] of entries.entries()) {
      expect(entry.alternates).toEqual(alternatesOf(paths[Math.floor(index / 2)] ?? ''));
    }
  });

  it('lists each segment’s city and locality pages with live listings in both languages, with the newest change', async () => {
    const rent = (await fetchXml('/sitemaps/rent-1.xml')).entries;
    const places = [
      { path: '/rent/bikaner', lastmod: '2026-10-30T08:00:00Z' },
      { path: '/rent/bikaner/rani-bazar', lastmod: '2026-09-01T00:00:00Z' },
      { path: '/rent/bikaner/sadul-ganj', lastmod: '2026-10-30T08:00:00Z' },
    ];
    expect(rent).toEqual(
      places.flatMap(({ path, lastmod }) =>
        bothLanguages(path).map((loc) => ({ loc, lastmod, alternates: alternatesOf(path) })),
      ),
    );
    // The only sale in Sadul Ganj has expired, and Kota's only listing is hidden: neither has a page.
    const buy = (await fetchXml('/sitemaps/buy-1.xml')).entries.map((entry) => entry.loc);
    expect(buy).toEqual([...bothLanguages('/buy/bikaner'), ...bothLanguages('/buy/bikaner/rani-bazar')]);
    const pg = (await fetchXml('/sitemaps/pg-1.xml')).entries;
    const malviyaNagar = `/pg/${jaipur}/${encodeURIComponent('मालवीय-नगर')}`;
    expect(pg.map((entry) => entry.loc)).toEqual([...bothLanguages(`/pg/${jaipur}`), ...bothLanguages(malviyaNagar)]);
    expect(pg[3]?.alternates).toEqual(alternatesOf(malviyaNagar));
    for (const doc of [rent.map((entry) => entry.loc), buy, pg.map((entry) => entry.loc)])
      expect(doc.join()).not.toMatch(/kota|hidden-lane|property/);
  });

  it.each(['/sitemaps/rent-2.xml', '/sitemaps/kota-1.xml', '/sitemaps/pages.txt', '/sitemaps/..%2Fpackage.json'])(
    'answers 404 for %s',
    async (path) => {
      const response = await sendAs(testApp, 'GET', path);
      expect(response.statusCode).toBe(404);
    },
  );

  it('keeps to the protocol’s limits, counting each page once per language', () => {
    expect(SITEMAP_LIMITS).toEqual({ maxUrls: 50_000, maxBytes: 52_428_800 });
  });

  it('cuts a segment into files of at most the URLs allowed, a page’s languages together, all in the index', async () => {
    const files = await buildSitemapFiles(testApp.database.db, origin, {
      maxUrls: 5,
      maxBytes: SITEMAP_LIMITS.maxBytes,
    });
    expect([...files.keys()]).toEqual(['pages', 'buy-1', 'rent-1', 'rent-2', 'pg-1', 'commercial-1']);
    // Two pages (four addresses) fit in five URLs; a third page's two would not.
    expect(locsOf(files, ['rent-1', 'rent-2'])).toEqual([
      [...bothLanguages('/rent/bikaner'), ...bothLanguages('/rent/bikaner/rani-bazar')],
      bothLanguages('/rent/bikaner/sadul-ganj'),
    ]);
    for (const name of files.keys()) {
      const entries = parse(sitemapFileXml(files, name) ?? '').entries.length;
      if (name !== 'pages') expect(entries).toBeLessThanOrEqual(5);
    }
    const index = parse(sitemapIndexXml(files, origin)).entries.map((entry) => entry.loc);
    expect(index).toContain(`${origin}/sitemaps/rent-2.xml`);
    // Each part's lastmod is the newest among its own pages.
    const rentTwo = parse(sitemapIndexXml(files, origin)).entries.find((entry) => entry.loc.endsWith('/rent-2.xml'));
    expect(rentTwo?.lastmod).toBe('2026-10-30T08:00:00Z');
  });

  it('cuts a file before the bytes allowed, a page’s languages together, with slugs of any length and script', () => {
    // Pages as long as slugs get (PLACE_SLUG_MAX letters, percent-encoded Devanagari) among short ones.
    const long = encodeURIComponent('क'.repeat(PLACE_SLUG_MAX));
    const pages: SitemapPage[] = Array.from({ length: 12 }, (_, index) => ({
      path: index % 3 === 0 ? `/commercial/${long}/${long}` : `/rent/city-${index}`,
      lastmod: new Date(Date.UTC(2026, 9, index + 1)),
    }));
    const [whole] = cutIntoFiles(pages, origin, SITEMAP_LIMITS);
    const wholeXml = whole ? urlsetXml(whole) : '';
    const size = Buffer.byteLength(wholeXml);
    const everyLoc = parse(wholeXml).entries.map((entry) => entry.loc);
    expect(everyLoc).toHaveLength(24);
    expect(size).toBeGreaterThan(4 * 12 * long.length);
    for (const maxBytes of [size, size - 1, Math.ceil(size / 3), 45_000]) {
      const files = cutIntoFiles(pages, origin, { maxUrls: SITEMAP_LIMITS.maxUrls, maxBytes });
      if (maxBytes === size) expect(files).toHaveLength(1);
      else expect(files.length).toBeGreaterThan(1);
      for (const file of files) {
        const xml = urlsetXml(file);
        expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(maxBytes);
        const locs = parse(xml).entries.map((entry) => entry.loc);
        // Each file holds whole pages: an English address with its Hindi one next to it.
        expect(locs.length % 2).toBe(0);
      }
      expect(files.flatMap((file) => parse(urlsetXml(file)).entries.map((entry) => entry.loc))).toEqual(everyLoc);
    }
    // A file is cut only when the next page would not fit: two files' worth never takes three.
    expect(cutIntoFiles(pages, origin, { maxUrls: SITEMAP_LIMITS.maxUrls, maxBytes: size - 1 })).toHaveLength(2);
    expect(() => cutIntoFiles(pages, origin, { maxUrls: 10, maxBytes: 3_000 })).toThrow(/does not fit/);
  });

  it('escapes what XML gives meaning to', async () => {
    const odd = 'https://example.in/a&b<c>"d\'';
    const files = await buildSitemapFiles(testApp.database.db, odd);
    const entries = parse(sitemapFileXml(files, 'pages') ?? '').entries;
    expect(entries[2]?.loc).toBe(`${odd}/buy`);
    expect(entries[2]?.alternates[1]).toEqual({ hreflang: 'hi-IN', href: `${odd}/hi/buy` });
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
    // Private pages have Hindi addresses too.
    expect(response.body).toContain('Disallow: /profile\n');
    expect(response.body).toContain('Disallow: /hi/profile\n');
    expect(response.body).toContain('Disallow: /hi/edit-property/\n');
  });
});
