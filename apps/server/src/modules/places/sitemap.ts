/**
 * The sitemap (sitemaps.org protocol 0.9, decision 023): an index at /sitemap.xml naming /sitemaps/pages.xml
 * (the fixed public pages) and one file per segment and part, /sitemaps/<segment>-<n>.xml, each listing the
 * city and locality pages with at least one live listing in that segment, with the newest change among them.
 * Detail pages are behind sign-in (docs/product.md) and never listed.
 */
import { PAGE_META, PLACE_SEGMENTS, type PlaceSegment, placePath } from '@aangan/domain';
import { and, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { properties } from '../../db/schema.ts';
import { segmentConditions } from './service.ts';

/** The protocol's limit of URLs per file (and 50 MB, far beyond 50,000 place URLs). */
export const SITEMAP_MAX_URLS = 50_000;

/** The public pages that are not places: each one with words of its own (the domain's page meta). */
const FIXED_PAGES = Object.keys(PAGE_META);

interface SitemapUrl {
  path: string;
  lastmod?: Date;
}

/** Every sitemap file by name ('pages', 'rent-1', …) with its URLs; built from one read per segment. */
export type SitemapFiles = ReadonlyMap<string, readonly SitemapUrl[]>;

/** A segment's city and locality pages: each city, then its localities, by slug; lastmod the newest change. */
async function placeUrls(db: Database, segment: PlaceSegment): Promise<SitemapUrl[]> {
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
  return rows.flatMap((row) => {
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

/** All the sitemap's files: the fixed pages, then each segment's places cut into files of at most `maxUrls`. */
export async function buildSitemapFiles(db: Database, maxUrls = SITEMAP_MAX_URLS): Promise<SitemapFiles> {
  const files = new Map<string, readonly SitemapUrl[]>([['pages', FIXED_PAGES.map((path) => ({ path }))]]);
  for (const segment of PLACE_SEGMENTS) {
    const urls = await placeUrls(db, segment);
    for (let start = 0, part = 1; start < urls.length; start += maxUrls, part += 1) {
      files.set(`${segment}-${part}`, urls.slice(start, start + maxUrls));
    }
  }
  return files;
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

function entry(tag: 'url' | 'sitemap', location: string, lastmod: Date | undefined): string {
  const modified = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(location)}</loc>${modified}</${tag}>`;
}

function newest(urls: readonly SitemapUrl[]): Date | undefined {
  return urls.reduce<Date | undefined>(
    (max, url) => (url.lastmod && (!max || url.lastmod > max) ? url.lastmod : max),
    undefined,
  );
}

/** /sitemap.xml: every file with the newest change among its URLs. */
export function sitemapIndexXml(files: SitemapFiles, publicUrl: string): string {
  const entries = [...files].map(([name, urls]) => entry('sitemap', `${publicUrl}/sitemaps/${name}.xml`, newest(urls)));
  return `${XML_HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One file of the sitemap, or undefined when there is no such file. */
export function sitemapFileXml(files: SitemapFiles, name: string, publicUrl: string): string | undefined {
  const urls = files.get(name);
  if (!urls) return undefined;
  const entries = urls.map((url) => entry('url', `${publicUrl}${url.path}`, url.lastmod));
  return `${XML_HEADER}<urlset xmlns="${NAMESPACE}">\n${entries.join('\n')}\n</urlset>\n`;
}
