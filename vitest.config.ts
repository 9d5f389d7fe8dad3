import { defineConfig } from 'vitest/config';

// One run covers every workspace. The server's API tests run on PGlite, and a second time on
// PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
const serverTests = ['apps/server/src/**/*.test.ts'];

/**
 * How long a server test or hook may run before it counts as hung. Tests that start whole servers (a seed, a
 * restart, a restore) take 10–20 s alone and passed 30 s on this 2-core machine when other work shared it:
 * the caps detect hangs, they never measure speed, so they leave room for a busy machine.
 */
const SERVER_TIMEOUTS = { testTimeout: 120_000, hookTimeout: 180_000 };

/**
 * The server's test files share a worker's modules (`isolate: false`): each file builds its own app on its own
 * database copy and DATA_DIR (test/test-app.ts), and the server keeps no app's state in its modules (the web
 * renderer, loaded once per process, is handed each app's settings with every page), so importing the
 * whole app once per worker rather than once per file is safe — and it was most of a file's time (server-pglite:
 * 368 s → 206 s on 2 cores). The web tests stay isolated: the app's modules do keep caches.
 */
const SERVER_TESTS = { include: serverTests, environment: 'node' as const, isolate: false, ...SERVER_TIMEOUTS };

export default defineConfig({
  test: {
    // Vitest 4 runs one worker fewer than the machine has cores (its docs say all of them): on CI's 2 cores
    // that is one, and the unit stage ran every file one after another. Most of a file's time is importing
    // the app and waiting on a database, so a worker per core halves the stage.
    maxWorkers: '100%',
    // `npm run test:unit -- --coverage` reports the marketplace rules' coverage (issue: ≥ 95 % of lines).
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', 'packages/domain/src/types.ts', 'packages/domain/src/index.ts'],
      reporter: ['text-summary', 'text'],
    },
    projects: [
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./test/fail-on-console.ts'],
        },
      },
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./test/fail-on-console.ts'],
        },
      },
      {
        test: {
          name: 'testing',
          include: ['packages/testing/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./test/fail-on-console.ts'],
        },
      },
      {
        test: {
          name: 'server-pglite',
          ...SERVER_TESTS,
          setupFiles: ['./test/fail-on-console.ts'],
          globalSetup: ['./apps/server/test/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                ...SERVER_TESTS,
                setupFiles: ['./test/fail-on-console.ts'],
                globalSetup: ['./apps/server/test/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
      './apps/web',
    ],
  },
});
