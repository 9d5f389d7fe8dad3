/**
 * Turns the measurements into bench/results/search-<db>-<rows>.{json,md} and compares them with the
 * budgets of docs/design.md §8 (the realistic mix's section: mix-report.ts). A miss is reported as OVER, never as a failing exit code: timing on a shared
 * 2-core machine is a measurement to read, not a test to trust (§8: "never asserted by timing in tests").
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type GenerationReport, redact } from './generate.ts';
import type { ScenarioResult } from './load.ts';
import { type MixRun, mixMisses, renderMixMarkdown } from './mix-report.ts';
import type { BenchOptions } from './options.ts';
import type { UsageReport } from './sampler.ts';

interface Budget {
  /** The row count the budget is stated for. */
  rows: number;
  p95Ms: number;
  /** A server-rendered page's HTML (issue 18): p95 of the sequential sample. */
  pageP95Ms: number;
  minRequestsPerSecond: number | null;
  maxRssMb: number;
}

/**
 * docs/design.md §8; the pages' p95 from issue 18 (≤ 100 ms at 1,000,000 listings on PostgreSQL with 10
 * connections, ≤ 50 ms on the embedded database).
 */
const BUDGETS: Record<BenchOptions['db'], Budget> = {
  postgres: { rows: 1_000_000, p95Ms: 25, pageP95Ms: 100, minRequestsPerSecond: 1_500, maxRssMb: 400 },
  pglite: { rows: 100_000, p95Ms: 50, pageP95Ms: 50, minRequestsPerSecond: null, maxRssMb: 400 },
};

export interface RunReport {
  options: BenchOptions;
  generation: GenerationReport;
  /** `env`: what the bench set in the server's environment beyond its defaults (per-shape server). */
  server: { logLevel: string; rssAfterStartMb: number; usage: UsageReport; env: Record<string, string> };
  scenarios: ScenarioResult[];
  /** The realistic mix on its own server, answer cache on; null with BENCH_MIX=off. */
  mix: MixRun | null;
  startedAt: Date;
  /** Machine CPU (% of one core) in the second before the server started: other people's work. */
  idleMachineCpuPercent: number;
}

/**
 * The budget checks a scenario misses, as short phrases; empty means PASS. The p95 budget is checked on
 * the sequential sample: under load, latency is mostly queueing (about connections ÷ req/s), which the
 * throughput budget already covers, and PGlite has no throughput budget to put it against. A page has no
 * throughput budget either: issue 18 states its p95 only.
 */
function budgetMisses(result: ScenarioResult, budget: Budget): string[] {
  const misses: string[] = [];
  if (result.load.requests === 0) misses.push(`no response completed within the ${result.load.seconds} s run`);
  const p95Budget = result.scenario.page ? budget.pageP95Ms : (result.scenario.p95BudgetMs ?? budget.p95Ms);
  if (result.sequential.p95 > p95Budget) misses.push(`p95 seq ${ms(result.sequential.p95)} > ${p95Budget}`);
  const rpsBudget = result.scenario.page ? null : budget.minRequestsPerSecond;
  if (rpsBudget !== null && result.load.requestsPerSecond < rpsBudget) {
    misses.push(`${int(result.load.requestsPerSecond)} req/s < ${int(rpsBudget)}`);
  }
  if (result.usage.rssPeakMb >= budget.maxRssMb) misses.push(`RSS ${int(result.usage.rssPeakMb)} MB`);
  if (result.load.errors > 0 || result.load.non2xx > 0) {
    misses.push(`${result.load.errors} errors, ${result.load.non2xx} non-2xx`);
  }
  return misses;
}

function resultBaseName(options: BenchOptions): string {
  return `search-${options.db}-${options.rows}${options.label ? `-${options.label}` : ''}`;
}

/** Writes both files (each through a .tmp and a rename, so a stopped run leaves no half file). */
export async function writeReport(report: RunReport, resultsDir: string): Promise<{ json: string; md: string }> {
  await mkdir(resultsDir, { recursive: true });
  const base = path.join(resultsDir, resultBaseName(report.options));
  const markdown = renderMarkdown(report);
  await writeAtomically(`${base}.json`, `${JSON.stringify(toJson(report), null, 2)}\n`);
  await writeAtomically(`${base}.md`, markdown);
  return { json: `${base}.json`, md: `${base}.md` };
}

