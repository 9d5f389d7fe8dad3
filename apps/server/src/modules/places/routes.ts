import { LOCALES, pathInLocale } from '@aangan/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { AnswerCache } from '../../http/answer-cache/answer-cache.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import type { RateLimiter } from '../../rate-limit/limiter.ts';
import { PLACE_SUGGESTIONS_PER_IP } from './rate-limits.ts';
import { findPlace, findTopCities, suggestPlaces } from './service.ts';
import { buildSitemapFiles, type SitemapFiles, sitemapFileXml, sitemapIndexXml } from './sitemap.ts';

export interface PlaceRoutesOptions {
  /** Every answer here is a public read, so it may come from a read replica (decision 037). */
  readDb: Database;
  /** PUBLIC_URL: the sitemap's and robots.txt's absolute addresses. */
  publicUrl: string;
  limiter: RateLimiter;
  /** Place pages are answered from it (decision 038): the same for everyone, at most its bound old. */
  sharedAnswers: AnswerCache;
}

/**
 * Answers read on many pages (the footer's top cities) or by crawlers (the sitemap) are kept this long: both
 * group every live listing, which at a million listings costs far more than any page, and neither needs to be
 * fresher than a few minutes. The cache is per process and only ever a copy of the database.
 */
const SHARED_ANSWER_MS = 5 * 60_000;

/** A value computed at most once per `ms`; a failed computation is not kept. */
function cached<T>(compute: () => Promise<T>, ms: number): () => Promise<T> {
  let kept: { value: Promise<T>; until: number } | undefined;
  return () => {
    const now = Date.now();
    if (kept && kept.until > now) return kept.value;
    const value = compute();
    kept = { value, until: now + ms };
    value.catch(() => {
      kept = undefined;
    });
    return value;
  };
}

const XML = 'application/xml; charset=utf-8';

/** Place pages' data, the top cities, the sitemap and robots.txt (issue 18, decision 023). All public. */
export async function placeRoutes(
  app: FastifyInstance,
  { readDb: db, publicUrl, limiter, sharedAnswers }: PlaceRoutesOptions,
): Promise<void> {
  const origin = publicUrl.replace(/\/+$/, '');
  const topCities = cached(() => findTopCities(db), SHARED_ANSWER_MS);
  const sitemapFiles = cached<SitemapFiles>(() => buildSitemapFiles(db, origin), SHARED_ANSWER_MS);

  // Place suggestions as someone types (decision 032): from the suggestions table, a few index probes.
  registerEndpoint(app, 'placeSuggestions', {}, async ({ query }, request, reply) => {
    await limiter.consume(PLACE_SUGGESTIONS_PER_IP, request.ip);
    // The same letters ask the same question for a while: a browser going back and forth need not ask again.
    reply.header('cache-control', 'public, max-age=60');
    return suggestPlaces(db, query);
  });
  registerEndpoint(app, 'topCities', {}, async (_input, _request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return topCities();
  });
  registerEndpoint(app, 'cityPlace', { sharedAnswers }, ({ params }) => findPlace(db, params.segment, params.city));
  registerEndpoint(app, 'localityPlace', { sharedAnswers }, ({ params }) =>
    findPlace(db, params.segment, params.city, params.locality),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    return reply
      .type(XML)
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapIndexXml(await sitemapFiles(), origin));
  });
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const name = /^([a-z]+(?:-\d{1,6})?)\.xml$/.exec(request.params.file)?.[1];
    const xml = name === undefined ? undefined : sitemapFileXml(await sitemapFiles(), name);
    if (xml === undefined) throw new AppError('NOT_FOUND', 'No such sitemap file: /sitemap.xml lists them all.');
    return reply.type(XML).header('cache-control', 'public, max-age=3600').send(xml);
  });

  // Served here rather than from the web's files: the Sitemap line must be an absolute address (PUBLIC_URL).
  app.get('/robots.txt', async (_request, reply) => {
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(origin));
  });
}

/** Listings and information pages are public; accounts, dashboards and the API are not for crawlers. */
function robotsTxt(origin: string): string {
  const privatePaths = ['/profile', '/my-properties', '/saved', '/list-property', '/edit-property/', '/verify'];
  // The private pages have a Hindi address too (decision 028): kept out in both languages.
  const inEveryLanguage = LOCALES.flatMap((locale) => privatePaths.map((path) => pathInLocale(path, locale)));
  return [
    'User-agent: *',
    'Allow: /',
    ...['/api/', ...inEveryLanguage].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
