/**
 * Lighthouse (mobile preset: simulated slow 4G and a mid-range phone CPU) on the pages whose budgets
 * docs/design.md §8 sets: performance score, CLS, and the JavaScript a first visit downloads.
 */

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@aangan/testing';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface PageAudit {
  path: string;
  performance: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  cumulativeLayoutShift: number;
  speedIndexMs: number;
  /** Transferred bytes of every script the page loaded (gzip/br on the wire). */
  scriptBytes: number;
}

// Lighthouse drives Chromium itself, in the new headless mode, with the flags the journeys use.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

export async function auditPages(baseUrl: string, paths: readonly string[]): Promise<PageAudit[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const audits: PageAudit[] = [];
    for (const path of paths) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const details = lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined;
      const scriptBytes = (details?.items ?? [])
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      audits.push({
        path,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        firstContentfulPaintMs: numeric('first-contentful-paint'),
        largestContentfulPaintMs: numeric('largest-contentful-paint'),
        totalBlockingTimeMs: numeric('total-blocking-time'),
        cumulativeLayoutShift: numeric('cumulative-layout-shift'),
        speedIndexMs: numeric('speed-index'),
        scriptBytes,
      });
    }
    return audits;
  } finally {
    chrome.kill();
  }
}