async function writeAtomically(file: string, content: string): Promise<void> {
  await writeFile(`${file}.tmp`, content);
  await rename(`${file}.tmp`, file);
}

export function machine() {
  const cpus = os.cpus();
  return {
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
    cpuCount: cpus.length,
    cpuModel: cpus[0]?.model ?? 'unknown',
    memoryMb: Math.round(os.totalmem() / 1_048_576),
  };
}

function toJson(report: RunReport) {
  const budget = BUDGETS[report.options.db];
  const { databaseUrl: _hidden, redisUrl, ...options } = report.options;
  return {
    benchmark: 'search',
    date: report.startedAt.toISOString(),
    ...machine(),
    db: report.options.db,
    rows: report.options.rows,
    options: {
      ...options,
      redisUrl: redisUrl ? redact(redisUrl, 'BENCH_REDIS_URL') : undefined,
      database: report.generation.target.label,
    },
    note: 'The load generator (autocannon) runs on the same machine and competes with the server (and PostgreSQL) for the CPUs; see usage.',
    generation: {
      reused: report.generation.reused,
      seconds: round(report.generation.seconds),
      rowsPerSecond: report.generation.rowsPerSecond === null ? null : Math.round(report.generation.rowsPerSecond),
      images: report.generation.images,
      databaseMb: round(report.generation.databaseBytes / 1_048_576),
    },
    budget,
    idleMachineCpuPercent: round(report.idleMachineCpuPercent),
    server: { ...report.server, env: redactEnv(report.server.env) },
    scenarios: report.scenarios.map((result) => {
      const misses = budgetMisses(result, budget);
      return { ...result, budget: { verdict: misses.length === 0 ? 'PASS' : 'OVER', misses } };
    }),
    mix: report.mix && {
      ...report.mix,
      budget: verdict(mixMisses(report.mix.result, budget)),
    },
  };
}

