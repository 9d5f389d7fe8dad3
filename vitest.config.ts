import { defineConfig } from 'vitest/config';

// One run covers every workspace. The server's API tests run on PGlite, and a second time on
// PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
const serverTests = ['apps/server/src/**/*.test.ts'];

export default defineConfig({
  test: {
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
          include: serverTests,
          environment: 'node',
          setupFiles: ['./test/fail-on-console.ts'],
          globalSetup: ['./apps/server/test/global-setup.ts'],
          env: { TEST_DB: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                environment: 'node' as const,
                setupFiles: ['./test/fail-on-console.ts'],
                globalSetup: ['./apps/server/test/global-setup.ts'],
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      './apps/web',
    ],
  },
});
