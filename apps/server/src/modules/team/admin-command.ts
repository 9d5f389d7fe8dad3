import { mkdir } from 'node:fs/promises';
import { isRole, ROLE_MESSAGES, type Role } from '@aangan/domain';
import type { Config } from '../../config.ts';
import { DataDirInUseError, lockDataDir } from '../../db/data-dir-lock.ts';
import type { Database } from '../../db/database.ts';
import { runMigrations } from '../../db/migrate.ts';
import { openDatabaseFromConfig } from '../../db/open.ts';
import { AppError } from '../../http/errors.ts';
import { listTeam, setRoleByEmail } from './service.ts';

/** A command line that cannot be carried out, in words for the operator (printed without a stack). */
export class AdminCommandError extends Error {}

type Command = { kind: 'grant'; email: string; role: Role } | { kind: 'list' };

function parseCommand(args: readonly string[]): Command {
  const [verb, email, role] = args;
  if (verb === 'list' && args.length === 1) return { kind: 'list' };
  if (verb === 'revoke' && email && args.length === 2) return { kind: 'grant', email, role: 'member' };
  if (verb === 'grant' && email && role && args.length === 3) {
    if (!isRole(role)) throw new AdminCommandError(ROLE_MESSAGES.unknownRole(role));
    return { kind: 'grant', email, role };
  }
  throw new AdminCommandError(ROLE_MESSAGES.usage);
}

async function carryOut(db: Database, command: Command): Promise<string[]> {
  if (command.kind === 'list') {
    const team = await listTeam(db);
    if (team.length === 0) return [ROLE_MESSAGES.noTeam];
    return team.map((member) => `${member.role.padEnd(9)} ${member.email} (${member.name})`);
  }
  const email = command.email.trim().toLowerCase();
  try {
    const { changed } = await setRoleByEmail(db, email, command.role);
    return [changed ? ROLE_MESSAGES.granted(email, command.role) : ROLE_MESSAGES.unchanged(email, command.role)];
  } catch (error) {
    if (error instanceof AppError) throw new AdminCommandError(error.message);
    throw error;
  }
}

/**
 * `npm run admin -- grant <email> <role> | revoke <email> | list`: the team's roles from the command line,
 * on the configured database (PostgreSQL at DATABASE_URL, or the embedded one in DATA_DIR, migrated first
 * so it works before the server ever ran). Returns the lines to print.
 */
export async function runAdminCommand(config: Config, args: readonly string[]): Promise<string[]> {
  const command = parseCommand(args);
  if (!config.DATABASE_URL) await mkdir(config.dataDir, { recursive: true });
  // The embedded database opens in one process at a time (db/data-dir-lock.ts).
  const unlock = config.DATABASE_URL
    ? async () => {}
    : await lockDataDir(config.dataDir).catch((error: unknown) => {
        if (!(error instanceof DataDirInUseError)) throw error;
        throw new AdminCommandError(
          `${error.message}. The embedded database opens in one process at a time: stop the server, run this again, then start it.`,
        );
      });
  try {
    const database = await openDatabaseFromConfig(config, () => {});
    try {
      await runMigrations(database);
      return await carryOut(database.db, command);
    } finally {
      await database.close();
    }
  } finally {
    await unlock();
  }
}
