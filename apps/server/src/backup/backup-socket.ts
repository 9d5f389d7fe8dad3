import { chmod, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/**
 * The running server's door for the command line on the embedded database: PGlite's files belong to one
 * process, so while the server runs only it can take a consistent copy (`npm run backup`) or change a role
 * (`npm run admin`). A Unix socket in DATA_DIR, readable by the server's own user only (0600), is reachable
 * from this machine and nowhere else: no HTTP route, no port.
 */
function backupSocketPath(dataDir: string): string {
  return path.join(dataDir, 'backup.sock');
}

/** What the command line may ask of the running server besides a dump: an `npm run admin` command. */
export type AdminHandler = (args: string[]) => Promise<string[]>;

/**
 * Listens for one-line JSON requests: `{ "out": "/abs/file.tar.gz" }` (a dump) answered `{ "ok": true }`,
 * or `{ "admin": ["grant", "a@b.in", "admin"] }` answered `{ "ok": true, "lines": […] }`; a failure is `{ "error" }`.
 */
export async function listenForBackups(
  dataDir: string,
  client: PGlite,
  admin?: AdminHandler,
): Promise<() => Promise<void>> {
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
      answer(request).then(
        (lines) => connection.end(`${JSON.stringify({ ok: true, ...(lines ? { lines } : {}) })}\n`),
        (error: unknown) =>
          connection.end(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`),
      );
    });
  });
  async function answer(request: string): Promise<string[] | undefined> {
    const parsed = JSON.parse(request) as { out?: unknown; admin?: unknown };
    if (parsed.admin !== undefined) {
      const args = parsed.admin;
      if (!admin || !Array.isArray(args) || !args.every((arg) => typeof arg === 'string')) {
        throw new Error('admin must be a list of words');
      }
      return admin(args);
    }
    await dumpTo(parsed.out);
    return undefined;
  }
  async function dumpTo(out: unknown): Promise<void> {
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

/**
 * Runs an `npm run admin` command in the running server; its printed lines, or `null` when no server
 * listens. The server's refusal (an unknown email, say) comes back as an Error with its words.
 */
export function requestAdminFromServer(dataDir: string, args: readonly string[]): Promise<string[] | null> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(backupSocketPath(dataDir));
    let answer = '';
    connection.setEncoding('utf8');
    connection.on('connect', () => connection.write(`${JSON.stringify({ admin: args })}\n`));
    connection.on('data', (chunk) => {
      answer += chunk;
    });
    connection.on('end', () => {
      try {
        const parsed = JSON.parse(answer) as { ok?: boolean; lines?: string[]; error?: string };
        if (parsed.ok) resolve(parsed.lines ?? []);
        else reject(new Error(parsed.error ?? 'the running server gave no answer'));
      } catch {
        reject(new Error('the running server gave no answer to the command'));
      }
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
  });
}
