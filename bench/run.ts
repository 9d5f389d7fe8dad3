/**
 * `npm run bench`: loads N listings, starts the production build against them, measures the search API
 * scenarios and writes bench/results/search-<db>-<rows>.{json,md}. Settings come from the environment
 * (see options.ts): BENCH_DB, BENCH_ROWS, BENCH_DURATION, BENCH_CONNECTIONS, BENCH_DATABASE_URL…
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
import { readOptions } from './options.ts';
import { renderMarkdown, writeReport } from './report.ts';
import { measureMachineCpu, readRssMb, startSampler } from './sampler.ts';
import { SCENARIOS, selectScenarios } from './scenarios.ts';
import { ensureBuild, startServer } from './server.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');

async function main(): Promise<void> {
  const options = readOptions();
  const scenarios = selectScenarios();
  // A run of some scenarios only must not overwrite the full results.
  if (!options.label && scenarios.length < SCENARIOS.length) options.label = 'partial';
  const startedAt = new Date();
  console.log(
    `Aangan search benchmark: ${options.db}, ${options.rows.toLocaleString('en')} listings, ` +
      `${options.connections} connections, ${options.durationSeconds} s per scenario`,
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
  console.log('  starting apps/server/dist/main.js…');
  const server = await startServer({
    repoRoot,
    target: generation.target,
    scratchDir,
    logLevel: options.serverLogLevel,
  });
  const rssAfterStartMb = readRssMb(server.pid);
  const overall = startSampler(server.pid);
  console.log(`  server pid ${server.pid} at ${server.url}, RSS ${Math.round(rssAfterStartMb)} MB`);

  const serverDataDir = generation.target.dataDir ?? scratchDir;
  const sessionCookie = scenarios.some((scenario) => scenario.signedIn)
    ? await signInBenchAccount(server.url, serverDataDir)
    : undefined;

  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const result = await runScenario(scenario, { ...server, sessionCookie }, options);
    results.push(result);
    console.log(
      `  ${scenario.name.padEnd(24)} ${Math.round(result.load.requestsPerSecond).toString().padStart(6)} req/s` +
        `  p95 load ${result.load.exact.p95.toFixed(1)} ms  p95 seq ${result.sequential.p95.toFixed(1)} ms` +
        `  RSS ${Math.round(result.usage.rssPeakMb)} MB`,
    );
  }
  const usage = overall.stop();
  // Two samplers tick at different moments; the run's peak is at least every scenario's.
  usage.rssPeakMb = Math.max(usage.rssPeakMb, ...results.map((result) => result.usage.rssPeakMb));
  await server.stop();

  const report = {
    options,
    generation,
    server: { logLevel: options.serverLogLevel, rssAfterStartMb, usage },
    idleMachineCpuPercent,
    scenarios: results,
    startedAt,
  };
  const files = await writeReport(report, path.join(benchDir, 'results'));
  console.log(`\n${renderMarkdown(report)}`);
  console.log(`Wrote ${path.relative(repoRoot, files.json)} and ${path.relative(repoRoot, files.md)}`);
}

await runBenchmark(main);
