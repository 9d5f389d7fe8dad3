import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, resolveAuthSecret } from './secret.ts';

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'aangan-secret-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('resolveAuthSecret', () => {
  it('uses AUTH_SECRET when set, writing nothing', async () => {
    expect(await resolveAuthSecret('x'.repeat(40), dataDir)).toBe('x'.repeat(40));
    await expect(stat(path.join(dataDir, AUTH_SECRET_FILE))).rejects.toThrow();
  });

  it('generates one on first start, readable only by the owner, and keeps it across restarts', async () => {
    const first = await resolveAuthSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(40);
    const file = path.join(dataDir, AUTH_SECRET_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await resolveAuthSecret(undefined, dataDir)).toBe(first);
    expect((await readFile(file, 'utf8')).trim()).toBe(first);
  });

  it('agrees with a process that wrote the file at the same moment', async () => {
    const [a, b] = await Promise.all([resolveAuthSecret(undefined, dataDir), resolveAuthSecret(undefined, dataDir)]);
    expect(a).toBe(b);
  });

  it('keeps a secret an operator put in the file', async () => {
    await writeFile(path.join(dataDir, AUTH_SECRET_FILE), 'operator-chosen-secret-value\n');
    expect(await resolveAuthSecret(undefined, dataDir)).toBe('operator-chosen-secret-value');
  });
});
