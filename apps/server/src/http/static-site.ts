import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ErrorBody,
  type PageMeta,
  pageMetaFor,
  pageTitle,
  SITE_SETTINGS_META,
  type SiteSettings,
} from '@aangan/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_DAY = 'public, max-age=86400';
const EMPTY_SETTINGS_META = `<meta name="${SITE_SETTINGS_META}" content="" />`;

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const PAGE_META_BLOCK = /<!-- page-meta:start[^>]*-->[\s\S]*?<!-- page-meta:end -->/;

/** The page's title, description and Open Graph tags, for link previews and crawlers that run no script. */
function pageMetaTags(meta: PageMeta, url: string, publicUrl: string): string {
  const title = escapeAttribute(pageTitle(meta));
  const description = escapeAttribute(meta.description);
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${escapeAttribute(url)}" />`,
    `<meta property="og:image" content="${escapeAttribute(new URL('/og-image.png', publicUrl).href)}" />`,
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
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
function renderIndexHtml(template: string, pathname: string, { settings, publicUrl }: IndexHtmlOptions): string {
  const settingsMeta = `<meta name="${SITE_SETTINGS_META}" content="${escapeAttribute(JSON.stringify(settings))}" />`;
  const path = pathname.split(/[?#]/)[0] ?? '/';
  const tags = pageMetaTags(pageMetaFor(path), new URL(path, publicUrl).href, publicUrl);
  return template.replace(EMPTY_SETTINGS_META, settingsMeta).replace(PAGE_META_BLOCK, tags);
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
  const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  const sendIndex = (reply: FastifyReply, html: string, url: string) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html')
      .send(renderIndexHtml(html, url, options));

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
      // Directories are never listed; their paths fall through to the app like any other page.
      allowedPath: (pathName) => !pathName.endsWith('/') && pathName !== '/index.html',
      setHeaders: (res, filePath) => {
        const relative = path.relative(webDistDir, filePath);
        res.header('cache-control', relative.startsWith(`assets${path.sep}`) ? ONE_YEAR : ONE_DAY);
      },
    });
    app.get('/', (request, reply) => sendIndex(reply, template, request.url));
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (wantsPage && template !== undefined) return sendIndex(reply, template, request.url);
    const body: ErrorBody = {
      error: { code: 'NOT_FOUND', message: wantsPage ? 'The web app is not built. Run npm run build.' : 'Not found' },
    };
    return reply.status(404).send(body);
  });
}
