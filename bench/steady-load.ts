/**
 * A steady stream of searches at a fixed rate, as people browsing would send them while a job runs: each
 * request leaves on schedule whether or not the earlier ones have answered (an open loop), so a slow
 * moment shows in the latencies instead of quietly lowering the rate. Paths are taken in turn, and every
 * latency is kept by path. The requests are sent and timed in a worker thread (steady-load-worker.ts): the
 * job under test runs in this process, and its synchronous stretches would otherwise delay reading the
 * answers and count as the server's.
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import type { Percentiles } from './load.ts';

export interface SteadyLoadOptions {
  baseUrl: string;
  paths: readonly string[];
  perSecond: number;
}

export interface SteadyLoadResult {
  seconds: number;
  requests: number;
  failures: number;
  all: Percentiles;
  byPath: Record<string, Percentiles>;
}

export interface SteadyLoad {
  /** Stops sending, waits for the answers in flight, and sums up. */
  stop(): Promise<SteadyLoadResult>;
}

/** Starts the load; resolves once its thread is sending. */
export async function startSteadyLoad(
  baseUrl: string,
  paths: readonly string[],
  perSecond: number,
): Promise<SteadyLoad> {
  if (paths.length === 0) throw new Error('no paths to load');
  const options: SteadyLoadOptions = { baseUrl, paths, perSecond };
  // Node 20 does not hand the bench's TypeScript loader (tsx) to a worker's entry: the worker registers it
  // itself, then imports the TypeScript file.
  const entry = new URL('./steady-load-worker.ts', import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`,
    { eval: true, workerData: options },
  );
  const failed = once(worker, 'error').then(([error]) => {
    throw error;
  });
  await Promise.race([once(worker, 'message'), failed]);
  return {
    async stop() {
      worker.postMessage('stop');
      const [result] = (await Promise.race([once(worker, 'message'), failed])) as [SteadyLoadResult];
      await worker.terminate();
      return result;
    },
  };
}
