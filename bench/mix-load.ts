/**
 * Runs the realistic mix (mix.ts) against a server with its answer cache on: autocannon's connections take
 * the sequence's paths one after another (each request the next path), after a warm-up that continues the
 * same sequence; fresh listings arrive meanwhile on PostgreSQL (writer.ts). Every response's own time gives
 * the exact p95 and p99; the server's `x-cache: hit|miss` header, when it sends one, the hit ratio.
 */
import type { AutocannonRequest, Result } from 'autocannon';
import autocannon from 'autocannon';
import { type LoadTotals, loadTotals, type Percentiles, percentiles } from './load.ts';
import { mixSequence } from './mix.ts';
import type { BenchOptions } from './options.ts';
import type { UsageReport } from './sampler.ts';
import { startSampler } from './sampler.ts';
import { startWriter, type WriterReport } from './writer.ts';

export interface MixResult extends LoadTotals {
  /** Exact, from every measured response's own timing (fractional ms). */
  exact: Percentiles;
  /** Answers with `x-cache: hit` / `miss`; both 0 when the server sends no such header. */
  cache: { hits: number; misses: number; hitRatio: number | null };
  /** `used` requests were measured, the sequence's paths from index `first` on. */
  sequence: { length: number; popularShapes: number; longTailShare: number; first: number; used: number };
  /** The fresh listings written during the measured run; null on PGlite (why: `writerSkipped`). */
  writer: WriterReport | null;
  writerSkipped: string | null;
  usage: UsageReport;
}

/** Feeds autocannon the sequence: every request built just before it is sent takes the next path. */
function sequenceRequests(paths: readonly string[], cursor: { next: number }, cache: MixResult['cache']) {
  const nextPath = () => paths[cursor.next++ % paths.length] ?? '/api/properties';
  const request: AutocannonRequest = {
    method: 'GET',
    setupRequest: (built) => ({ ...built, path: nextPath() }),
    onResponse: (_status, _body, _context, headers) => {
      const value = Object.entries(headers).find(([name]) => name.toLowerCase() === 'x-cache')?.[1];
      if (value === 'hit') cache.hits++;
      else if (value === 'miss') cache.misses++;
    },
  };
  return [request];
}

export async function runMix(
  server: { url: string; pid: number },
  options: BenchOptions,
  databaseUrl: string | undefined,
): Promise<MixResult> {
  const sequence = mixSequence();
  const cursor = { next: 0 };
  const base = {
    url: server.url,
    headers: { 'accept-encoding': options.acceptEncoding },
    connections: options.connections,
  };
  const warmupCache = { hits: 0, misses: 0, hitRatio: null };
  await autocannon({
    ...base,
    duration: options.warmupSeconds,
    requests: sequenceRequests(sequence.paths, cursor, warmupCache),
  });

  const writer = databaseUrl ? await startWriter(databaseUrl) : null;
  const cache: MixResult['cache'] = { hits: 0, misses: 0, hitRatio: null };
  const firstMeasured = cursor.next;
  const durations: number[] = [];
  const usage = startSampler(server.pid);
  const instance = autocannon({
    ...base,
    duration: options.mixSeconds,
    requests: sequenceRequests(sequence.paths, cursor, cache),
  });
  instance.on('response', (_client, _status, _bytes, milliseconds) => {
    durations.push(milliseconds);
  });
  const result: Result = await instance;
  const usageReport = usage.stop();
  const writerReport = writer ? await writer.stop() : null;
  const answered = cache.hits + cache.misses;
  cache.hitRatio = answered > 0 ? cache.hits / answered : null;
  return {
    ...loadTotals(result),
    exact: percentiles(durations),
    cache,
    sequence: {
      length: sequence.paths.length,
      popularShapes: sequence.popular.length,
      longTailShare: sequence.longTailShare,
      first: firstMeasured,
      used: cursor.next - firstMeasured,
    },
    writer: writerReport,
    writerSkipped: databaseUrl ? null : 'PGlite: the server holds its directory, so no second process may write',
    usage: usageReport,
  };
}
