/**
 * Upload benchmark (docs/design.md §8: a 5 MB photo processed in ≤ 1.5 s, server RSS under 400 MB): a signed-in
 * owner posts a camera-sized JPEG of just under 5 MB to POST /api/media on the production build, one after
 * another, then a few at once, and the server's memory is watched throughout.
 *
 *   npm run bench:upload            (BENCH_UPLOADS=20 by default; BENCH_UPLOAD_CONCURRENCY=4)
 *   BENCH_DB=postgres npm run bench:upload   (a fresh database on the local PostgreSQL, as in production:
 *                                             the embedded PGlite alone holds a few hundred MB of its own)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_IMAGE_BYTES } from '@aangan/domain';
import { openPostgres } from '@aangan/server/data-tools';
import sharp from 'sharp';
import { signInBenchAccount } from './account.ts';
import { onCleanup, runBenchmark } from './cleanup.ts';
import type { BenchTarget } from './generate.ts';
import { percentiles } from './load.ts';
import { LOCAL_POSTGRES } from './options.ts';
import { readRssMb, startSampler } from './sampler.ts';
import { ensureBuild, startServer } from './server.ts';

const benchDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(benchDir, '..');
const BUDGET_MS = 1_500;
const BUDGET_RSS_MB = 400;

/** A 4000 × 3000 photo-like JPEG (noise over a gradient, which compresses like a real photo) under 5 MB. */
async function makePhoto(): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  for (let index = 0; index < pixels.length; index++) {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    const base = ((index / 3) % width) / 16;
    pixels[index] = (base + (seed % 48)) & 0xff;
  }
  for (let quality = 95; quality >= 50; quality -= 5) {
    const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= MAX_IMAGE_BYTES) return jpeg;
  }
  throw new Error('could not make a photo under 5 MB');
}

async function postPhoto(url: string, cookie: string, photo: Buffer): Promise<number> {
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'photo.jpg');
  const started = performance.now();
  const response = await fetch(`${url}/api/media`, { method: 'POST', body: form, headers: { cookie } });
  const elapsed = performance.now() - started;
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return elapsed;
}

const UPLOAD_DATABASE = 'aangan_bench_upload';

/** A fresh, empty database for this run (dropped again at the end), or a scratch PGlite directory. */
async function prepareTarget(dataDir: string): Promise<BenchTarget> {
  if ((process.env.BENCH_DB ?? 'pglite') !== 'postgres') return { kind: 'pglite', dataDir, label: 'scratch PGlite' };
  const admin = openPostgres({ url: `${LOCAL_POSTGRES}/postgres`, poolMax: 1 });
  await admin.pool.query(`drop database if exists ${UPLOAD_DATABASE} with (force)`);
  await admin.pool.query(`create database ${UPLOAD_DATABASE}`);
  onCleanup('drop the upload database', async () => {
    await admin.pool.query(`drop database if exists ${UPLOAD_DATABASE} with (force)`);
    await admin.close();
  });
  const databaseUrl = `${LOCAL_POSTGRES}/${UPLOAD_DATABASE}`;
  return { kind: 'postgres', databaseUrl, label: databaseUrl };
}

async function main(): Promise<void> {
  const count = Number(process.env.BENCH_UPLOADS ?? 20);
  const concurrency = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 4);
  await ensureBuild(repoRoot);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aangan-upload-bench-'));
  onCleanup('remove the scratch directory', () => rm(dataDir, { recursive: true, force: true }));
  const photo = await makePhoto();
  console.log(`Upload benchmark: ${count} uploads of a ${(photo.length / 1_048_576).toFixed(2)} MB 4000 × 3000 JPEG`);

  const target = await prepareTarget(dataDir);
  const server = await startServer({
    repoRoot,
    target,
    scratchDir: dataDir,
    logLevel: 'warn',
  });
  const rssAfterStartMb = readRssMb(server.pid);
  const cookie = await signInBenchAccount(server.url, dataDir);
  const sampler = startSampler(server.pid);
  // Not measured: the first upload loads libvips and warms the JIT.
  await postPhoto(server.url, cookie, photo);
  const sequential: number[] = [];
  for (let index = 0; index < count; index++) sequential.push(await postPhoto(server.url, cookie, photo));
  const concurrent: number[] = [];
  for (let index = 0; index < count; index += concurrency) {
    const batch = Array.from({ length: Math.min(concurrency, count - index) }, () =>
      postPhoto(server.url, cookie, photo),
    );
    concurrent.push(...(await Promise.all(batch)));
  }
  const usage = sampler.stop();
  await server.stop();

  const one = percentiles(sequential);
  const many = percentiles(concurrent);
  const verdict = (p95: number) => (p95 <= BUDGET_MS && usage.rssPeakMb < BUDGET_RSS_MB ? 'PASS' : 'OVER');
  const row = (name: string, p: ReturnType<typeof percentiles>) =>
    `| ${name} | ${p.count} | ${p.p50.toFixed(0)} | ${p.p95.toFixed(0)} | ${p.max.toFixed(0)} | ${verdict(p.p95)} |`;
  const markdown = [
    '# Image upload: a 5 MB photo through POST /api/media',
    '',
    `Command: \`${target.kind === 'postgres' ? 'BENCH_DB=postgres ' : ''}npm run bench:upload\` (database: ${target.label})`,
    '',
    `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'} · ` +
      `photo ${photo.length.toLocaleString('en')} bytes, 4000 × 3000 JPEG → WebP 1280 px and 480 px`,
    '',
    `Budget (docs/design.md §8): processed in ≤ ${BUDGET_MS.toLocaleString('en')} ms (p95 of the whole request), server RSS < ${BUDGET_RSS_MB} MB.`,
    '',
    '| Run | uploads | p50 ms | p95 ms | max ms | Budget |',
    '| --- | ---: | ---: | ---: | ---: | --- |',
    row('One at a time', one),
    row(`${concurrency} at once`, many),
    '',
    `Server RSS: ${Math.round(rssAfterStartMb)} MB after start, ${Math.round(usage.rssPeakMb)} MB peak during the uploads ` +
      `(server CPU ${Math.round(usage.serverCpuPercent)} % of one core).`,
    '',
  ].join('\n');
  const results = path.join(benchDir, 'results');
  await writeFile(path.join(results, `upload-${target.kind}.md`), markdown);
  await writeFile(
    path.join(results, `upload-${target.kind}.json`),
    `${JSON.stringify({ photoBytes: photo.length, sequential: one, concurrent: many, rssAfterStartMb, usage }, null, 2)}\n`,
  );
  console.log(`\n${markdown}`);
}

await runBenchmark(main);
