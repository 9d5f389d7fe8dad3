import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { unusedPort } from '../test/free-port.ts';
import { createEmptyPostgresDatabase, testDatabaseKind } from '../test/test-database.ts';

/**
 * WEB_CONCURRENCY on the built server, as an operator runs it (decision 037): the primary prepares a fresh
 * database, forks two workers on one port, replaces one that is killed, and stops everything on SIGTERM.
 * It needs `npm run build` first (npm test builds before the unit stage), and PostgreSQL: the embedded
 * database is one process. Every wait is for a state, with room for a busy 2-core machine.
 */
const SERVER_ENTRY = fileURLToPath(new URL('../dist/main.js', import.meta.url));
const STATE_WAIT = { timeout: 90_000, interval: 250 };
const run = promisify(execFile);

/** The live child processes of `pid`: the cluster's workers. */
async function childrenOf(pid: number): Promise<number[]> {
  // ps exits 1 when it finds none.
  const { stdout } = await run('ps', ['--ppid', String(pid), '-o', 'pid=']).catch(() => ({ stdout: '' }));
  return stdout
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => child > 0);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function statusOf(url: string): Promise<number> {
  // A fresh connection each time, so the primary hands each request to a worker anew.
  const response = await fetch(url, { headers: { connection: 'close' } }).catch(() => undefined);
  await response?.arrayBuffer();
  return response?.status ?? 0;
}

function exitCodeOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe.runIf(testDatabaseKind === 'postgres')('WEB_CONCURRENCY=2 on the built server', () => {
  it('serves from two workers, replaces one that dies, and stops them all on SIGTERM with exit code 0', async () => {
    expect(existsSync(SERVER_ENTRY), 'The server is not built: run npm run build').toBe(true);
    const database = await createEmptyPostgresDatabase();
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'aangan-cluster-'));
    const port = await unusedPort();
    const origin = `http://127.0.0.1:${port}`;
    const primary = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        DATABASE_READ_URL: '',
        REDIS_URL: '',
        SEED_DEMO: 'false',
        WEB_CONCURRENCY: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    primary.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    primary.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const pid = primary.pid as number;
    try {
      // Serving once both workers listen (the primary says so): health answers as soon as one does, and a worker
      // killed before the other has started is a failed start, which stops the cluster rather than replacing it.
      await vi.waitFor(() => expect(output).toMatch(/2 workers serving http:\/\/localhost:\d+/), STATE_WAIT);
      expect(await statusOf(`${origin}/api/health`), output).toBe(200);
      const workers = await childrenOf(pid);
      expect(workers).toHaveLength(2);
      // Without REDIS_URL the operator is told, once, that each process counts its own rate limits.
      expect(output.match(/each process keeps its own rate limits/g)).toHaveLength(1);
      for (let request = 0; request < 6; request++) {
        expect(await statusOf(`${origin}/api/properties/stats`)).toBe(200);
      }

      const [killed, survivor] = workers as [number, number];
      process.kill(killed, 'SIGKILL');
      await vi.waitFor(async () => {
        const now = await childrenOf(pid);
        expect(now).toHaveLength(2);
        expect(now).toContain(survivor);
        expect(now).not.toContain(killed);
      }, STATE_WAIT);
      expect(output).toMatch(/worker \d \(pid \d+\) died \(SIGKILL\); replacing it/);
      const [replacement] = (await childrenOf(pid)).filter((worker) => worker !== survivor) as [number];
      // The replacement listens on the shared port (its own log line says so) and requests are still answered.
      await vi.waitFor(
        () => expect(output).toMatch(new RegExp(`"pid":${replacement},[^\n]*"msg":"Server listening at`)),
        STATE_WAIT,
      );
      expect(await statusOf(`${origin}/api/health`)).toBe(200);

      primary.kill('SIGTERM');
      expect(await exitCodeOf(primary), output).toBe(0);
      for (const worker of [survivor, replacement]) expect(isAlive(worker)).toBe(false);
    } finally {
      if (primary.exitCode === null && primary.signalCode === null) {
        for (const worker of await childrenOf(pid)) process.kill(worker, 'SIGKILL');
        primary.kill('SIGKILL');
        await exitCodeOf(primary);
      }
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
