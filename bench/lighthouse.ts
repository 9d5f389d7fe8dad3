/**
 * Lighthouse (mobile preset: simulated slow 4G and a mid-range phone CPU) on the pages whose budgets
 * issue 18 sets: performance and SEO scores, the paint and blocking timings, CLS, and the JavaScript a
 * first visit downloads.
 */

import { request } from 'node:http';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@aangan/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageAudit {
  path: string;
  /** The HTTP status of the page itself (a place page that does not exist yet is a 404, still audited). */
  status: number;
  performance: number;
  seo: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /** Script requests of the first visit. */
  scriptCount: number;
  /** Bytes of those scripts on the wire: compressed bodies plus each response's headers (≈ 1 KB each here). */
  scriptBytes: number;
  /** The same scripts' compressed bodies alone (brotli or gzip, as the server sends them to a browser). */
  scriptBodyBytes: number;
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; ~1000+ is a desktop). */
  benchmarkIndex: number;
}

// Lighthouse drives Chromium itself, in the new headless mode, with the flags the journeys use.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

interface NetworkItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

/** A browser's request for a script, counting the body as sent (not decompressed). */
function compressedBodyBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'br, gzip, deflate' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const ATTEMPTS = 3;

/**
 * One Lighthouse navigation. On a busy machine the trace is now and then lost (NO_NAVSTART and the like,
 * "please run Lighthouse again"): such a run is repeated, up to three times, and says so.
 */
async function runLighthouse(port: number, baseUrl: string, path: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(`${baseUrl}${path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    if (!lhr.runtimeError) return lhr;
    const problem = `Lighthouse failed on ${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
    if (attempt >= ATTEMPTS) throw new Error(problem);
    console.warn(`  ${problem}; again (attempt ${attempt + 1} of ${ATTEMPTS})`);
  }
}

/** One Chromium for a whole run; each audit is a fresh Lighthouse navigation (cold cache, mobile preset). */
export async function openAuditor(): Promise<{ audit(url: string, path: string): Promise<PageAudit>; close(): void }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  return {
    close: () => chrome.kill(),
    async audit(baseUrl: string, path: string): Promise<PageAudit> {
      const lhr = await runLighthouse(chrome.port, baseUrl, path);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
      const items = details?.items ?? [];
      const scripts = items.filter((item) => item.resourceType === 'Script');
      const document = items.find((item) => item.resourceType === 'Document');
      const bodies = await Promise.all(
        scripts.map((item) => (item.url?.startsWith(baseUrl) ? compressedBodyBytes(item.url) : 0)),
      );
      return {
        path,
        status: document?.statusCode ?? 0,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        firstContentfulPaintMs: numeric('first-contentful-paint'),
        largestContentfulPaintMs: numeric('largest-contentful-paint'),
        totalBlockingTimeMs: numeric('total-blocking-time'),
        cumulativeLayoutShift: numeric('cumulative-layout-shift'),
        speedIndexMs: numeric('speed-index'),
        scriptCount: scripts.length,
        scriptBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
        scriptBodyBytes: bodies.reduce((sum, bytes) => sum + bytes, 0),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      };
    },
  };
}
