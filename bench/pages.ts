/**
 * `npm run bench:pages`: starts the production build on a fresh DATA_DIR with its demo listings (what a
 * first visitor sees), audits the home and search pages with Lighthouse's mobile preset, and writes
 * bench/results/pages.{json,md} against the budgets of docs/design.md §8.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup, runBenchmark } from './cleanup.ts';
import { auditPages, type PageAudit } from './lighthouse.ts';
import { ensureBuild, startServer } from './server.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const PAGES = ['/', '/rent', '/commercial'];
const BUDGET = { performance: 95, cumulativeLayoutShift: 0.02, scriptKb: 170 };

function verdict(audit: PageAudit): string {
  const misses = [
    audit.performance < BUDGET.performance && `performance ${audit.performance} < ${BUDGET.performance}`,
    audit.cumulativeLayoutShift > BUDGET.cumulativeLayoutShift &&
      `CLS ${audit.cumulativeLayoutShift.toFixed(3)} > ${BUDGET.cumulativeLayoutShift}`,
    audit.scriptBytes / 1024 > BUDGET.scriptKb && `JS ${(audit.scriptBytes / 1024).toFixed(1)} KB > ${BUDGET.scriptKb}`,
  ].filter(Boolean);
  return misses.length === 0 ? 'PASS' : `OVER (${misses.join('; ')})`;
}

function renderMarkdown(audits: PageAudit[], date: Date): string {
  const rows = audits.map(
    (a) =>
      `| ${a.path} | ${a.performance} | ${Math.round(a.firstContentfulPaintMs)} | ${Math.round(a.largestContentfulPaintMs)} | ` +
      `${Math.round(a.totalBlockingTimeMs)} | ${a.cumulativeLayoutShift.toFixed(3)} | ${Math.round(a.speedIndexMs)} | ` +
      `${(a.scriptBytes / 1024).toFixed(1)} | ${verdict(a)} |`,
  );
  return [
    '# Pages: Lighthouse 12, mobile preset',
    '',
    `${date.toISOString()} · Node ${process.version} · ${os.cpus().length} cores · Chromium ${process.env.CHROME_PATH ?? '/usr/bin/chromium'} · demo data`,
    '',
    `Budget (docs/design.md §8): performance ≥ ${BUDGET.performance}, CLS ≤ ${BUDGET.cumulativeLayoutShift}, initial JS ≤ ${BUDGET.scriptKb} KB (transferred, compressed).`,
    '',
    '| Page | Performance | FCP ms | LCP ms | TBT ms | CLS | Speed index ms | JS KB | Budget |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    "Lighthouse simulates a slow 4G network and a 4× slower CPU from this machine's own timings, so a busy machine",
    'lowers the score: run it on an idle machine.',
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  await ensureBuild(repoRoot);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aangan-pages-'));
  onCleanup('remove the data directory', () => rm(dataDir, { recursive: true, force: true }));
  const server = await startServer({
    repoRoot,
    target: { kind: 'pglite', dataDir, label: dataDir },
    scratchDir: dataDir,
    logLevel: 'warn',
    seedDemo: true,
  });
  const date = new Date();
  const audits = await auditPages(server.url, PAGES);
  await server.stop();

  const resultsDir = path.join(benchDir, 'results');
  await mkdir(resultsDir, { recursive: true });
  const markdown = renderMarkdown(audits, date);
  await writeFile(
    path.join(resultsDir, 'pages.json'),
    `${JSON.stringify({ date, budget: BUDGET, audits }, null, 2)}\n`,
  );
  await writeFile(path.join(resultsDir, 'pages.md'), markdown);
  console.log(markdown);
}

await runBenchmark(main);
