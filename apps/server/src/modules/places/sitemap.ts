/**
 * The sitemap (sitemaps.org protocol 0.9, decision 023): an index at /sitemap.xml naming /sitemaps/pages.xml
 * (the fixed public pages) and one file per segment and part, /sitemaps/<segment>-<n>.xml, each listing the
 * city and locality pages with at least one live listing in that segment, with the newest change among them.
 * Every page is listed at each of its addresses, English and Hindi (/hi/…, decision 028), each naming the others
 * with `xhtml:link rel="alternate" hreflang`, as Google reads a multilingual sitemap (and as the pages' heads do).
 * Detail pages are behind sign-in (docs/product.md) and never listed.
 */
import {
  LOCALE_TAGS,
  LOCALES,
  PAGE_META,
  PLACE_SEGMENTS,
  type PlaceSegment,
  pathInLocale,
  placePath,
} from '@aangan/domain';
import { and, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { properties } from '../../db/schema.ts';
import { segmentConditions } from './service.ts';

/**
 * The protocol's limits per file: 50,000 URLs and 50 MB (52,428,800 bytes) uncompressed. Each page counts once
 * per language, and a page's two entries, each with its three alternates, reach about 30 KB with slugs of 200
 * Devanagari letters (nine characters each, percent-encoded): 25,000 such pages would be 700 MB, so a file is
 * cut at whichever limit comes first, by the bytes its XML will have.
 */
export const SITEMAP_LIMITS = { maxUrls: 50_000, maxBytes: 52_428_800 } as const;
export type SitemapLimits = { maxUrls: number; maxBytes: number };

/** The public pages that are not places: each one with words of its own (the domain's page meta). */
const FIXED_PAGES = Object.keys(PAGE_META);

/** A page, by its English path; the sitemap lists it at every language's address. */
export interface SitemapPage {
  path: string;
  lastmod?: Date;
}

/**
 * A file of the sitemap: its pages, cut to fit at the site's address, and the newest change among them (for the
 * index). Its XML is written when asked for, not kept: twice the addresses with their alternates would hold
 * about ten times the memory of the pages themselves for the five minutes the files are cached.
 */
export interface SitemapFile {
  origin: string;
  pages: readonly SitemapPage[];
  lastmod?: Date;
}

/** Every sitemap file by name ('pages', 'rent-1', …); built from one read per segment. */
export type SitemapFiles = ReadonlyMap<string, SitemapFile>;

/** A segment's city and locality pages: each city, then its localities, by slug; lastmod the newest change. */
async function placePages(db: Database, segment: PlaceSegment): Promise<SitemapPage[]> {
  const localityGroup = sql<number>`grouping(${properties.localitySlug})::int`;
  const rows = await db
    .select({
      city: sql<string>`${properties.citySlug}`,
      locality: sql<string | null>`${properties.localitySlug}`,
      isCity: localityGroup,
      lastmod: sql<Date>`max(${properties.updatedAt})`.mapWith(properties.updatedAt),
    })
    .from(properties)
    .where(and(segmentConditions(segment), ne(properties.citySlug, '')) as SQL)
    .groupBy(sql`grouping sets ((${properties.citySlug}), (${properties.citySlug}, ${properties.localitySlug}))`)
    .orderBy(properties.citySlug, sql`${localityGroup} desc`, properties.localitySlug);
  return rows.flatMap((row): SitemapPage[] => {
    const isCity = Number(row.isCity) === 1;
    // A locality whose name has no letter or digit has no page (its slug is empty).
    if (!isCity && !row.locality) return [];
    const path = placePath({
      segment,
      citySlug: row.city,
      localitySlug: isCity ? undefined : (row.locality ?? undefined),
    });
    return [{ path, lastmod: row.lastmod }];
  });
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text as XML character data: the five characters XML gives meaning to, as entities. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** A W3C datetime to the second, in UTC, as the protocol's <lastmod> takes it. */
function w3cDate(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';
const URLSET_OPEN = `${XML_HEADER}<urlset xmlns="${NAMESPACE}" xmlns:xhtml="${XHTML_NAMESPACE}">\n`;
const URLSET_CLOSE = '\n</urlset>\n';

function lastmodTag(lastmod: Date | undefined): string {
  return lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
}

/**
 * A page's entries, one per language: each its own address, and every language's address (itself included) and
 * the default for readers of any other language (English, `x-default`), as the page's head names them.
 */
function pageEntries(page: SitemapPage, origin: string): string {
  const address = (locale: (typeof LOCALES)[number]) => escapeXml(`${origin}${pathInLocale(page.path, locale)}`);
  const alternates = [
    ...LOCALES.map(
      (locale) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${address(locale)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${address('en')}"/>`,
  ].join('');
  return LOCALES.map(
    (locale) => `<url><loc>${address(locale)}</loc>${lastmodTag(page.lastmod)}${alternates}</url>`,
  ).join('\n');
}

function newest(pages: readonly SitemapPage[]): Date | undefined {
  return pages.reduce<Date | undefined>(
    (max, page) => (page.lastmod && (!max || page.lastmod > max) ? page.lastmod : max),
    undefined,
  );
}

/**
 * Pages cut into files within the limits: a page's entries (one per language) stay in one file, and a file
 * ends before the page that would take it past the URLs or the bytes allowed.
 */
export function cutIntoFiles(pages: readonly SitemapPage[], origin: string, limits: SitemapLimits): SitemapFile[] {
  const perPage = LOCALES.length;
  const frame = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const files: SitemapFile[] = [];
  let kept: SitemapPage[] = [];
  let bytes = frame;
  const close = () => {
    if (kept.length === 0) return;
    const lastmod = newest(kept);
    files.push({ origin, pages: kept, ...(lastmod ? { lastmod } : {}) });
    kept = [];
    bytes = frame;
  };
  for (const page of pages) {
    const length = Buffer.byteLength(pageEntries(page, origin));
    if (perPage > limits.maxUrls || frame + length > limits.maxBytes) {
      throw new Error(`A sitemap page does not fit in a file within the limits: ${page.path}`);
    }
    // After the line break that follows the entries before it.
    const grown = bytes + 1 + length;
    if (kept.length > 0 && ((kept.length + 1) * perPage > limits.maxUrls || grown > limits.maxBytes)) close();
    bytes += (kept.length > 0 ? 1 : 0) + length;
    kept.push(page);
  }
  close();
  return files;
}

/** A file's XML: each page's entries, one per language, a line each. */
export function urlsetXml({ origin, pages }: SitemapFile): string {
  return `${URLSET_OPEN}${pages.map((page) => pageEntries(page, origin)).join('\n')}${URLSET_CLOSE}`;
}

/**
 * All the sitemap's files for the site at `origin`: the fixed pages, then each segment's places cut into files
 * within `limits` (rent-1, rent-2, …; tests pass smaller ones).
 */
export async function buildSitemapFiles(
  db: Database,
  origin: string,
  limits: SitemapLimits = SITEMAP_LIMITS,
): Promise<SitemapFiles> {
  const files = new Map<string, SitemapFile>();
  // A dozen pages, twice over: one file under the protocol's limits, whatever the places' parts are cut to.
  const fixed = cutIntoFiles(
    FIXED_PAGES.map((path) => ({ path })),
    origin,
    SITEMAP_LIMITS,
  );
  if (fixed.length !== 1 || !fixed[0]) throw new Error('The fixed pages must fit in one sitemap file.');
  files.set('pages', fixed[0]);
  for (const segment of PLACE_SEGMENTS) {
    const parts = cutIntoFiles(await placePages(db, segment), origin, limits);
    for (const [index, file] of parts.entries()) files.set(`${segment}-${index + 1}`, file);
  }
  return files;
}

/** /sitemap.xml: every file with the newest change among its pages. */
export function sitemapIndexXml(files: SitemapFiles, origin: string): string {
  const entries = [...files].map(
    ([name, file]) =>
      `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${name}.xml`)}</loc>${lastmodTag(file.lastmod)}</sitemap>`,
  );
  return `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One file of the sitemap, or undefined when there is no such file. */
export function sitemapFileXml(files: SitemapFiles, name: string): string | undefined {
  const file = files.get(name);
  return file && urlsetXml(file);
}
