/**
 * Query parser benchmark (issue 21: parsing takes < 1 ms): times `parseSearchQuery` over the query table
 * (packages/domain/src/search/query/query-table.ts) and a few 10,000-character inputs, and measures what the
 * parser and the gazetteer weigh in a browser bundle (esbuild, minified, gzipped). Writes
 * bench/results/parser.{json,md}. A miss is reported as OVER, never as a failing exit code: timing on a
 * shared 2-core machine is a measurement to read, not a test to trust (docs/design.md §8).
 *
 *   npm run bench:parser            (BENCH_PARSER_ROUNDS=200 by default)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseSearchQuery, QUERY_TABLE } from '@aangan/domain';
import { build } from 'esbuild';
import { type Percentiles, percentiles } from './load.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const domainSource = path.resolve(benchDir, '../packages/domain/src');
const ROUNDS = Number(process.env.BENCH_PARSER_ROUNDS ?? 200);
const WARMUP_ROUNDS = 20;
const BUDGET_MS = 1;

/** Inputs far longer than a search box takes: the parser reads only their start, so they cost no more. */
const LONG_INPUTS: Record<string, string> = {
  'words, 10,000 chars': `2bhk jaipur ${'lift and parking with gym '.repeat(400)}`,
  'unknown words, 10,000 chars': Array.from({ length: 10_000 }, (_, i) =>
    i % 6 === 5 ? ' ' : String.fromCharCode(97 + ((i * 7) % 26)),
  ).join(''),
  'digits, 10,000 chars': '9'.repeat(10_000),
  'Devanagari, 10,000 chars': 'बीकानेर में किराये पर मकान '.repeat(400),
};

function timeEach(inputs: readonly { query: string; tab?: 'buy' | 'rent' | 'pg' }[], rounds: number): number[] {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const { query, tab } of inputs) {
      const started = performance.now();
      parseSearchQuery(query, { purpose: tab });
      times.push(performance.now() - started);
    }
  }
  return times;
}

/** The parser's and the gazetteer's own modules: the rest of a bundle is shared with the search page. */
const OWN_MODULES = /packages\/domain\/src\/(search\/query|places)\//;

interface BundleSize {
  minified: number;
  gzipped: number;
  /** Minified bytes of the parser's and gazetteer's own modules. */
  ownMinified: number;
}

/** Bytes of a module's bundle for the browser: minified, and gzipped as it travels. */
async function bundleSize(entry: string): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: entry, resolveDir: domainSource, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  const inputs = Object.values(result.metafile.outputs)[0]?.inputs ?? {};
  const ownMinified = Object.entries(inputs)
    .filter(([file]) => OWN_MODULES.test(file))
    .reduce((total, [, input]) => total + input.bytesInOutput, 0);
  return { minified: code.length, gzipped: gzipSync(code).length, ownMinified };
}

const ms = (value: number) => value.toFixed(3);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const loadBefore = os.loadavg()[0] ?? 0;
  timeEach(QUERY_TABLE, WARMUP_ROUNDS);
  const table = percentiles(timeEach(QUERY_TABLE, ROUNDS));
  const long: Record<string, Percentiles> = {};
  for (const [name, query] of Object.entries(LONG_INPUTS)) long[name] = percentiles(timeEach([{ query }], ROUNDS));
  const sizes = {
    parser: await bundleSize("export { parseSearchQuery } from './search/query/parse.ts';"),
    gazetteer: await bundleSize("export { matchPlaces } from './places/match-places.ts';"),
  };
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown'}`,
    loadAverage: { before: loadBefore, after: os.loadavg()[0] ?? 0 },
    queries: QUERY_TABLE.length,
    rounds: ROUNDS,
    budgetMs: BUDGET_MS,
    table,
    long,
    sizes,
  };
  const verdict = (p: Percentiles) => (p.p99 < BUDGET_MS ? 'ok' : 'OVER');
  const rows = [
    `| Query table (${QUERY_TABLE.length} queries) | ${ms(table.mean)} | ${ms(table.p50)} | ${ms(table.p99)} | ${ms(table.max)} | ${verdict(table)} |`,
    ...Object.entries(long).map(
      ([name, p]) => `| ${name} | ${ms(p.mean)} | ${ms(p.p50)} | ${ms(p.p99)} | ${ms(p.max)} | ${verdict(p)} |`,
    ),
  ];
  const markdown = [
    '# Query parser: parseSearchQuery per query',
    '',
    'Command: `npm run bench:parser`',
    '',
    `${report.date} · Node ${report.node} · ${report.cpus} · load average ${loadBefore.toFixed(1)} before, ${report.loadAverage.after.toFixed(1)} after (other work on the machine inflates every figure)`,
    '',
    `Budget (issue 21): < ${BUDGET_MS} ms per query (p99). ${ROUNDS} rounds after ${WARMUP_ROUNDS} of warm-up.`,
    '',
    '| Input | mean ms | p50 ms | p99 ms | max ms | Budget |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    ...rows,
    '',
    'Weight in a browser bundle (esbuild, minified; gzipped as sent), alone and of it the modules of `search/query/` and `places/`: the rest (label tables, price format, listing limits) the search page loads already. The home page loads neither: only the search page and the place suggestions will.',
    '',
    '| Module | minified | gzipped | own modules, minified |',
    '| --- | ---: | ---: | ---: |',
    `| parseSearchQuery (with the gazetteer) | ${kb(sizes.parser.minified)} | ${kb(sizes.parser.gzipped)} | ${kb(sizes.parser.ownMinified)} |`,
    `| matchPlaces (the gazetteer and its matcher) | ${kb(sizes.gazetteer.minified)} | ${kb(sizes.gazetteer.gzipped)} | ${kb(sizes.gazetteer.ownMinified)} |`,
    '',
  ].join('\n');
  const resultsDir = path.join(benchDir, 'results');
  await mkdir(resultsDir, { recursive: true });
  await writeFile(path.join(resultsDir, 'parser.json'), `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(path.join(resultsDir, 'parser.md'), markdown);
  console.log(markdown);
}

await main();
