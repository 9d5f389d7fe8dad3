import { StartupError, startServer } from './startup.ts';

try {
  const server = await startServer();
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
} catch (error) {
  // A bad setting is one clear line naming the variable, not a stack trace.
  if (error instanceof StartupError) {
    process.stderr.write(`Aangan could not start: ${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
