import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ErrorBody,
  LOCALE_COOKIE,
  LOCALE_TAGS,
  LOCALES,
  type Locale,
  localeOfPath,
  PAGE_STATE_ELEMENT_ID,
  type PageMeta,
  pageMetaFor,
  pageTitle,
  pathInLocale,
  pathWithoutLocale,
  SITE_SETTINGS_META,
  type SiteSettings,
} from '@aangan/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentStream, loadPageRenderer, type PageRenderer, type RenderedPage } from './page-renderer.ts';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
// Asked again on every visit, so a new build's service worker and manifest are found (decision 027).
const EVERY_TIME = 'no-cache';
const ASKED_EVERY_TIME = new Set(['sw.js', 'manifest.webmanifest']);
/** The app shell the service worker keeps for addresses it has no page of (apps/web offline-rules.ts). */
const APP_SHELL_PATH = '/app-shell';
const EMPTY_SETTINGS_META = `<meta name="${SITE_SETTINGS_META}" content="" />`;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const HTML_LANG = /<html lang="[^"]*"/;
const PAGE_META_BLOCK = /<!-- page-meta:start[^>]*-->[\s\S]*?<!-- page-meta:end -->/;

interface HeadTags extends PageMeta {
  /** The canonical address, absolute. */
  url: string;
  /** The language the page is in (its address says which). */
  locale: Locale;
  /** False: `noindex, follow` (thin or empty results, a missing page). */
  index: boolean;
}

/**
 * The same page in every language, for search engines to show each reader theirs (issue 19): English is the
 * default for a reader of any other language.
 */
function languageAlternates(url: string): string[] {
  const { pathname, search, origin } = new URL(url);
  const href = (locale: Locale) => escapeAttribute(new URL(pathInLocale(pathname + search, locale), origin).href);
  return [
    ...LOCALES.map((locale) => `<link rel="alternate" hreflang="${LOCALE_TAGS[locale]}" href="${href(locale)}" />`),
    `<link rel="alternate" hreflang="x-default" href="${href('en')}" />`,
  ];
}

/** The page's title, description, canonical and Open Graph tags, for search engines and link previews. */
function pageMetaTags(meta: HeadTags, publicUrl: string): string {
  const title = escapeAttribute(pageTitle(meta));
  const description = escapeAttribute(meta.description);
  const { url } = meta;
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeAttribute(url)}" />`,
    `<meta property="og:image" content="${escapeAttribute(new URL('/og-image.png', publicUrl).href)}" />`,
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    ...(meta.index ? languageAlternates(url) : ['<meta name="robots" content="noindex, follow" />']),
  ].join('\n    ');
}

export interface IndexHtmlOptions {
  settings: SiteSettings;
  publicUrl: string;
}

/**
 * index.html for one page: the operator's public settings in a <meta> element (the web app reads them at
 * start, so contact details are set once, in the server's environment; a meta tag passes the CSP, a script
 * would not), and the page's own title, description and Open Graph tags.
 */
function renderIndexHtml(template: string, head: HeadTags, { settings, publicUrl }: IndexHtmlOptions): string {
  const settingsMeta = `<meta name="${SITE_SETTINGS_META}" content="${escapeAttribute(JSON.stringify(settings))}" />`;
  return template
    .replace(HTML_LANG, `<html lang="${LOCALE_TAGS[head.locale]}"`)
    .replace(EMPTY_SETTINGS_META, settingsMeta)
    .replace(PAGE_META_BLOCK, pageMetaTags(head, publicUrl));
}

/** The app shell's head: the path's own words, canonical without its query (pages rendered in the browser). */
function shellHead(url: string, publicUrl: string): HeadTags {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const locale = localeOfPath(pathname);
  return {
    ...pageMetaFor(pathWithoutLocale(pathname), locale),
    url: new URL(pathname, publicUrl).href,
    locale,
    index: true,
  };
}

const ROOT = '<div id="root"></div>';
// The browser's app runs either way on a rendered page; the notice is for the app shell alone.
const NOSCRIPT = /\s*<noscript>[\s\S]*?<\/noscript>/;

/**
 * A server-rendered page (decision 024): the head written for it, the body streamed into #root, and the data
 * it was rendered from in a JSON script (not run, so the CSP allows it) for the browser's app to hydrate with.
 */
function renderedDocument(template: string, page: RenderedPage, options: IndexHtmlOptions) {
  const head: HeadTags = {
    title: page.head.title,
    description: page.head.description,
    url: new URL(page.head.canonical, options.publicUrl).href,
    locale: page.locale,
    index: page.head.index,
  };
  const html = renderIndexHtml(template, head, options)
    .replace(NOSCRIPT, '')
    .replace('<html ', '<html data-hydrating ');
  const [before = '', after = ''] = html.split(ROOT);
  const state = `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${page.state}</script>`;
  return documentStream(`${before}<div id="root">`, page.html, `</div>${state}${after}`);
}

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The page's stylesheets written into its head (decision 024): a phone on a slow network paints with the page's
 * own bytes instead of waiting a round trip more for the stylesheet. The built CSS is one file of about 12 KB
 * compressed, with no url() to resolve; a file that could close the element is left linked.
 */
