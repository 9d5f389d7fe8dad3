/**
 * Runs the production build of the server as a child process, the way it is deployed, so the figures
 * include bundling, helmet, compression and the static host, not a test harness.
 */
import type { ChildProcess } from 'node:child_process';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { onCleanup } from './cleanup.ts';
import type { BenchTarget } from './generate.ts';

export interface RunningServer {
  pid: number;
  url: string;
  stop(): Promise<void>;
}

export interface ServerSettings {
  repoRoot: string;
  target: BenchTarget;
  /** The server's own scratch DATA_DIR when the rows are in PostgreSQL. */
  scratchDir: string;
  logLevel: string;
  /** Let the server seed its demo listings (the page audits want the real first-visit experience). */
  seedDemo?: boolean;
  /**
   * Whether the server works the scheduled jobs (its JOBS setting, on by default): the alert bench turns them
   * off, so the server's own digest run at :20 past cannot start on the bench data while it is measured.
   */
  jobs?: boolean;
  /**
   * More of the server's environment, over the defaults here: SEARCH_CACHE_SECONDS=0 for the per-shape
   * scenarios (they measure the database path), WEB_CONCURRENCY and REDIS_URL from BENCH_* (serverEnv).
   */
  env?: Readonly<Record<string, string>>;
}

/** What BENCH_WEB_CONCURRENCY and BENCH_REDIS_URL ask of every server the search benchmark starts. */
export function serverEnv(options: { webConcurrency: number | undefined; redisUrl: string | undefined }) {
  const env: Record<string, string> = {};
  if (options.webConcurrency !== undefined) env.WEB_CONCURRENCY = String(options.webConcurrency);
  if (options.redisUrl) env.REDIS_URL = options.redisUrl;
  return env;
}

const READY_TIMEOUT_MS = 120_000;

/** Builds the product when its output is missing; warns when the server sources are newer than the bundle. */
export async function ensureBuild(repoRoot: string): Promise<void> {
  const mainJs = path.join(repoRoot, 'apps/server/dist/main.js');
  const indexHtml = path.join(repoRoot, 'apps/web/dist/index.html');
  if (!existsSync(mainJs) || !existsSync(indexHtml)) {
    console.log('  building the product (npm run build)…');
    const result = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`npm run build failed with status ${result.status}`);
    return;
  }
  const newest = await newestMtime(path.join(repoRoot, 'apps/server/src'));
  if (newest > statSync(mainJs).mtimeMs) {
    console.warn('  warning: apps/server/src is newer than apps/server/dist/main.js; run `npm run build` first');
  }
}

async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** A port nobody listens on right now; the tiny race with other processes is acceptable for a benchmark. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts dist/main.js and waits until /api/health answers. We choose the port ourselves rather than
 * PORT=0: the "Aangan is serving" line is logged at info, and at info Fastify also logs every request,
 * which would cost the server part of its throughput (BENCH_LOG_LEVEL=info measures exactly that).
 */
export async function startServer(settings: ServerSettings): Promise<RunningServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED_DEMO: settings.seedDemo ? 'true' : 'false',
    LOG_LEVEL: settings.logLevel,
    // Production with DATABASE_URL refuses to start without one; any key will do for one run.
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    SMTP_URL: '',
    REDIS_URL: '',
    ...(settings.jobs === false ? { JOBS: 'false' } : {}),
    // The place suggestions scenario comes from many visitors' addresses, as through a proxy on this machine.
    TRUST_PROXY: 'loopback',
    ...settings.env,
  };
  // The bench decides these, not the shell it was started from: unset means the server's default.
  for (const name of ['SEARCH_CACHE_SECONDS', 'WEB_CONCURRENCY'] as const) {
    if (settings.env?.[name] === undefined) delete env[name];
  }
  if (settings.target.kind === 'pglite') {
    env.DATA_DIR = settings.target.dataDir;
    delete env.DATABASE_URL;
  } else {
    env.DATA_DIR = settings.scratchDir;
    env.DATABASE_URL = settings.target.databaseUrl;
  }
  const child = spawn(process.execPath, [path.join(settings.repoRoot, 'apps/server/dist/main.js')], {
    cwd: settings.repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = keepTail(child);
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited (${signal ?? code}) before it was ready:\n${tail().join('\n')}`)),
    );
    child.once('error', reject);
  });
  exited.catch(() => undefined);
  const released = onCleanup('stop the server', () => stopChild(child));
  const stop = async () => {
    released();
    await stopChild(child);
  };
  try {
    await Promise.race([waitForHealth(url), exited]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid ?? 0, url, stop };
}

/** Reads (and so drains) the child's output, keeping the last lines for an error message. */
function keepTail(child: ChildProcess): () => string[] {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    if (lines.length > 40) lines.splice(0, lines.length - 40);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => lines;
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer ${url}/api/health within ${READY_TIMEOUT_MS / 1000} s`);
}

/** SIGTERM lets the server close its database (PGlite flushes on close); SIGKILL if it hangs. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
