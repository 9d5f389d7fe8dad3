/**
 * bench/results/pages.{json,md}: each build's median audit per page against issue 18's budgets and, with a
 * baseline, the ratio current ÷ baseline of every figure measured in the same run.
 */
import os from 'node:os';
import type { PageAudit } from './lighthouse.ts';

/** Issue 18's budgets (Lighthouse mobile preset, simulated throttling). */
const BUDGET = {
  performance: 95,
  seo: 100,
  largestContentfulPaintMs: 2_000,
  totalBlockingTimeMs: 150,
  cumulativeLayoutShift: 0.02,
  /** Checked on the bytes on the wire (headers included), the stricter of the two script figures. */
  scriptKb: 150,
};

export interface BuildResult {
  /** 'current' or 'baseline'. */
  role: string;
  /** Branch and commit, or the baseline's ref, commit and subject. */
  label: string;
  /** Every run's audit, page by page. */
  runs: PageAudit[][];
  medians: PageAudit[];
}

export interface PagesReport {
  command: string;
  startedAt: Date;
  /** The machine's 1-minute load average when the audits began and when they ended: other people's work too. */
  loadAverage: { start: number; end: number };
  runs: number;
  builds: BuildResult[];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs, taken one figure at a time. */
export function medianAudit(audits: PageAudit[]): PageAudit {
  const first = audits[0];
  if (!first) throw new Error('no audits to summarise');
  const of = (key: keyof PageAudit) => median(audits.map((audit) => audit[key] as number));
  return {
    path: first.path,
    status: first.status,
    performance: of('performance'),
    seo: of('seo'),
    firstContentfulPaintMs: of('firstContentfulPaintMs'),
    largestContentfulPaintMs: of('largestContentfulPaintMs'),
    totalBlockingTimeMs: of('totalBlockingTimeMs'),
    cumulativeLayoutShift: of('cumulativeLayoutShift'),
    speedIndexMs: of('speedIndexMs'),
    scriptCount: of('scriptCount'),
    scriptBytes: of('scriptBytes'),
    scriptBodyBytes: of('scriptBodyBytes'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => String(Math.round(value));

/** The budgets a page misses, as short phrases; empty means within. */
function budgetMisses(audit: PageAudit): string[] {
  return [
    audit.status !== 200 && `HTTP ${audit.status}`,
    audit.performance < BUDGET.performance && `performance ${audit.performance} < ${BUDGET.performance}`,
    audit.seo < BUDGET.seo && `SEO ${audit.seo} < ${BUDGET.seo}`,
    audit.largestContentfulPaintMs > BUDGET.largestContentfulPaintMs &&
      `LCP ${ms(audit.largestContentfulPaintMs)} ms > ${BUDGET.largestContentfulPaintMs}`,
    audit.totalBlockingTimeMs > BUDGET.totalBlockingTimeMs &&
      `TBT ${ms(audit.totalBlockingTimeMs)} ms > ${BUDGET.totalBlockingTimeMs}`,
    audit.cumulativeLayoutShift > BUDGET.cumulativeLayoutShift &&
      `CLS ${audit.cumulativeLayoutShift.toFixed(3)} > ${BUDGET.cumulativeLayoutShift}`,
    audit.scriptBytes / 1024 > BUDGET.scriptKb && `JS ${kb(audit.scriptBytes)} KB > ${BUDGET.scriptKb}`,
  ].filter((miss): miss is string => typeof miss === 'string');
}

function verdict(audit: PageAudit): string {
  const misses = budgetMisses(audit);
  return misses.length === 0 ? 'within' : `OVER (${misses.join('; ')})`;
}

function buildTable(build: BuildResult): string[] {
  return [
    '| Page | HTTP | Performance | SEO | FCP ms | LCP ms | TBT ms | CLS | Speed index ms | Scripts | JS KB wire | JS KB compressed | Budget |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...build.medians.map(
      (a) =>
        `| ${a.path} | ${a.status} | ${a.performance} | ${a.seo} | ${ms(a.firstContentfulPaintMs)} | ` +
        `${ms(a.largestContentfulPaintMs)} | ${ms(a.totalBlockingTimeMs)} | ${a.cumulativeLayoutShift.toFixed(3)} | ` +
        `${ms(a.speedIndexMs)} | ${a.scriptCount} | ${kb(a.scriptBytes)} | ${kb(a.scriptBodyBytes)} | ${verdict(a)} |`,
    ),
  ];
}

/** current ÷ baseline; a zero baseline (no blocking time, no shift) has no ratio, so both values are shown. */
function ratio(current: number, baseline: number, format: (value: number) => string): string {
  if (baseline === 0) return current === 0 ? '= (0)' : `${format(baseline)} → ${format(current)}`;
  return `${(current / baseline).toFixed(2)}×`;
}

function ratioTable(current: BuildResult, baseline: BuildResult): string[] {
  const rows = current.medians.map((c) => {
    const b = baseline.medians.find((audit) => audit.path === c.path);
    if (!b) return `| ${c.path} | no baseline audit |`;
    const cells = [
      ratio(c.performance, b.performance, String),
      ratio(c.seo, b.seo, String),
      ratio(c.firstContentfulPaintMs, b.firstContentfulPaintMs, ms),
      ratio(c.largestContentfulPaintMs, b.largestContentfulPaintMs, ms),
      ratio(c.totalBlockingTimeMs, b.totalBlockingTimeMs, ms),
      ratio(c.cumulativeLayoutShift, b.cumulativeLayoutShift, (value) => value.toFixed(3)),
      ratio(c.speedIndexMs, b.speedIndexMs, ms),
      ratio(c.scriptBytes, b.scriptBytes, kb),
      ratio(c.scriptBodyBytes, b.scriptBodyBytes, kb),
    ];
    return `| ${c.path} | ${cells.join(' | ')} |`;
  });
  return [
    '| Page | Performance | SEO | FCP | LCP | TBT | CLS | Speed index | JS wire | JS compressed |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
  ];
}

function benchmarkIndexes(report: PagesReport): string {
  const values = report.builds.flatMap((build) => build.runs.flat().map((audit) => audit.benchmarkIndex));
  const sorted = [...values].sort((a, b) => a - b);
  return `${Math.round(sorted[0] ?? 0)}–${Math.round(sorted.at(-1) ?? 0)} (median ${Math.round(median(values))})`;
}

export function renderMarkdown(report: PagesReport): string {
  const lines = [
    '# Pages: Lighthouse 12, mobile preset',
    '',
    `Command: \`${report.command}\``,
    '',
    `${report.startedAt.toISOString()} · Node ${process.version} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'} · ` +
      `Chromium ${process.env.CHROME_PATH ?? '/usr/bin/chromium'} · demo data (SEED_DEMO, a fresh DATA_DIR per build) · ` +
      `${report.runs} run${report.runs === 1 ? '' : 's'} per page and build, medians shown` +
      (report.builds.length > 1 ? ', the builds audited alternately' : ''),
    '',
    `Lighthouse benchmarkIndex over the run: ${benchmarkIndexes(report)}; load average ${report.loadAverage.start.toFixed(1)} at the ` +
      `start of the audits, ${report.loadAverage.end.toFixed(1)} at the end, on ${os.cpus().length} cores. Lighthouse simulates a slow 4G network and a 4× slower`,
    "CPU from this machine's own timings, so a busy machine lowers the scores: compare builds of the same run, not runs.",
    '',
    `Budget (issue 18): performance ≥ ${BUDGET.performance}, SEO = ${BUDGET.seo}, LCP ≤ ${BUDGET.largestContentfulPaintMs} ms, ` +
      `TBT ≤ ${BUDGET.totalBlockingTimeMs} ms, CLS ≤ ${BUDGET.cumulativeLayoutShift}, first visit's script ≤ ${BUDGET.scriptKb} KB ` +
      '(checked on the wire: compressed bodies plus ~1 KB of response headers per script; "compressed" is the bodies alone).',
  ];
  for (const build of report.builds) {
    lines.push('', `## ${build.role === 'current' ? 'Current' : 'Baseline'}: ${build.label}`, '', ...buildTable(build));
  }
  const [current, baseline] = report.builds;
  if (current && baseline) {
    lines.push(
      '',
      '## Current ÷ baseline',
      '',
      'Below 1 is better for times and bytes, above 1 for scores.',
      '',
      ...ratioTable(current, baseline),
    );
  }
  lines.push('');
  return lines.join('\n');
}

export function toJson(report: PagesReport) {
  return {
    benchmark: 'pages',
    date: report.startedAt.toISOString(),
    command: report.command,
    node: process.version,
    cpuCount: os.cpus().length,
    runsPerPage: report.runs,
    loadAverage: report.loadAverage,
    budget: BUDGET,
    builds: report.builds.map((build) => ({
      ...build,
      medians: build.medians.map((audit) => ({ ...audit, budget: budgetMisses(audit) })),
    })),
  };
}
