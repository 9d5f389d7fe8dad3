/**
 * Runs each scenario against the running server: a warm-up, a measured autocannon run (throughput and
 * latency under load) and a sample of sequential requests timed one by one (latency without queueing,
 * and an exact p95 where autocannon only offers p90 and p97.5 at 1 ms resolution); for a search on
 * PostgreSQL, then the same SQL run raw (raw-sql.ts) for the API-to-database ratio.
 */

import type { AutocannonRequest, Result } from 'autocannon';
import autocannon from 'autocannon';
import type { BenchOptions } from './options.ts';
import type { UsageReport } from './sampler.ts';
import { startSampler, waitUntilQuiet } from './sampler.ts';
import type { Scenario } from './scenarios.ts';

const BROWSER_PAGE_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,image/apng,*/*;q=0.8';

export interface Percentiles {
  count: number;
  mean: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** What every measured autocannon run reports: how long, how many, how many went wrong. */
export interface LoadTotals {
  seconds: number;
  requestsPerSecond: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export function loadTotals(result: Result): LoadTotals {
  return {
    seconds: result.duration,
    requestsPerSecond: result.requests.average,
    requests: result.latency.totalCount,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

export interface ScenarioResult {
  scenario: Scenario;
  /**
   * One response checked before the load: status, body size (uncompressed; JSON or, for a page, HTML),
   * encoding, content type and the JSON total.
   */
  check: {
    status: number;
    jsonBytes: number;
    encoding: string | null;
    contentType: string | null;
    total: number | null;
  };
  load: LoadTotals & {
    /** Bytes received per response, headers included, as sent (compressed when asked). */
    wireBytesPerResponse: number;
    /** autocannon's latency histogram, ms at 1 ms resolution. */
    latency: { mean: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
    /** Exact, from every measured response's own timing (fractional ms). */
    exact: Percentiles;
  };
  sequential: Percentiles;
  /**
   * A search's two statements run raw through `pg`, as many times as the sequential sample (raw-sql.ts);
   * null for what is not a search, and on PGlite.
   */
  raw: Percentiles | null;
  /** p95 seq ÷ raw p95: how many times the database's own time the API takes, one request at a time. */
  rawSqlRatio: number | null;
  usage: UsageReport;
}

export async function runScenario(
  scenario: Scenario,
  server: { url: string; pid: number; sessionCookie?: string },
  options: BenchOptions,
  /** Times the scenario's SQL raw (raw-sql.ts), or null when there is none to time. */
  measureRaw?: (scenario: Scenario) => Promise<Percentiles | null>,
): Promise<ScenarioResult> {
  const url = server.url + scenario.path;
  const headers: Record<string, string> = { 'accept-encoding': options.acceptEncoding };
  // What Chromium sends for a navigation, so the server answers with the page, not JSON.
  if (scenario.page) headers.accept = BROWSER_PAGE_ACCEPT;
  if (scenario.signedIn) {
    if (!server.sessionCookie) throw new Error(`${scenario.id} needs a signed-in session`);
    headers.cookie = server.sessionCookie;
  }
  const check = await checkOnce(url, headers);
  if (check.status !== 200) throw new Error(`${scenario.id}: ${scenario.path} answered HTTP ${check.status}`);
  if (scenario.page && !check.contentType?.startsWith('text/html')) {
    throw new Error(`${scenario.id}: ${scenario.path} answered ${check.contentType ?? 'no content type'}, not a page`);
  }

  const visitor = visitorAddresses();
  const requests = requestsOf(scenario, visitor);
  const load = { url, headers, connections: options.connections, ...(requests ? { requests } : {}) };
  await autocannon({ ...load, duration: options.warmupSeconds });

  const durations: number[] = [];
  const usage = startSampler(server.pid);
  const instance = autocannon({ ...load, duration: options.durationSeconds });
  instance.on('response', (_client, _status, _bytes, milliseconds) => {
    durations.push(milliseconds);
  });
  const result: Result = await instance;
  const usageReport = usage.stop();

  await waitUntilQuiet();
  const paths = scenario.mix ?? [scenario.path];
  const sequential = await sampleSequential(
    paths.map((path) => server.url + path),
    () => (scenario.manyVisitors ? { ...headers, 'x-forwarded-for': visitor() } : headers),
    options.sampleSize,
    options.sampleMaxSeconds,
  );
  const raw = (await measureRaw?.(scenario)) ?? null;
  return {
    scenario,
    check,
    load: {
      ...loadTotals(result),
      wireBytesPerResponse:
        result.latency.totalCount > 0 ? (result.throughput.total ?? 0) / result.latency.totalCount : 0,
      latency: {
        mean: result.latency.mean,
        p50: result.latency.p50,
        p90: result.latency.p90,
        p97_5: result.latency.p97_5,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      exact: percentiles(durations),
    },
    sequential,
    raw,
    rawSqlRatio: raw && raw.p95 > 0 ? sequential.p95 / raw.p95 : null,
    usage: usageReport,
  };
}

async function checkOnce(url: string, headers: Record<string, string>): Promise<ScenarioResult['check']> {
  const response = await fetch(url, { headers });
  const text = await response.text();
  let total: number | null = null;
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object' && 'total' in body && typeof body.total === 'number') total = body.total;
  } catch {
    // Not JSON: the status check reports the problem.
  }
  return {
    status: response.status,
    jsonBytes: Buffer.byteLength(text),
    encoding: response.headers.get('content-encoding'),
    contentType: response.headers.get('content-type'),
    total,
  };
}

/**
 * A scenario's mix as autocannon's request list (each connection goes through it in turn), each request from
 * another visitor's address when the scenario says so; undefined for one path from one address.
 */
function requestsOf(scenario: Scenario, visitor: () => string): AutocannonRequest[] | undefined {
  if (!scenario.mix && !scenario.manyVisitors) return undefined;
  const setupRequest = scenario.manyVisitors
    ? (request: AutocannonRequest) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': visitor() } })
    : undefined;
  return (scenario.mix ?? [scenario.path]).map((path) => ({
    method: 'GET',
    path,
    ...(setupRequest ? { setupRequest } : {}),
  }));
}

/** Addresses of the 10.0.0.0/8 range in turn: 16 million visitors before one comes back. */
function visitorAddresses(): () => string {
  let next = 0;
  return () => {
    next = (next + 1) % 0xff_ff_ff;
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
  };
}

/**
 * One request at a time, each timed from sending to the last byte of the body; `count` of them or until
 * `maxSeconds`, going through `urls` in turn.
 */
async function sampleSequential(
  urls: readonly string[],
  headersOf: () => Record<string, string>,
  count: number,
  maxSeconds: number,
): Promise<Percentiles> {
  const timings: number[] = [];
  const deadline = performance.now() + maxSeconds * 1_000;
  for (let index = 0; index < count && performance.now() < deadline; index++) {
    const url = urls[index % urls.length] ?? '';
    const headers = headersOf();
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    timings.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status} during the sequential sample`);
  }
  return percentiles(timings);
}

/** Nearest-rank percentiles: the reported p95 is a latency that 95 % of the requests did not exceed. */
export function percentiles(values: number[]): Percentiles {
  const sorted = Float64Array.from(values).sort();
  const at = (p: number) => (sorted.length === 0 ? 0 : (sorted[Math.ceil((p / 100) * sorted.length) - 1] ?? 0));
  const sum = sorted.reduce((total, value) => total + value, 0);
  return {
    count: sorted.length,
    mean: sorted.length === 0 ? 0 : sum / sorted.length,
    p50: at(50),
    p95: at(95),
    p99: at(99),
    max: sorted.length === 0 ? 0 : (sorted[sorted.length - 1] ?? 0),
  };
}
