import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/client.ts';
import { createMailer, type Mailer } from '../src/mail/mailer.ts';
import { createMemoryStore, type RateLimitStore } from '../src/rate-limit/store.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The real outbox mailer, writing .eml files under this app's own DATA_DIR. */
  mailer: Mailer;
  outboxDir: string;
  rateLimitStore: RateLimitStore;
  close(): Promise<void>;
}

/** The real app on a fresh test database and a DATA_DIR of its own, driven with app.inject (no port needed). */
export async function createTestApp(
  env: Record<string, string> = {},
  /** A database opened by the test (closed with the app); otherwise a fresh copy of the template. */
  givenDatabase?: DatabaseHandle,
  /** The moment listing expiry works as of (decision 020): tests move it instead of waiting. */
  clock?: () => Date,
  /** A second database standing in for a read replica (decision 037), opened by the test, closed with the app. */
  readDatabase?: DatabaseHandle,
): Promise<TestApp> {
  const database = givenDatabase ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(tmpdir(), 'aangan-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DATA_DIR: dataDir,
    // Tests of other things write and read at once; the answer cache's own tests turn it on (decision 038).
    SEARCH_CACHE_SECONDS: '0',
    // A digest run rests between chunks to leave the site the database; a test's runs go back to back.
    ALERT_DIGEST_SPREAD_MINUTES: '0',
    ...env,
  });
  const outboxDir = path.join(dataDir, 'outbox');
  const silent = { info: () => {}, error: () => {} };
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir, log: silent });
  const rateLimitStore = createMemoryStore();
  const app = await buildApp(config, { database, readDatabase, mailer, rateLimitStore, checkResponses: true, clock });
  await app.ready();
  return {
    app,
    database,
    config,
    mailer,
    outboxDir,
    rateLimitStore,
    close: async () => {
      await app.close();
      await mailer.close();
      await database.close();
      await readDatabase?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The cookie header a browser would send back after this response. */
export function cookiesFrom(response: LightMyRequestResponse): string {
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}
