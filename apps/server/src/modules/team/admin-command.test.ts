import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROLE_MESSAGES } from '@aangan/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMigratedPostgresDatabase, testDatabaseKind } from '../../../test/test-database.ts';
import { type Config, loadConfig } from '../../config.ts';
import { openDatabaseFromConfig } from '../../db/open.ts';
import { user } from '../../db/schema.ts';
import { startServer } from '../../startup.ts';
import { AdminCommandError, runAdminCommand } from './admin-command.ts';

/**
 * `npm run admin` on the database the project runs on: the embedded one in a DATA_DIR no server holds, or
 * PostgreSQL at DATABASE_URL. The accounts are written directly, as sign-up would leave them.
 */
let config: Config;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aangan-admin-'));
  const postgres = testDatabaseKind === 'postgres' ? await createMigratedPostgresDatabase() : undefined;
  config = loadConfig({ DATA_DIR: dataDir, ...(postgres ? { DATABASE_URL: postgres.url } : {}) });
  // The first command migrates a DATA_DIR that never had a server; then two people sign up.
  expect(await runAdminCommand(config, ['list'])).toEqual([ROLE_MESSAGES.noTeam]);
  const database = await openDatabaseFromConfig(config, () => {});
  await database.db.insert(user).values([
    { id: 'u-asha', name: 'Asha Sharma', email: 'asha@example.in', termsAccepted: true },
    { id: 'u-ravi', name: 'Ravi Kumar', email: 'ravi@example.in', termsAccepted: true },
  ]);
  await database.close();
  cleanUp = async () => {
    await postgres?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => cleanUp());

describe('npm run admin', () => {
  it('makes the first admin and a moderator, says when nothing changed, and lists the team admins first', async () => {
    expect(await runAdminCommand(config, ['grant', 'ravi@example.in', 'moderator'])).toEqual([
      'ravi@example.in is now a moderator.',
    ]);
    expect(await runAdminCommand(config, ['grant', 'Asha@Example.in', 'admin'])).toEqual([
      'asha@example.in is now an admin.',
    ]);
    expect(await runAdminCommand(config, ['grant', 'asha@example.in', 'admin'])).toEqual([
      'asha@example.in was already an admin.',
    ]);
    expect(await runAdminCommand(config, ['list'])).toEqual([
      'admin     asha@example.in (Asha Sharma)',
      'moderator ravi@example.in (Ravi Kumar)',
    ]);
  });

  it('revokes a role back to member', async () => {
    await runAdminCommand(config, ['grant', 'ravi@example.in', 'moderator']);
    expect(await runAdminCommand(config, ['revoke', 'ravi@example.in'])).toEqual(['ravi@example.in is now a member.']);
    expect(await runAdminCommand(config, ['list'])).not.toContainEqual(expect.stringContaining('ravi@'));
  });

  it('refuses an unknown email, an unknown role and a wrong command with a clear line, changing nothing', async () => {
    const before = await runAdminCommand(config, ['list']);
    await expect(runAdminCommand(config, ['grant', 'nobody@example.in', 'admin'])).rejects.toThrow(
      new AdminCommandError(ROLE_MESSAGES.unknownEmail('nobody@example.in')),
    );
    await expect(runAdminCommand(config, ['grant', 'ravi@example.in', 'owner'])).rejects.toThrow(
      ROLE_MESSAGES.unknownRole('owner'),
    );
    for (const args of [[], ['promote', 'ravi@example.in'], ['grant', 'ravi@example.in'], ['list', 'extra']]) {
      await expect(runAdminCommand(config, args)).rejects.toThrow(ROLE_MESSAGES.usage);
    }
    expect(await runAdminCommand(config, ['list'])).toEqual(before);
  });

  it.runIf(testDatabaseKind === 'pglite')(
    'asks to stop a process that holds the embedded database but takes no commands',
    async () => {
      // A server is another live process whose pid is in the lock file: a sleeping child stands in for it.
      const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
      try {
        await writeFile(path.join(config.dataDir, 'db.lock'), String(holder.pid));
        await expect(runAdminCommand(config, ['list'])).rejects.toThrow(
          /does not take commands: stop it, run this again/,
        );
      } finally {
        holder.kill();
        await rm(path.join(config.dataDir, 'db.lock'), { force: true });
      }
    },
  );

  it.runIf(testDatabaseKind === 'pglite')(
    'goes through the running server that holds the embedded database',
    async () => {
      const server = await startServer({
        NODE_ENV: 'test',
        DATA_DIR: config.dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
      });
      try {
        await runAdminCommand(config, ['revoke', 'ravi@example.in']);
        expect(await runAdminCommand(config, ['grant', 'ravi@example.in', 'moderator'])).toEqual([
          'ravi@example.in is now a moderator.',
        ]);
        expect(await runAdminCommand(config, ['list'])).toContain('moderator ravi@example.in (Ravi Kumar)');
        await expect(runAdminCommand(config, ['grant', 'nobody@example.in', 'admin'])).rejects.toThrow(
          new AdminCommandError(ROLE_MESSAGES.unknownEmail('nobody@example.in')),
        );
      } finally {
        await server.stop();
      }
    },
  );
});
