/**
 * `npm run bench:alerts` (issue 20): on PostgreSQL, with N listings and M saved searches, times the reverse
 * match an instant alert runs, then the daily digest job over every daily search while the search API
 * serves a steady load, against a baseline of that load without it. Writes
 * bench/results/alerts-postgres-<listings>.{json,md}. Smaller trials: `npm run bench:alerts -- --listings
 * 100000 --searches 10000` (their own database per listing count, so a trial never empties the million).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_ALERT_DIGEST_SPREAD_MINUTES, openPostgres } from '@aangan/server/data-tools';
import { prepareSearches } from './alerts-data.ts';
import { measureReverseMatch, prepareDigest, runDigest } from './alerts-measure.ts';
import { type AlertsReport, writeAlertsReport } from './alerts-report.ts';
import { describeCurrent } from './baseline.ts';
import { onCleanup, runBenchmark } from './cleanup.ts';
import { prepareData } from './generate.ts';
import { readOptions } from './options.ts';
import { type CpuSpend, measureMachineCpu, startCpuMeter, waitUntilQuiet } from './sampler.ts';
import { SCENARIOS } from './scenarios.ts';
import { ensureBuild, startServer } from './server.ts';
import { type SteadyLoadResult, startSteadyLoad } from './steady-load.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');

function readArgs() {
  const { values } = parseArgs({
    options: {
      listings: { type: 'string', default: '1000000' },
      searches: { type: 'string', default: '100000' },
      sample: { type: 'string', default: '500' },
      fresh: { type: 'string', default: '20' },
      rate: { type: 'string', default: '20' },
      'baseline-seconds': { type: 'string', default: '60' },
      'edit-share': { type: 'string', default: '0.005' },
      // The server's default unless given: how long the digest spreads its chunks over (decision 044).
      'spread-minutes': { type: 'string', default: String(DEFAULT_ALERT_DIGEST_SPREAD_MINUTES) },
    },
  });
  const whole = (name: keyof typeof values, min: number) => {
    const value = Number(String(values[name]).replaceAll('_', ''));
    if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number ≥ ${min}`);
    return value;
  };
  const editShare = Number(values['edit-share']);
  if (!(editShare > 0 && editShare <= 1)) throw new Error('--edit-share must be above 0 and at most 1');
  const spreadMinutes = Number(values['spread-minutes']);
  if (!(spreadMinutes >= 0 && spreadMinutes <= 9)) throw new Error('--spread-minutes must be from 0 to 9');
  return {
    listings: whole('listings', 1_000),
    searches: whole('searches', 100),
    sample: whole('sample', 10),
    fresh: whole('fresh', 0),
    rate: whole('rate', 1),
    baselineSeconds: whole('baseline-seconds', 5),
    editShare,
    spreadMinutes,
  };
}

/** One database per listing count: a trial with fewer listings must not empty the million. */
function databaseName(listings: number): string {
  return listings === 1_000_000 ? 'aangan_bench_alerts' : `aangan_bench_alerts_${listings}`;
}

