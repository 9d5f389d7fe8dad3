import { chmod, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The running server's door for `npm run backup` on the embedded database: PGlite's files belong to one
 * process, so only the server itself can take a consistent copy while it runs. A Unix socket in DATA_DIR,
 * readable by the server's own user only (0600), is reachable from this machine and nowhere else: no
 * HTTP route, no port.
 */
function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

/** Listens for one-line JSON requests `{ "out": "/abs/file.tar.gz" }`; answers `{ "ok": true }` or `{ "error" }`. */
export async function listenForBackups(dataDir: string, client: PGlite): Promise<() => Promise<void>> {
  const socketPath = backupSocketPath(dataDir);
  // A socket file left by a process that died would refuse the bind.
  await rm(socketPath, { force: true });
  const server = net.createServer((connection) => {
    let request = '';
    connection.setEncoding('utf8');
    connection.on('error', () => connection.destroy());
    connection.on('data', (chunk) => {
      request += chunk;
      if (!request.includes('\n')) return;
      dumpTo(request).then(
        () => connection.end(`${JSON.stringify({ ok: true })}\n`),
        (error: unknown) => connection.end(`${JSON.stringify({ error: String(error) })}\n`),
      );
    });
  });
  async function dumpTo(request: string): Promise<void> {
    const { out } = JSON.parse(request) as { out?: unknown };
    if (typeof out !== 'string' || !path.isAbsolute(out)) throw new Error('out must be an absolute path');
    // dumpDataDir runs inside PGlite's own queue, between statements: a consistent copy.
    const dump = await client.dumpDataDir('gzip');
    await writeFile(out, Buffer.from(await dump.arrayBuffer()));
  }
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(socketPath, { force: true });
  };
}

/** Asks a running server for a dump; `null` when no server listens (no socket, or a stale one). */
export function requestDumpFromServer(dataDir: string, out: string): Promise<'done' | null> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(backupSocketPath(dataDir));
    let answer = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(`${JSON.stringify({ out })}\n`));
    connection.on('data', (chunk) => {
      answer += chunk;
    });
    connection.on('end', () => {
      try {
        const parsed = JSON.parse(answer) as { ok?: boolean; error?: string };
        if (parsed.ok) resolve('done');
        else reject(new Error(`the running server could not back up: ${parsed.error ?? 'no answer'}`));
      } catch {
        reject(new Error('the running server gave no answer to the backup request'));
      }
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}

/** Whether a server answers on DATA_DIR's backup socket (it holds the embedded database). */
export function serverIsListening(dataDir: string): Promise<boolean> {
  return new Promise((resolve) => {
    const connection = net.connect(backupSocketPath(dataDir));
    connection.on('connect', () => {
      connection.destroy();
      resolve(true);
    });
    connection.on('error', () => resolve(false));
  });
}
