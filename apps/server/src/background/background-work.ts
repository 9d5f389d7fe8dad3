import type { FastifyInstance } from 'fastify';

/**
 * Work a route starts and does not wait for, so its answer takes the same time whatever the work finds
 * (resend-code and forgot-password must not tell, by their timing, whether an address has an account).
 * Failures are logged; close() and tests wait for what is still running.
 */
export interface BackgroundWork {
  run(name: string, task: () => Promise<void>): void;
  /** How many tasks are still running. */
  readonly pending: number;
  /** Resolves once nothing is running (including tasks started meanwhile). */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backgroundWork: BackgroundWork;
  }
}

export function createBackgroundWork(onError: (err: unknown, name: string) => void): BackgroundWork {
  const running = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = task()
        .catch((err: unknown) => onError(err, name))
        .finally(() => running.delete(done));
      running.add(done);
    },
    get pending() {
      return running.size;
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

/** Gives the app its background work (app.ts drains it on close, before the mailer closes). */
export function registerBackgroundWork(app: FastifyInstance): void {
  app.decorate(
    'backgroundWork',
    createBackgroundWork((err, name) => app.log.error({ err }, `background work failed: ${name}`)),
  );
}