function inlineStylesheets(template: string, webDistDir: string): string {
  return template.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = readFileSync(path.join(webDistDir, file), 'utf8');
    return css.includes('</') ? link : `<style>${css}</style>`;
  });
}

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * The app's script starts after the first paint (decision 024): the build's module script and its preloads
 * leave the head, and `app-start.js` (apps/web/public), a deferred script at the end of the body, loads them
 * after the first frame. A phone gets the page's own HTML and first pictures first; the script only makes what
 * it already shows interactive.
 */
function scriptAfterFirstPaint(template: string): string {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) return template;
  const imports = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const modules = escapeAttribute([entry, ...imports].join(' '));
  const start = `<script src="/app-start.js" defer data-modules="${modules}"></script>`;
  return template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace('</body>', `  ${start}\n  </body>`);
}

const HINDI_CHOSEN = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=hi(?:;|$)`);

/**
 * Where a device that chose Hindi goes when it asks for a page at its English address: the Hindi one. Search
 * engines carry no cookie, so each address keeps its own language for them.
 */
function chosenLanguageAddress(request: FastifyRequest): string | undefined {
  const pathname = request.url.split(/[?#]/)[0] ?? '/';
  if (localeOfPath(pathname) !== 'en' || !HINDI_CHOSEN.test(request.headers.cookie ?? '')) return undefined;
  return pathInLocale(request.url, 'hi');
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/media/');

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and a history
 * fallback so deep links load the app while unknown /api paths stay JSON 404s.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  webDistDir: string,
  options: IndexHtmlOptions,
): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  const template = existsSync(indexFile)
    ? scriptAfterFirstPaint(inlineStylesheets(readFileSync(indexFile, 'utf8'), webDistDir))
    : undefined;
  const renderPage: PageRenderer | undefined =
    template === undefined ? undefined : await loadPageRenderer(app, webDistDir, options);
  // Pages differ by visitor (their header, their saved listings): never stored by a shared cache.
  const html = (reply: FastifyReply) => reply.header('cache-control', 'private, no-cache').type('text/html');
  const sendShell = (reply: FastifyReply, page: string, url: string) =>
    html(reply).send(renderIndexHtml(page, shellHead(url, options.publicUrl), options));
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, page: string) => {
    const chosen = chosenLanguageAddress(request);
    if (chosen) return reply.header('cache-control', 'private, no-cache').redirect(chosen, 302);
    const result = renderPage ? await renderPage(request) : ({ kind: 'shell' } as const);
    if (result.kind === 'shell') return sendShell(reply, page, request.url);
    if (result.kind === 'redirect') return reply.redirect(result.location, result.status);
    return html(reply)
      .status(result.status)
      .send(renderedDocument(page, result, options));
  };

  if (template !== undefined) {
    // API and media paths no route took (a listing id past the router's length, say) are never files: they
    // get the JSON 404, before the file lookup can answer with its own 403 for a name too long to check.
    app.addHook('onRequest', async (request, reply) => {
      if (isApiPath(request.url) && request.routeOptions.url === '/*') return reply.callNotFound();
    });
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: true,
      index: false,
      // The build writes each text file's brotli and gzip beside it at full strength (apps/web/build/precompress.ts):
      // sent as they are, smaller than compressing per response at the speed a response can afford.
      preCompressed: true,
      // Directories are never listed; their paths fall through to the app like any other page.
      allowedPath: (pathName) => !pathName.endsWith('/') && pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        // The file sent may be the build's own .br or .gz of the one asked for.
        const relative = path.relative(webDistDir, filePath).replace(/\.(br|gz)$/, '');
        const lifetime = relative.startsWith(`assets${path.sep}`) ? ONE_YEAR : ONE_DAY;
        res.header('cache-control', ASKED_EVERY_TIME.has(relative) ? EVERY_TIME : lifetime);
      },
    });
    app.get('/', (request, reply) => sendIndex(request, reply, template));
    // The shell alone, for the service worker to keep: the browser's app renders whatever address it stands in
    // for. Never a page of its own to search engines.
    app.get(APP_SHELL_PATH, (_request, reply) =>
      html(reply).send(renderIndexHtml(template, { ...shellHead('/', options.publicUrl), index: false }, options)),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (wantsPage && template !== undefined) return sendIndex(request, reply, template);
    const body: ErrorBody = {
      error: { code: 'NOT_FOUND', message: wantsPage ? 'The web app is not built. Run npm run build.' : 'Not found' },
    };
    return reply.status(404).send(body);
  });
}
