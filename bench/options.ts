/**
 * The benchmark's settings, all from the environment so `npm run bench` needs no arguments and CI can
 * vary one thing at a time.
 */

type BenchDatabase = 'pglite' | 'postgres';

export interface BenchOptions {
  db: BenchDatabase;
  /** Listings to generate; the budgets of docs/design.md §8 are stated for 100k (PGlite) and 1M (PostgreSQL). */
  rows: number;
  /** Measured seconds per scenario, after a warm-up. */
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** Sequential requests per scenario for the exact p95… */
  sampleSize: number;
  /** …unless this many seconds pass first: at 1M rows a slow query would otherwise take many minutes. */
  sampleMaxSeconds: number;
  /** PostgreSQL only: where the rows live; undefined means our own `aangan_bench` on the local server. */
  databaseUrl: string | undefined;
  /** The server's LOG_LEVEL: at `info` Fastify logs every request, which costs throughput. */
  serverLogLevel: string;
  /** Appended to the result file names, to keep a variant run (say BENCH_LOG_LEVEL=info) beside the main one. */
  label: string | undefined;
  /** Sent on every request; browsers always ask for compression, so its CPU cost belongs in the figures. */
  acceptEncoding: string;
  /** BENCH_WEB_CONCURRENCY: the server's WEB_CONCURRENCY (worker processes); undefined leaves the server's default. */
  webConcurrency: number | undefined;
  /** BENCH_REDIS_URL: the server's REDIS_URL (its shared rate limits and answer cache); undefined means none. */
  redisUrl: string | undefined;
  /** BENCH_MIX=off skips the realistic mix (mix-load.ts) after the per-shape scenarios. */
  mix: boolean;
  /** BENCH_MIX_SECONDS: the mix's measured seconds (after the same warm-up as a scenario's). */
  mixSeconds: number;
}

/** The local PostgreSQL of the development machines, with trust authentication. */
export const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432';
export const DEFAULT_BENCH_DATABASE = 'aangan_bench';

function positiveInt(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}

export function readOptions(): BenchOptions {
  const db = (process.env.BENCH_DB?.trim() || 'pglite') as BenchDatabase;
  if (db !== 'pglite' && db !== 'postgres') throw new Error(`BENCH_DB must be pglite or postgres, got "${db}"`);
  return {
    db,
    rows: positiveInt('BENCH_ROWS', db === 'postgres' ? 1_000_000 : 100_000),
    durationSeconds: positiveInt('BENCH_DURATION', 10),
    warmupSeconds: positiveInt('BENCH_WARMUP', 2),
    connections: positiveInt('BENCH_CONNECTIONS', 10),
    sampleSize: positiveInt('BENCH_SAMPLE', 300),
    sampleMaxSeconds: positiveInt('BENCH_SAMPLE_SECONDS', 30),
    databaseUrl: process.env.BENCH_DATABASE_URL?.trim() || undefined,
    serverLogLevel: process.env.BENCH_LOG_LEVEL?.trim() || 'warn',
    acceptEncoding: process.env.BENCH_ACCEPT_ENCODING?.trim() || 'gzip, deflate, br',
    label: process.env.BENCH_LABEL?.trim().replace(/[^a-z0-9-]+/gi, '-') || undefined,
    webConcurrency: process.env.BENCH_WEB_CONCURRENCY?.trim() ? positiveInt('BENCH_WEB_CONCURRENCY', 1) : undefined,
    redisUrl: process.env.BENCH_REDIS_URL?.trim() || undefined,
    mix: process.env.BENCH_MIX?.trim().toLowerCase() !== 'off',
    mixSeconds: positiveInt('BENCH_MIX_SECONDS', 30),
  };
}
