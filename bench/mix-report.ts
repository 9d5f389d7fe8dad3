/**
 * The realistic mix's part of the search report (mix-load.ts): its verdict against the search budget of
 * docs/design.md §8 — p95 of every response under load, throughput, no failed answer, RSS — and its
 * markdown section.
 */
import type { MixDatabaseCost } from './mix-cost.ts';
import type { MixResult } from './mix-load.ts';

export interface MixBudget {
  p95Ms: number;
  minRequestsPerSecond: number | null;
  maxRssMb: number;
}

export interface MixRun {
  result: MixResult;
  /** The mix server's RSS (process and workers) after it started, MB. */
  rssAfterStartMb: number;
  /** The database's time per kind of request (mix-cost.ts); null on PGlite, which has no raw SQL comparison. */
  databaseCost: MixDatabaseCost | null;
}

/**
 * What the mix misses, as short phrases; empty means PASS. Unlike a single shape, its p95 is the one under
 * load: a mix is what the server meets in production, queueing included.
 */
export function mixMisses(result: MixResult, budget: MixBudget): string[] {
  const misses: string[] = [];
  if (result.requests === 0) misses.push(`no response completed within the ${result.seconds} s run`);
  if (result.exact.p95 > budget.p95Ms) misses.push(`p95 ${ms(result.exact.p95)} > ${budget.p95Ms}`);
  if (budget.minRequestsPerSecond !== null && result.requestsPerSecond < budget.minRequestsPerSecond) {
    misses.push(`${int(result.requestsPerSecond)} req/s < ${int(budget.minRequestsPerSecond)}`);
  }
  if (result.errors > 0 || result.timeouts > 0 || result.non2xx > 0) {
    misses.push(`${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  }
  if (result.usage.rssPeakMb >= budget.maxRssMb) misses.push(`RSS ${int(result.usage.rssPeakMb)} MB`);
  if (result.writer && result.writer.failures > 0) misses.push(`${result.writer.failures} fresh listings failed`);
  return misses;
}

export function renderMixMarkdown(run: MixRun, budget: MixBudget, cpuCount: number): string[] {
  const { result } = run;
  const misses = mixMisses(result, budget);
  const rps = budget.minRequestsPerSecond === null ? '' : `≥ ${int(budget.minRequestsPerSecond)} req/s and `;
  const cache = result.cache.hitRatio === null ? '–' : `${Math.round(result.cache.hitRatio * 100)} %`;
  const wrapped = result.sequence.used > result.sequence.length ? ' (went round the sequence: repeats)' : '';
  const lines: string[] = [];
  lines.push('## Realistic mix (answer cache on)');
  lines.push('');
  lines.push(
    `${int(result.sequence.used)} requests of a fixed-seed sequence of ${int(result.sequence.length)}${wrapped}: ` +
      `${Math.round((1 - result.sequence.longTailShare) * 100)} % Zipf (s = 1) over ${int(result.sequence.popularShapes)} popular shapes ` +
      '(city × buy/rent/PG × BHK × budget band × page 1–3), ' +
      `${Math.round(result.sequence.longTailShare * 100)} % long-tail queries each asked once (a place, exact prices, amenities, a sort). ` +
      'The server runs with its default SEARCH_CACHE_SECONDS. ' +
      (result.writer
        ? `Fresh listings: ${int(result.writer.inserted)} written at ${result.writer.perSecond}/s during the run ` +
          `(${result.writer.failures} failed), ${int(result.writer.removed)} removed afterwards.`
        : `Fresh listings: none (${result.writerSkipped ?? 'skipped'}).`),
  );
  lines.push('');
  lines.push(
    '| req/s | p50 | p95 | p99 | max | errors | non-2xx | cache hits | server CPU | load generator | RSS peak | Budget |',
  );
  lines.push('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  lines.push(
    `| ${int(result.requestsPerSecond)} | ${ms(result.exact.p50)} | ${ms(result.exact.p95)} | ${ms(result.exact.p99)} | ` +
      `${ms(result.exact.max)} | ${result.errors + result.timeouts} | ${result.non2xx} | ${cache} | ` +
      `${int(result.usage.serverCpuPercent)} % | ${int(result.usage.loadGeneratorCpuPercent)} % | ` +
      `${int(result.usage.rssPeakMb)} MB | ${misses.length === 0 ? 'PASS' : `OVER (${misses.join('; ')})`} |`,
  );
  lines.push('');
  lines.push(
    `Budget: ${rps}p95 ≤ ${budget.p95Ms} ms over every response under load, no errors, RSS < ${budget.maxRssMb} MB. ` +
      `Latencies exact in ms. CPU in % of one core (machine ${int(result.usage.machineCpuPercent)} % of ${cpuCount * 100})` +
      (result.writer ? '; the load generator also writes the fresh listings. ' : '. ') +
      `Server RSS ${int(run.rssAfterStartMb)} MB after start. Cache hits: share of answers with x-cache: hit ('–' when the server sends no x-cache).`,
  );
  lines.push('');
  if (run.databaseCost) lines.push(...renderDatabaseCost(run.databaseCost, result, budget, cpuCount));
  return lines;
}

/** The database's time per kind of request, and what the long tail alone would take of the machine at the goal. */
function renderDatabaseCost(cost: MixDatabaseCost, result: MixResult, budget: MixBudget, cpuCount: number): string[] {
  const lines = ['### What the mix asks of the database', ''];
  lines.push('| Kind | share of requests | paths timed | mean | p50 | p95 | max |');
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { kind, share, raw } of cost.kinds) {
    lines.push(
      `| ${kind} | ${Math.round(share * 100)} % | ${int(raw.count)} | ${ms(raw.mean)} | ${ms(raw.p50)} | ` +
        `${ms(raw.p95)} | ${ms(raw.max)} |`,
    );
  }
  lines.push('');
  let sentence =
    'After the run, on a quiet machine: each distinct path the run sent (at most 300 per kind), its statements raw ' +
    "through `pg` once, as the server runs them (the page's ids, past the cap the walk, the listings), in ms.";
  if (budget.minRequestsPerSecond !== null) {
    const tailPerSecond = budget.minRequestsPerSecond * result.sequence.longTailShare;
    const cores = (tailPerSecond * cost.longTailMeanMs) / 1_000;
    sentence +=
      ` Every long-tail query is new, so each reaches the database: at the goal's ${int(budget.minRequestsPerSecond)} ` +
      `req/s the long tail alone is ${int(tailPerSecond)} req/s × ${ms(cost.longTailMeanMs)} ms = ${cores.toFixed(1)} ` +
      `s of database time per second, against this machine's ${cpuCount} cores, before the popular shapes' misses, ` +
      'the server and the load generator.';
  }
  lines.push(sentence, '');
  return lines;
}

const int = (value: number) => Math.round(value).toLocaleString('en');
const ms = (value: number) => value.toFixed(1);
