import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@aangan/testing';
import { defineConfig } from '@playwright/test';

/** Journeys whose answers from the server do not depend on its database: the PostgreSQL project skips them. */
const BROWSER_ONLY_JOURNEYS = [
  'accessibility',
  'emi',
  'info-pages',
  'keyboard',
  'language',
  'offline',
  'recently-viewed',
].map((name) => `**/${name}.spec.ts`);

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
  // Caps that detect a hang, never a speed: CI's 2-core machine is shared, and a journey that passes in 14 s
  // alone has run past 30 s there under load. test.slow() triples the test's cap.
  timeout: 90_000,
  expect: { timeout: 20_000 },
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
    // The journeys whose server work reads or writes the database, again against the server on PostgreSQL
    // when the run has one (npm test in CI does). Journeys of the browser's own behaviour — axe, the keyboard,
    // offline, the device's lists, the calculator, the language switch, static pages — are the same on either
    // database (decision 035).
    ...(process.env.TEST_DATABASE_URL
      ? [
          {
            name: 'desktop-postgres',
            testIgnore: BROWSER_ONLY_JOURNEYS,
            use: { viewport: { width: 1280, height: 800 } },
            metadata: { database: 'postgres', server: 'POSTGRES' },
          },
        ]
      : []),
  ],
});
