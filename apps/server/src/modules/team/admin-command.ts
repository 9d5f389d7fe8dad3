import { mkdir } from 'node:fs/promises';
import { isRole, ROLE_MESSAGES, type Role } from '@aangan/domain';
import { requestAdminFromServer } from '../../backup/backup-socket.ts';
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

/** Carries out a command on an open database: what the running server does when the command line asks. */
export async function runAdminCommandOn(db: Database, args: readonly string[]): Promise<string[]> {
  return carryOut(db, parseCommand(args));
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
 * The embedded database opens in one process at a time (db/data-dir-lock.ts): while a server holds it, the
 * command is carried out by that server, through its socket in DATA_DIR (backup/backup-socket.ts).
 */
async function askRunningServer(config: Config, args: readonly string[], held: DataDirInUseError): Promise<string[]> {
  const lines = await requestAdminFromServer(config.dataDir, args).catch((error: unknown) => {
    throw new AdminCommandError(error instanceof Error ? error.message : String(error));
  });
  if (lines) return lines;
  throw new AdminCommandError(
    `${held.message}, and it does not take commands: stop it, run this again, then start it.`,
  );
}

/**
 * `npm run admin -- grant <email> <role> | revoke <email> | list`: the team's roles from the command line,
 * on the configured database (PostgreSQL at DATABASE_URL, or the embedded one in DATA_DIR, migrated first
 * so it works before the server ever ran, or through the server that holds it). Returns the lines to print.
 */
export async function runAdminCommand(config: Config, args: readonly string[]): Promise<string[]> {
  const command = parseCommand(args);
  if (!config.DATABASE_URL) await mkdir(config.dataDir, { recursive: true });
  let unlock = async () => {};
  if (!config.DATABASE_URL) {
    try {
      unlock = await lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUseError) return askRunningServer(config, args, error);
      throw error;
    }
  }
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
