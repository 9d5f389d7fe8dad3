/**
 * `npm run bench:pages [-- --baseline <git-ref>] [--runs N]`: builds the current tree, starts it on a fresh
 * DATA_DIR with its demo listings (what a first visitor sees), audits the public pages with Lighthouse's
 * mobile preset and writes bench/results/pages.{json,md} against issue 18's budgets.
 *
 * With --baseline, that ref is built in a temporary worktree and served too (its own fresh DATA_DIR, the
 * same demo data), and the two builds are audited alternately, page by page, so both see the same machine
 * and the change reads as a ratio.
 */
import { mkdir, mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CITY_NAMES } from '@aangan/server/data-tools';
import { buildCurrent, describeCurrent, prepareBaseline } from './baseline.ts';
import { onCleanup, runBenchmark } from './cleanup.ts';
import { openAuditor, type PageAudit } from './lighthouse.ts';
import { type BuildResult, medianAudit, renderMarkdown, toJson } from './pages-report.ts';
import { type RunningServer, startServer } from './server.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');

/** Home, a results page, the demo data's first city (issue 18's place pages) and a content page. */
function pagesToAudit(): string[] {
  const firstCity = CITY_NAMES[0];
  if (!firstCity) throw new Error('the demo data has no cities');
  return ['/', '/rent', `/rent/${firstCity.toLowerCase()}`, '/about'];
}

function readArgs() {
  const { values } = parseArgs({
    options: {
      baseline: { type: 'string' },
      runs: { type: 'string', default: '1' },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error(`--runs must be 1 to 9, got "${values.runs}"`);
  return { baseline: values.baseline, runs };
}

async function serve(root: string, name: string): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `aangan-pages-${name}-`));
  onCleanup(`remove the ${name} data directory`, () => rm(dataDir, { recursive: true, force: true }));
  return startServer({
    repoRoot: root,
    target: { kind: 'pglite', dataDir, label: dataDir },
    scratchDir: dataDir,
    logLevel: 'warn',
    seedDemo: true,
  });
}

async function main(): Promise<void> {
  const args = readArgs();
  // The arguments as given, so the results file says exactly how to repeat the run.
  const extra = process.argv.slice(2);
  const command = `npm run bench:pages${extra.length > 0 ? ` -- ${extra.join(' ')}` : ''}`;
  const pages = pagesToAudit();
  const startedAt = new Date();

  const currentLabel = describeCurrent(repoRoot);
  buildCurrent(repoRoot);
  const baseline = args.baseline ? await prepareBaseline(repoRoot, args.baseline) : undefined;

  const builds: { result: BuildResult; server: RunningServer }[] = [
    {
      result: { role: 'current', label: currentLabel, runs: [], medians: [] },
      server: await serve(repoRoot, 'current'),
    },
  ];
  if (baseline) {
    const label = `${baseline.ref} = ${baseline.commit.slice(0, 12)} "${baseline.subject}"`;
    builds.push({
      result: { role: 'baseline', label, runs: [], medians: [] },
      server: await serve(baseline.dir, 'baseline'),
    });
  }

  const loadAtStart = os.loadavg()[0] ?? 0;
  const auditor = await openAuditor();
  onCleanup('close Chromium', () => auditor.close());
  try {
    for (let run = 0; run < args.runs; run++) {
      for (const build of builds) build.result.runs.push([]);
      for (const page of pages) {
        // Alternate which build goes first, so neither always gets the warmer (or busier) moment.
        const order = run % 2 === 0 ? builds : [...builds].reverse();
        for (const build of order) {
          const audit: PageAudit = await auditor.audit(build.server.url, page);
          build.result.runs[run]?.push(audit);
          console.log(
            `  run ${run + 1}/${args.runs} ${build.result.role.padEnd(8)} ${page.padEnd(14)} HTTP ${audit.status} ` +
              `perf ${audit.performance} seo ${audit.seo} LCP ${Math.round(audit.largestContentfulPaintMs)} ms ` +
              `TBT ${Math.round(audit.totalBlockingTimeMs)} ms JS ${(audit.scriptBytes / 1024).toFixed(1)} KB ` +
              `(benchmarkIndex ${Math.round(audit.benchmarkIndex)})`,
          );
        }
      }
    }
  } finally {
    auditor.close();
  }
  for (const build of builds) await build.server.stop();
  await baseline?.remove();

  for (const { result } of builds) {
    result.medians = pages.map((page) => medianAudit(result.runs.flat().filter((audit) => audit.path === page)));
  }
  const report = {
    command,
    startedAt,
    loadAverage: { start: loadAtStart, end: os.loadavg()[0] ?? 0 },
    runs: args.runs,
    builds: builds.map((build) => build.result),
  };
  const resultsDir = path.join(benchDir, 'results');
  await mkdir(resultsDir, { recursive: true });
  const markdown = renderMarkdown(report);
  await writeAtomically(path.join(resultsDir, 'pages.json'), `${JSON.stringify(toJson(report), null, 2)}\n`);
  await writeAtomically(path.join(resultsDir, 'pages.md'), markdown);
  console.log(`\n${markdown}`);
}

/** Through a .tmp and a rename, so a stopped run leaves the previous results whole. */
async function writeAtomically(file: string, content: string): Promise<void> {
  await writeFile(`${file}.tmp`, content);
  await rename(`${file}.tmp`, file);
}

await runBenchmark(main);
