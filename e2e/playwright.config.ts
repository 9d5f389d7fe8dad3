import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@aangan/testing';
import { defineConfig } from '@playwright/test';

// Journeys run against the production build, started by global-setup on a free port with a
// fresh data directory (so demo listings are seeded anew every run), on PGlite and, when
// TEST_DATABASE_URL is set, on a fresh PostgreSQL database too.
export default defineConfig({
  testDir: './specs',
  globalSetup: './fixtures/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Each project has a server of its own (fixtures/global-setup.ts, fixtures/test.ts).
    {
      name: 'phone',
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
      metadata: { server: 'PGLITE_PHONE' },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } }, metadata: { server: 'PGLITE_DESKTOP' } },
    // The same journeys against the server on PostgreSQL, when the run has one (npm test in CI does).
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            name: 'desktop-postgres',
            use: { viewport: { width: 1280, height: 800 } },
            metadata: { database: 'postgres', server: 'POSTGRES' },
          },
        ]
      : []),
  ],
});
