/**
 * A steady stream of searches at a fixed rate, as people browsing would send them while a job runs: each
 * request leaves on schedule whether or not the earlier ones have answered (an open loop), so a slow
 * moment shows in the latencies instead of quietly lowering the rate. Paths are taken in turn, and every
 * latency is kept by path.
 */
import { type Percentiles, percentiles } from './load.ts';

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

export function startSteadyLoad(baseUrl: string, paths: readonly string[], perSecond: number): SteadyLoad {
  if (paths.length === 0) throw new Error('no paths to load');
  const started = performance.now();
  const timings = new Map<string, number[]>(paths.map((path) => [path, []]));
  const inFlight = new Set<Promise<void>>();
  let failures = 0;
  let sent = 0;
  const send = (path: string) => {
    const begun = performance.now();
    const request = fetch(baseUrl + path, { headers: { 'accept-encoding': 'gzip, deflate, br' } })
      .then(async (response) => {
        await response.arrayBuffer();
        if (!response.ok) failures++;
        else timings.get(path)?.push(performance.now() - begun);
      })
      .catch(() => {
        failures++;
      })
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  // Each tick sends what the schedule says is due by now, so a late timer does not lower the rate.
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - started) / 1_000) * perSecond);
    for (; sent < due; sent++) send(paths[sent % paths.length] as string);
  }, 5);
  return {
    async stop() {
      clearInterval(timer);
      const seconds = (performance.now() - started) / 1_000;
      await Promise.all(inFlight);
      const byPath = Object.fromEntries([...timings].map(([path, values]) => [path, percentiles(values)]));
      return {
        seconds,
        requests: sent,
        failures,
        all: percentiles([...timings.values()].flat()),
        byPath,
      };
    },
  };
}
