// npm run admin -- grant <email> <role> | revoke <email> | list: see modules/team/admin-command.ts and the README.
import { ConfigError, loadConfig } from './config.ts';
import { AdminCommandError, runAdminCommand } from './modules/team/admin-command.ts';

try {
  for (const line of await runAdminCommand(loadConfig(), process.argv.slice(2))) console.log(line);
} catch (error) {
  console.error(error instanceof AdminCommandError || error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
