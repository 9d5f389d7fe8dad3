// npm run backup [-- <folder>] and npm run restore -- <folder>: see backup.ts and the README.
import { ConfigError, loadConfig } from '../config.ts';
import { BackupError, createBackup, restoreBackup } from './backup.ts';

async function main(): Promise<void> {
  const [command, folder] = process.argv.slice(2);
  const config = loadConfig();
  if (command === 'backup') {
    console.log(`Backup written to ${await createBackup(config, folder)}`);
  } else if (command === 'restore' && folder) {
    const moved = await restoreBackup(config, folder);
    console.log(`Restored ${folder} into ${config.DATABASE_URL ? 'DATABASE_URL' : config.dataDir}`);
    for (const aside of moved) console.log(`The previous data is kept in ${aside}`);
  } else {
    throw new BackupError('usage: npm run backup [-- <folder>]  |  npm run restore -- <folder>');
  }
}

main().catch((error: unknown) => {
  if (error instanceof BackupError || error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
