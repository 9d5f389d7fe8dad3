/**
 * Everything the benchmark must undo however it ends (normal end, error, Ctrl+C): the server child, open
 * database handles (PGlite flushes on close; an abandoned one may leave its directory unusable) and
 * scratch directories. Each step is registered when its resource is created and removed when released.
 */

type Step = () => Promise<void> | void;

const steps: { label: string; run: Step }[] = [];

/** Registers an undo step; call the returned function once the resource is released normally. */
export function onCleanup(label: string, run: Step): () => void {
  const entry = { label, run };
  steps.push(entry);
  return () => {
    const index = steps.indexOf(entry);
    if (index >= 0) steps.splice(index, 1);
  };
}

/** Runs the pending steps newest first; one failing step does not keep the others from running. */
async function runCleanups(): Promise<void> {
  while (steps.length > 0) {
    const step = steps.pop();
    if (!step) break;
    try {
      await step.run();
    } catch (error) {
      console.error(`  cleanup: ${step.label} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

/** On Ctrl+C or a termination signal: clean up, then exit with the conventional 128 + signal number. */
function cleanUpOnSignals(): void {
  let stoppingSince = 0;
  const handle = (signal: NodeJS.Signals, code: number) => {
    // One Ctrl+C may arrive twice (from the terminal and forwarded by npm), so only a second one a
    // moment later means "now"; a cleanup that hangs (a database closing mid-insert) also ends by timer.
    if (stoppingSince > 0) {
      if (Date.now() - stoppingSince > 1_000) process.exit(code);
      return;
    }
    stoppingSince = Date.now();
    console.error(`\n${signal}: stopping the server and closing databases… (Ctrl+C again to quit at once)`);
    setTimeout(() => process.exit(code), 20_000).unref();
    void runCleanups().finally(() => process.exit(code));
  };
  process.on('SIGINT', () => handle('SIGINT', 130));
  process.on('SIGTERM', () => handle('SIGTERM', 143));
}

/** Runs a benchmark's main with cleanup on signals and at the end; a failure is printed and exits 1. */
export async function runBenchmark(main: () => Promise<void>): Promise<void> {
  cleanUpOnSignals();
  try {
    await main();
  } catch (error) {
    process.exitCode = 1;
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  } finally {
    await runCleanups();
  }
}
