import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let webDist: string;
let testApp: TestApp;

beforeAll(async () => {
  // A stand-in for the built SPA, so the test does not depend on a web build.
  webDist = await mkdtemp(path.join(os.tmpdir(), 'aangan-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html lang="en-IN"><meta name="aangan-site" content="" /><!-- page-meta:start (the server writes here) --><title>Aangan</title><!-- page-meta:end --><script type="module" crossorigin src="/assets/index-3f9a1c.js"></script><link rel="modulepreload" crossorigin href="/assets/react-77e0.js"><link rel="stylesheet" crossorigin href="/assets/shell-5d1e.css"><body><div id="root"></div></body>',
  );
  await writeFile(path.join(webDist, 'assets', 'shell-5d1e.css'), '.page-container{margin-inline:auto}');
  // The service worker and manifest as the build writes them (decision 027), the worker with its own brotli.
  const serviceWorker = `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`;
  await writeFile(path.join(webDist, 'sw.js'), serviceWorker);
  await writeFile(path.join(webDist, 'sw.js.br'), brotliCompressSync(serviceWorker));
  await writeFile(path.join(webDist, 'manifest.webmanifest'), '{"name":"Aangan","start_url":"/"}');
  await mkdir(path.join(webDist, 'images'));
  await writeFile(path.join(webDist, 'images', 'default-house.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(path.join(webDist, 'assets', 'index-3f9a1c.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`);
  // The build's strongest brotli, as apps/web/build/precompress.ts writes it beside the script.
  await writeFile(
    path.join(webDist, 'assets', 'index-3f9a1c.js.br'),
    brotliCompressSync(`console.log(${JSON.stringify('x'.repeat(4000))})`),
  );
  testApp = await createTestApp({
    WEB_DIST_DIR: webDist,
    SUPPORT_EMAIL: 'help@example.in',
    BUSINESS_PHONE: '98290 11111',
    OFFICE_ADDRESS: 'Rani Bazar, Bikaner "Main" <Office>',
  });
});

afterAll(async () => {
  await testApp.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('reports the database as up', async () => {
    const response = await testApp.app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('serving the web app', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    const response = await testApp.app.inject('/api/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('serves the app at the root, never cached', async () => {
    const response = await testApp.app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers deep links with index.html, never cached', async () => {
    const response = await testApp.app.inject('/property/123?from=share');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it("hands the operator's contact and map settings to the app, escaped", async () => {
    const response = await testApp.app.inject('/contact');
    const match = response.body.match(/<meta name="aangan-site" content="([^"]*)" \/>/);
    const json = match?.[1]
      ?.replaceAll('&quot;', '"')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    expect(JSON.parse(json ?? 'null')).toEqual({
      supportEmail: 'help@example.in',
      businessPhone: '98290 11111',
      officeAddress: 'Rani Bazar, Bikaner "Main" <Office>',
      siteUrl: testApp.config.publicUrl,
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© OpenStreetMap contributors',
    });
  });

  it('gives each information page its own title, description and link preview', async () => {
    const faq = (await testApp.app.inject('/faq')).body;
    expect(faq).toContain('<title>Frequently Asked Questions · Aangan</title>');
    expect(faq).toContain('<meta name="description" content="How to post, edit and save properties on Aangan');
    expect(faq).toContain('<meta property="og:title" content="Frequently Asked Questions · Aangan" />');
    expect(faq).toContain('<meta property="og:url" content="http://localhost:3000/faq" />');
    expect(faq).toContain('<meta property="og:image" content="http://localhost:3000/og-image.png" />');
    expect(faq).not.toContain('page-meta:start');

    const safety = (await testApp.app.inject('/safety')).body;
    expect(safety).toContain('<title>Stay Safe · Aangan</title>');
    expect(safety).toContain(
      '<meta name="description" content="How to spot fake listings and brokers posing as owners',
    );

    const listing = (await testApp.app.inject('/property/123?from=share')).body;
    expect(listing).toContain('<title>Aangan · Property marketplace for India</title>');
    expect(listing).toContain('<link rel="canonical" href="http://localhost:3000/property/123" />');
  });

  it('serves each language at its own address, with the other as an alternate for search engines', async () => {
    const hindi = (await testApp.app.inject('/hi/faq')).body;
    expect(hindi).toContain('<html lang="hi-IN">');
    expect(hindi).toContain('<link rel="canonical" href="http://localhost:3000/hi/faq" />');
    expect(hindi).toContain('<link rel="alternate" hreflang="en-IN" href="http://localhost:3000/faq" />');
    expect(hindi).toContain('<link rel="alternate" hreflang="hi-IN" href="http://localhost:3000/hi/faq" />');
    expect(hindi).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:3000/faq" />');
    expect(hindi).toContain('<title>अक्सर पूछे जाने वाले प्रश्न · Aangan</title>');

    const english = (await testApp.app.inject('/faq')).body;
    expect(english).toContain('<html lang="en-IN">');
    expect(english).toContain('<link rel="alternate" hreflang="hi-IN" href="http://localhost:3000/hi/faq" />');
  });

  it('sends a device that chose Hindi from an English address to the Hindi one, and nothing else', async () => {
    const hindiChosen = { cookie: 'other=1; aangan_lang=hi' };
    const moved = await testApp.app.inject({ url: '/rent?bedrooms=2', headers: hindiChosen });
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('/hi/rent?bedrooms=2');
    expect((await testApp.app.inject({ url: '/', headers: hindiChosen })).headers.location).toBe('/hi');
    expect((await testApp.app.inject({ url: '/hi?x=1', headers: hindiChosen })).statusCode).toBe(200);
    expect((await testApp.app.inject({ url: '/faq', headers: { cookie: 'aangan_lang=en' } })).statusCode).toBe(200);
    expect((await testApp.app.inject({ url: '/faq', headers: { cookie: 'aangan_lang=hindi' } })).statusCode).toBe(200);
    expect((await testApp.app.inject({ url: '/api/health', headers: hindiChosen })).statusCode).toBe(200);
  });

  it('serves public files for a day and never lists a directory', async () => {
    const image = await testApp.app.inject('/images/default-house.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    const folder = await testApp.app.inject('/images/');
    expect(folder.statusCode).toBe(200);
    expect(folder.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const response = await testApp.app.inject('/assets/index-3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('writes the stylesheet into the page, so the first paint waits for no other file', async () => {
    const response = await testApp.app.inject('/about');
    expect(response.body).toContain('<style>.page-container{margin-inline:auto}</style>');
    expect(response.body).not.toContain('rel="stylesheet"');
  });

  it('starts the app’s script after the first paint, from the end of the body', async () => {
    const response = await testApp.app.inject('/about');
    expect(response.body).not.toContain('type="module"');
    expect(response.body).not.toContain('modulepreload');
    expect(response.body).toMatch(
      /<script src="\/app-start\.js" defer data-modules="\/assets\/index-3f9a1c\.js \/assets\/react-77e0\.js"><\/script>\s*<\/body>/,
    );
  });

  it('sends the build’s own brotli of an asset as it is', async () => {
    const asset = await testApp.app.inject({ url: '/assets/index-3f9a1c.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers.vary).toMatch(/accept-encoding/i);
    expect(asset.rawPayload).toEqual(await readFile(path.join(webDist, 'assets', 'index-3f9a1c.js.br')));
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('compresses assets and JSON for clients that accept it', async () => {
    const asset = await testApp.app.inject({
      url: '/assets/index-3f9a1c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toMatch(/br|gzip/);
  });

  it('serves the service worker and the manifest to be asked for again every time, so updates are found', async () => {
    for (const encoding of ['identity', 'br']) {
      const worker = await testApp.app.inject({ url: '/sw.js', headers: { 'accept-encoding': encoding } });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
    }
    const manifest = await testApp.app.inject('/manifest.webmanifest');
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect(manifest.json()).toEqual({ name: 'Aangan', start_url: '/' });
  });

  it('serves the app shell for the service worker to keep: never cached by HTTP, never indexed', async () => {
    const response = await testApp.app.inject('/app-shell');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<meta name="robots" content="noindex, follow" />');
    expect(response.body).toContain('<meta name="aangan-site" content="{&quot;supportEmail&quot;');
    expect(response.body).toContain('src="/app-start.js"');
  });

  it('sends security headers', async () => {
    const response = await testApp.app.inject('/');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('answers a POST to an unknown page path with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/buy' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