/** The command that reproduces this run: the BENCH_* settings it was given, then the script. */
function benchCommand(): string {
  const settings = Object.entries(process.env)
    .filter(([name, value]) => name.startsWith('BENCH_') && value)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}=${value}`);
  return [...settings, 'npm run bench:search'].join(' ');
}

export function renderMarkdown(report: RunReport): string {
  const { options, generation, server } = report;
  const budget = BUDGETS[options.db];
  const m = machine();
  const lines: string[] = [];
  lines.push(`# Search API: ${options.db === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${int(options.rows)} listings`);
  lines.push('');
  lines.push(`Command: \`${benchCommand()}\``);
  lines.push('');
  lines.push(
    `${report.startedAt.toISOString()} · Node ${m.node} · ${m.cpuCount} × ${m.cpuModel} · ${int(m.memoryMb)} MB · ` +
      `${options.connections} connections, ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s per scenario, ` +
      `${options.sampleSize} sequential requests (at most ${options.sampleMaxSeconds} s) for p95 seq · accept-encoding: ${options.acceptEncoding} · ` +
      `server LOG_LEVEL=${server.logLevel}, ${envLine(server.env)}`,
  );
  lines.push('');
  lines.push(
    `Data: ${generation.target.label}, ${int(options.rows)} listings, ${int(generation.images)} images, ` +
      `${int(generation.databaseBytes / 1_048_576)} MB; ` +
      (generation.reused
        ? 'reused from an earlier run.'
        : `generated in ${round(generation.seconds)} s (${int(generation.rowsPerSecond ?? 0)} rows/s).`),
  );
  lines.push('');
  const rpsBudget = budget.minRequestsPerSecond === null ? '' : `, ≥ ${int(budget.minRequestsPerSecond)} req/s`;
  lines.push(
    `Budget (docs/design.md §8, stated for ${int(budget.rows)} rows): p95 ≤ ${budget.p95Ms} ms${rpsBudget}, RSS < ${budget.maxRssMb} MB; ` +
      `a page's HTML (Page: rows, issue 18) p95 ≤ ${budget.pageP95Ms} ms; place suggestions (Places: row) p95 ≤ 15 ms.` +
      (options.rows === budget.rows
        ? ''
        : ` This run has ${int(options.rows)} rows, so the verdict is indicative only.`),
  );
  lines.push('');
  lines.push(
    '| Scenario | req/s | p50 | p90 | p97.5 | p99 | max | p95 load | p95 seq | raw SQL p95 (API ×) | RSS peak | Budget |',
  );
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const result of report.scenarios) {
    const { latency, exact } = result.load;
    const misses = budgetMisses(result, budget);
    // With no completed response autocannon reports zeros, which would read as "instant".
    const under = (value: string | number) => (result.load.requests === 0 ? '–' : String(value));
    lines.push(
      `| ${result.scenario.name} | ${int(result.load.requestsPerSecond)} | ${under(latency.p50)} | ${under(latency.p90)} | ` +
        `${under(latency.p97_5)} | ${under(latency.p99)} | ${under(latency.max)} | ${under(ms(exact.p95))} | ` +
        `${ms(result.sequential.p95)}${seqCount(result, options)} | ${rawCell(result)} | ` +
        `${int(result.usage.rssPeakMb)} MB | ${misses.length === 0 ? 'PASS' : `OVER (${misses.join('; ')})`} |`,
    );
  }
  lines.push('');
  lines.push(
    'Latencies in ms. p50…max: autocannon under load (1 ms resolution). p95 load: exact, from every measured ' +
      'response (mostly queueing, about connections ÷ req/s; not in the verdict). p95 seq: exact, one request at a time ' +
      "(no queueing), checked against the p95 budget. raw SQL p95: the search's two statements run raw through `pg`, " +
      'one at a time, as many as p95 seq, and p95 seq ÷ that (rawSqlRatio; PostgreSQL searches only, else –). ' +
      'RSS peak: server VmRSS (process and workers) sampled every 200 ms during the measured run. ' +
      'The scenarios run against a server with its answer cache off (SEARCH_CACHE_SECONDS=0): they measure the database path.',
  );
  lines.push('');
  lines.push(
    `The load generator runs on the same ${m.cpuCount} cores as the server${options.db === 'postgres' ? ' and PostgreSQL' : ''}: ` +
      `CPU in % of one core during the measured run. Before the run, other processes kept the machine ` +
      `${int(report.idleMachineCpuPercent)} % busy.`,
  );
  lines.push('');
  lines.push('| Scenario | server | load generator | whole machine | response (wire / body bytes) | total |');
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const result of report.scenarios) {
    const { usage, check } = result;
    lines.push(
      `| ${result.scenario.name} | ${int(usage.serverCpuPercent)} % | ${int(usage.loadGeneratorCpuPercent)} % | ` +
        `${int(usage.machineCpuPercent)} % of ${m.cpuCount * 100} | ${result.load.requests === 0 ? '–' : int(result.load.wireBytesPerResponse)} / ${int(check.jsonBytes)} ` +
        `(${check.encoding ?? 'identity'}) | ${check.total === null ? '–' : int(check.total)} |`,
    );
  }
  lines.push('');
  lines.push(
    `Server RSS: ${int(server.rssAfterStartMb)} MB after start, ${int(server.usage.rssPeakMb)} MB peak over the whole run.`,
  );
  lines.push('');
  if (report.mix) lines.push(...renderMixMarkdown(report.mix, budget, m.cpuCount));
  return lines.join('\n');
}

/** Marks a sequential sample cut short by its time limit, since its p95 rests on fewer requests. */
function seqCount(result: ScenarioResult, options: BenchOptions): string {
  return result.sequential.count < options.sampleSize ? ` (n=${result.sequential.count})` : '';
}

function rawCell(result: ScenarioResult): string {
  if (!result.raw || result.rawSqlRatio === null) return '–';
  return `${ms(result.raw.p95)} (${result.rawSqlRatio.toFixed(1)}×)`;
}

function verdict(misses: string[]) {
  return { verdict: misses.length === 0 ? 'PASS' : 'OVER', misses };
}

/** The server settings the bench chose, for the header line; a Redis URL without its password. */
function envLine(env: Record<string, string>): string {
  const shown = redactEnv(env);
  return (
    `WEB_CONCURRENCY=${shown.WEB_CONCURRENCY ?? '(server default)'} REDIS_URL=${shown.REDIS_URL ?? '(none)'}; ` +
    `scenarios with SEARCH_CACHE_SECONDS=${shown.SEARCH_CACHE_SECONDS ?? '(server default)'}`
  );
}

function redactEnv(env: Record<string, string>): Record<string, string> {
  return env.REDIS_URL ? { ...env, REDIS_URL: redact(env.REDIS_URL, 'BENCH_REDIS_URL') } : env;
}

const int = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => value.toFixed(1);
const round = (value: number) => Math.round(value * 10) / 10;
