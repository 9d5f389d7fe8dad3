/**
 * The steady load's own thread (steady-load.ts): it sends and times the requests on an event loop nothing
 * else uses, so a job running in the bench's main thread (the digest renders mails synchronously) cannot
 * hold up an answer's arrival and be counted as the server's slowness.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { percentiles } from './load.ts';
import type { SteadyLoadOptions, SteadyLoadResult } from './steady-load.ts';

const { baseUrl, paths, perSecond } = workerData as SteadyLoadOptions;
const started = performance.now();
const timings = new Map<string, number[]>(paths.map((path) => [path, []]));
const inFlight = new Set<Promise<void>>();
let failures = 0;
let sent = 0;

function send(path: string): void {
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
}

// Each tick sends what the schedule says is due by now, so a late timer does not lower the rate.
const timer = setInterval(() => {
  const due = Math.floor(((performance.now() - started) / 1_000) * perSecond);
  for (; sent < due; sent++) send(paths[sent % paths.length] as string);
}, 5);

parentPort?.once('message', async () => {
  clearInterval(timer);
  const seconds = (performance.now() - started) / 1_000;
  await Promise.all(inFlight);
  const byPath = Object.fromEntries([...timings].map(([path, values]) => [path, percentiles(values)]));
  const result: SteadyLoadResult = {
    seconds,
    requests: sent,
    failures,
    all: percentiles([...timings.values()].flat()),
    byPath,
  };
  parentPort?.postMessage(result);
});
parentPort?.postMessage('started');
