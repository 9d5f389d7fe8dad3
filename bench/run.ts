/**
 * `npm run bench:search`: loads N listings, starts the production build against them with its answer cache
 * off (SEARCH_CACHE_SECONDS=0), measures the search API scenarios — on PostgreSQL each search also raw
 * through `pg` (raw-sql.ts) —, then starts it again with the cache at its default for the realistic mix
 * (mix.ts, mix-load.ts; fresh listings written meanwhile by writer.ts), and writes
 * bench/results/search-<db>-<rows>.{json,md}. Settings come from the environment (see options.ts): BENCH_DB,
 * BENCH_ROWS, BENCH_DURATION, BENCH_CONNECTIONS, BENCH_DATABASE_URL, BENCH_WEB_CONCURRENCY, BENCH_REDIS_URL,
 * BENCH_MIX=off, BENCH_MIX_SECONDS…
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInBenchAccount } from './account.ts';
import { onCleanup, runBenchmark } from './cleanup.ts';
import { prepareData } from './generate.ts';
import type { ScenarioResult } from './load.ts';
import { runScenario } from './load.ts';
import { mixSequence } from './mix.ts';
import { type MixDatabaseCost, measureMixDatabaseCost, sentPaths } from './mix-cost.ts';
import { type MixResult, runMix } from './mix-load.ts';
import type { MixRun } from './mix-report.ts';
import type { BenchOptions } from './options.ts';
import { readOptions } from './options.ts';
import { isSearchPath, openRawSql } from './raw-sql.ts';
import { renderMarkdown, writeReport } from './report.ts';
import { measureMachineCpu, readRssMb, startSampler } from './sampler.ts';
import { SCENARIOS, selectScenarios } from './scenarios.ts';
import type { ServerSettings } from './server.ts';
import { ensureBuild, serverEnv, startServer } from './server.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');

async function main(): Promise<void> {
  const options = readOptions();
  const scenarios = selectScenarios();
  // A run of some scenarios only must not overwrite the full results.
  if (!options.label && scenarios.length < SCENARIOS.length) options.label = 'partial';
  else if (!options.label && !options.mix) options.label = 'no-mix';
  const startedAt = new Date();
  console.log(
    `Aangan search benchmark: ${options.db}, ${options.rows.toLocaleString('en')} listings, ` +
      `${options.connections} connections, ${options.durationSeconds} s per scenario` +
      (options.mix ? `, then the mix for ${options.mixSeconds} s` : ''),
  );

  await ensureBuild(repoRoot);
  const generation = await prepareData(options, benchDir);

  // With PostgreSQL the server still wants a writable DATA_DIR: give it a private one.
  const scratchDir = await mkdtemp(path.join(os.tmpdir(), 'aangan-bench-'));
  onCleanup('remove the scratch directory', () => rm(scratchDir, { recursive: true, force: true }));

  const idleMachineCpuPercent = await measureMachineCpu();
  if (idleMachineCpuPercent > 20) {
    console.warn(
      `  warning: before the load the machine is already ${Math.round(idleMachineCpuPercent)} % busy (other processes)`,
    );
  }
  const settings: ServerSettings = {
    repoRoot,
    target: generation.target,
    scratchDir,
    logLevel: options.serverLogLevel,
  };
  // The scenarios measure each shape's way through the database, not the answer cache.
  const env = { ...serverEnv(options), SEARCH_CACHE_SECONDS: '0' };
  console.log('  starting apps/server/dist/main.js (answer cache off)…');
  const server = await startServer({ ...settings, env });
  const rssAfterStartMb = readRssMb(server.pid);
  const overall = startSampler(server.pid);
  console.log(`  server pid ${server.pid} at ${server.url}, RSS ${Math.round(rssAfterStartMb)} MB`);

  const serverDataDir = generation.target.dataDir ?? scratchDir;
  const sessionCookie = scenarios.some((scenario) => scenario.signedIn)
    ? await signInBenchAccount(server.url, serverDataDir)
    : undefined;

  const rawSql = generation.target.databaseUrl ? await openRawSql(generation.target.databaseUrl) : undefined;
  // The same number of samples as the API's sequential p95, right after it, on the same quiet machine.
  const measureRaw = async ({ path }: { path: string }) =>
    rawSql && isSearchPath(path) ? rawSql.measure(path, options.sampleSize, options.sampleMaxSeconds) : null;
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const result = await runScenario(scenario, { ...server, sessionCookie }, options, measureRaw);
    results.push(result);
    const raw = result.raw && result.rawSqlRatio !== null ? `${result.raw.p95.toFixed(1)} ms` : '–';
    const ratio = result.rawSqlRatio === null ? '–' : `${result.rawSqlRatio.toFixed(1)}×`;
    console.log(
      `  ${scenario.name.padEnd(24)} ${Math.round(result.load.requestsPerSecond).toString().padStart(6)} req/s` +
        `  p95 load ${result.load.exact.p95.toFixed(1)} ms  p95 seq ${result.sequential.p95.toFixed(1)} ms` +
        `  raw ${raw} (${ratio})  RSS ${Math.round(result.usage.rssPeakMb)} MB`,
    );
  }
  await rawSql?.close();
  const usage = overall.stop();
  // Two samplers tick at different moments; the run's peak is at least every scenario's.
  usage.rssPeakMb = Math.max(usage.rssPeakMb, ...results.map((result) => result.usage.rssPeakMb));
  await server.stop();

  const mix = options.mix ? await measureMix(settings, options) : null;
  const report = {
    options,
    generation,
    server: { logLevel: options.serverLogLevel, rssAfterStartMb, usage, env },
    idleMachineCpuPercent,
    scenarios: results,
    mix,
    startedAt,
  };
  const files = await writeReport(report, path.join(benchDir, 'results'));
  console.log(`\n${renderMarkdown(report)}`);
  console.log(`Wrote ${path.relative(repoRoot, files.json)} and ${path.relative(repoRoot, files.md)}`);
}

/** The realistic mix on a server of its own, with the answer cache at its default (SEARCH_CACHE_SECONDS unset). */
async function measureMix(settings: ServerSettings, options: BenchOptions): Promise<MixRun> {
  console.log('  starting apps/server/dist/main.js again (answer cache at its default) for the mix…');
  const server = await startServer({ ...settings, env: serverEnv(options) });
  try {
    const rssAfterStartMb = readRssMb(server.pid);
    const result = await runMix(server, options, settings.target.databaseUrl);
    await server.stop();
    const databaseCost = settings.target.databaseUrl
      ? await measureDatabaseCost(settings.target.databaseUrl, result)
      : null;
    const hits = result.cache.hitRatio === null ? '–' : `${Math.round(result.cache.hitRatio * 100)} %`;
    console.log(
      `  ${'Realistic mix'.padEnd(24)} ${Math.round(result.requestsPerSecond).toString().padStart(6)} req/s` +
        `  p95 ${result.exact.p95.toFixed(1)} ms  p99 ${result.exact.p99.toFixed(1)} ms` +
        `  errors ${result.errors + result.timeouts}  non-2xx ${result.non2xx}  cache hits ${hits}` +
        `  RSS ${Math.round(result.usage.rssPeakMb)} MB` +
        (result.writer ? `  fresh listings ${result.writer.inserted}` : '  (no writer on PGlite)'),
    );
    return { result, rssAfterStartMb, databaseCost };
  } finally {
    await server.stop();
  }
}

/** The database's time per kind of the mix's requests, raw, with the server stopped (mix-cost.ts). */
async function measureDatabaseCost(databaseUrl: string, result: MixResult): Promise<MixDatabaseCost> {
  console.log('  timing the paths the mix sent, raw through pg…');
  const sequence = mixSequence();
  const rawSql = await openRawSql(databaseUrl);
  try {
    const sent = sentPaths(sequence, result.sequence.first, result.sequence.used);
    const cost = await measureMixDatabaseCost(rawSql, sequence, sent);
    for (const { kind, raw } of cost.kinds) {
      console.log(
        `  ${kind.padEnd(24)} ${raw.count} paths, mean ${raw.mean.toFixed(1)} ms, p95 ${raw.p95.toFixed(1)} ms`,
      );
    }
    return cost;
  } finally {
    await rawSql.close();
  }
}

await runBenchmark(main);
