import { randomBytes } from 'node:crypto';
import { link, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * The key that signs session cookies: AUTH_SECRET when set, else one generated on first start and kept in
 * DATA_DIR, so sessions survive a restart of the embedded mode. Several processes must share AUTH_SECRET.
 */
export async function resolveAuthSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  const existing = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (existing?.trim()) return existing.trim();
  const secret = randomBytes(32).toString('base64url');
  // Written whole to a temporary file, then linked into place: link fails if another process got there
  // first, and then that one's secret (already complete on disk) is the one to use.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${secret}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(file, 'utf8')).trim();
  } finally {
    await rm(draft, { force: true });
  }
}