async function main(): Promise<void> {
  const args = readArgs();
  const extra = process.argv.slice(2);
  const command = `npm run bench:alerts${extra.length > 0 ? ` -- ${extra.join(' ')}` : ''}`;
  const startedAt = new Date();
  console.log(
    `Aangan alert benchmark: PostgreSQL, ${args.listings.toLocaleString('en')} listings, ` +
      `${args.searches.toLocaleString('en')} saved searches`,
  );
  await ensureBuild(repoRoot);
  const options = { ...readOptions(), db: 'postgres' as const, rows: args.listings };
  const generation = await prepareData(options, benchDir, databaseName(args.listings));
  const databaseUrl = generation.target.databaseUrl ?? '';
  // Generous statement timeout: vacuuming and the setup updates read the whole table.
  const handle = openPostgres({ url: databaseUrl, poolMax: 4, statementTimeoutMs: 30 * 60_000 });
  const closed = onCleanup('close the bench database', () => handle.close());
  const scratchDir = await mkdtemp(path.join(os.tmpdir(), 'aangan-bench-alerts-'));
  onCleanup('remove the scratch directory', () => rm(scratchDir, { recursive: true, force: true }));

  const [marker] = (
    await handle.pool.query("select obj_description('public.properties'::regclass, 'pg_class') as marker")
  ).rows as { marker: string | null }[];
  const searches = await prepareSearches(handle, args.searches, marker?.marker ?? '');
  const [version] = (await handle.pool.query('show server_version')).rows as { server_version: string }[];

  const loadBefore = os.loadavg();
  const idleMachineCpuPercent = await measureMachineCpu();
  console.log(
    `  machine before measuring: load ${loadBefore.map((v) => v.toFixed(2)).join(' ')}, CPU ${Math.round(idleMachineCpuPercent)} %`,
  );

  console.log(`  reverse match: ${args.sample} listings + ${args.fresh} fresh…`);
  const reverse = await measureReverseMatch(handle, args.sample, args.fresh);
  console.log(
    `  reverse match p50 ${reverse.latencyMs.p50.toFixed(1)} ms, p95 ${reverse.latencyMs.p95.toFixed(1)} ms, ` +
      `p99 ${reverse.latencyMs.p99.toFixed(1)} ms; matches per listing p50 ${reverse.matchesPerListing.p50}`,
  );

  console.log('  digest setup…');
  const setup = await prepareDigest(handle, args.editShare);
  console.log(
    `  ${setup.dueSearches.toLocaleString('en')} daily searches due, ${setup.windowListings.toLocaleString('en')} listings new or edited in the day`,
  );

  const server = await startServer({
    repoRoot,
    target: generation.target,
    scratchDir,
    logLevel: options.serverLogLevel,
    jobs: false,
    // Every search reaches the database, as in bench:search's shapes: with the answer cache at its default the
    // steady load, 19 paths asked again and again, is mostly answered from memory and hides the digest's share.
    env: { SEARCH_CACHE_SECONDS: '0' },
  });
  const paths = SCENARIOS.filter((s) => !s.page && !s.signedIn && s.id !== 'health-floor').map((s) => s.path);
  let baseline: SteadyLoadResult;
  let during: typeof baseline;
  let digest: Awaited<ReturnType<typeof runDigest>>;
  let cpu: { baseline: CpuSpend; during: CpuSpend };
  const database = new URL(databaseUrl).pathname.slice(1);
  try {
    // Warm the server and its pool, then the baseline, then the same load while the digest runs.
    await (await startSteadyLoad(server.url, paths, args.rate)).stop();
    await waitUntilQuiet();
    console.log(`  search API baseline: ${args.rate} req/s for ${args.baselineSeconds} s…`);
    const baseCpu = startCpuMeter(database, server.pid);
    const base = await startSteadyLoad(server.url, paths, args.rate);
    await new Promise((resolve) => setTimeout(resolve, args.baselineSeconds * 1_000));
    baseline = await base.stop();
    const baselineCpu = baseCpu.stop();
    console.log(`  baseline p95 ${baseline.all.p95.toFixed(1)} ms`);
    await waitUntilQuiet();
    console.log('  digest run with the same load…');
    const duringCpu = startCpuMeter(database, server.pid);
    const load = await startSteadyLoad(server.url, paths, args.rate);
    digest = await runDigest(handle, setup.now, path.join(scratchDir, 'outbox'), args.spreadMinutes * 60_000);
    during = await load.stop();
    cpu = { baseline: baselineCpu, during: duringCpu.stop() };
  } finally {
    await server.stop();
  }
  console.log(
    `  digest ${digest.seconds.toFixed(1)} s, ${Math.round(digest.searchesPerSecond)} searches/s, ` +
      `${digest.summary.mails ?? 0} mails; search p95 during ${during.all.p95.toFixed(1)} ms`,
  );
  closed();
  await handle.close();

  const report: AlertsReport = {
    command,
    startedAt,
    commit: describeCurrent(repoRoot),
    postgresVersion: version?.server_version ?? 'unknown',
    args,
    generation,
    searches,
    machineBefore: { loadAverage: loadBefore, cpuPercent: idleMachineCpuPercent },
    reverse,
    setup,
    digest,
    searchLoad: { rate: args.rate, paths, baseline, during },
    cpu,
  };
  const files = await writeAlertsReport(report, path.join(benchDir, 'results'));
  console.log(`Wrote ${path.relative(repoRoot, files.json)} and ${path.relative(repoRoot, files.md)}`);
}

await runBenchmark(main);
