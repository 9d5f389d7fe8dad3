import cluster from 'node:cluster';
import { startCluster, startClusterWorker } from './cluster.ts';
import { type RunningServer, readConfig, StartupError, startServer } from './startup.ts';

/** Serves until SIGINT or SIGTERM, then finishes in-flight requests and jobs, closes the pools and exits. */
function serveUntilStopped(server: RunningServer): void {
  server.app.log.info(`Aangan is serving ${server.url}`);
  let isStopping = false;
  // Ctrl+C under a supervisor can deliver SIGINT and then SIGTERM: shut down once.
  const shutdown = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    server.app.log.info(`${signal}: shutting down`);
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function start(): Promise<void> {
  // WEB_CONCURRENCY above 1: this process forks the workers that serve (cluster.ts), and each runs this file too.
  if (cluster.isWorker) return serveUntilStopped(await startClusterWorker());
  const config = readConfig(process.env);
  if (config.workers > 1) return startCluster(config);
  serveUntilStopped(await startServer());
}

try {
  await start();
} catch (error) {
  // A bad setting is one clear line naming the variable, not a stack trace.
  if (error instanceof StartupError) {
    process.stderr.write(`Aangan could not start: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
