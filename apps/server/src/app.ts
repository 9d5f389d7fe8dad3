import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE } from '@aangan/domain';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { CODE_VALID_MINUTES, createAuth } from './auth/auth.ts';
import { resolveAuthSecret } from './auth/secret.ts';
import { registerBackgroundWork } from './background/background-work.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { AnswerCache } from './http/answer-cache/answer-cache.ts';
import { answerNamespace } from './http/answer-cache/answer-namespace.ts';
import { createRedisAnswerStore } from './http/answer-cache/redis-store.ts';
import { apiReferenceRoutes } from './http/api-reference/routes.ts';
import { registerErrorHandler } from './http/errors.ts';
import { answerClientError, answerFrameworkError } from './http/framework-errors.ts';
import { recordRoutes } from './http/route-table.ts';
import { registerSameOriginCheck } from './http/same-origin.ts';
import { registerStaticSite } from './http/static-site.ts';
import { createJobEngine, type JobEngine } from './jobs/job-engine.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { codeMail, findCode } from './mail/templates.ts';
import { createStorageFromConfig } from './media/storage/from-config.ts';
import type { MediaStorage } from './media/storage/media-storage.ts';
import { accountRoutes } from './modules/accounts/routes.ts';
import { alertDigestJobs } from './modules/alerts/digests.ts';
import { guestAlertCleanupJob } from './modules/alerts/guest-cleanup.ts';
import { INSTANT_ALERTS_JOB, instantAlertJob } from './modules/alerts/instant-job.ts';
import { alertRoutes } from './modules/alerts/routes.ts';
import { adoptGuestAlerts } from './modules/alerts/service.ts';
import { contactRoutes } from './modules/contact/routes.ts';
import { expiryRoutes } from './modules/expiry/routes.ts';
import { expiryJobs } from './modules/expiry/service.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { inboxRoutes } from './modules/inbox/routes.ts';
import { inquiryRoutes } from './modules/inquiries/routes.ts';
import { jobRoutes } from './modules/jobs/routes.ts';
import { leadsRoutes } from './modules/leads/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { moderationRoutes } from './modules/moderation/routes.ts';
import { myDataRoutes } from './modules/my-data/routes.ts';
import { overviewRoutes } from './modules/overview/routes.ts';
import { placeRoutes } from './modules/places/routes.ts';
import { placeSuggestionsJob } from './modules/places/service.ts';
import { propertyRoutes } from './modules/properties/routes.ts';
import { reportRoutes } from './modules/reports/routes.ts';
import { brokerScanJob, scanBrokerFlagsForAccount } from './modules/reports/service.ts';
import { savedRoutes } from './modules/saved/routes.ts';
import { savedSearchRoutes } from './modules/saved-searches/routes.ts';
import { teamRoutes } from './modules/team/routes.ts';
import { authRoutes } from './modules/users/auth-routes.ts';
import { userRoutes } from './modules/users/routes.ts';
import { localeOfEmail } from './modules/users/service.ts';
import { verificationRoutes } from './modules/verification/routes.ts';
import { createRateLimiter } from './rate-limit/limiter.ts';
import { createMemoryStore, createRedisStore, type RateLimitStore } from './rate-limit/store.ts';
import { toFastifyTrustProxy } from './trust-proxy.ts';

// Same relative path from src/app.ts and from the bundled dist/main.js.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface AppDependencies {
  database: DatabaseHandle;
  /**
   * A read replica for the public reads (search, stats, place pages, place suggestions; decision 037); without
   * it they read `database`. Everything else reads the primary, so a person sees their own writes at once.
   * Closed by whoever opened it.
   */
  readDatabase?: DatabaseHandle;
  /** Given by tests that read the mail; otherwise built from SMTP_URL (or the outbox) and closed with the app. */
  mailer?: Mailer;
  /** Given by tests; otherwise Redis when REDIS_URL is set, else memory. */
  rateLimitStore?: RateLimitStore;
  /** Given by tests; otherwise S3 when S3_BUCKET is set, else DATA_DIR/uploads. */
  storage?: MediaStorage;
  /** Tests: check every answer against its endpoint's response schema (http/endpoint.ts). */
  checkResponses?: boolean;
  /** Tests: the moment listing expiry works as of (routes and jobs); otherwise the wall clock. */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job engine: built here, started by startup.ts (or a test that asks), stopped on close. */
    jobs: JobEngine;
  }
}

function createDefaultMailer(config: Config, app: FastifyInstance): Mailer {
  return createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: path.join(config.dataDir, 'outbox'),
    log: {
      info: (message) => app.log.info(message),
      error: (details, message) => app.log.error(details, message),
    },
    consoleSummary: (message) => {
      const code = findCode(message);
      return code ? `code ${code}` : '';
    },
  });
}

/**
 * The shared answer cache (decision 038): in this process, and in Redis too when REDIS_URL is set and the database
 * is PostgreSQL (the embedded one is one process: nobody to share with).
 */
async function createAnswerCache(
  config: Config,
  app: FastifyInstance,
  database: DatabaseHandle,
  clock: () => Date,
): Promise<AnswerCache> {
  const shared =
    config.REDIS_URL && config.SEARCH_CACHE_SECONDS > 0 && database.kind === 'postgres'
      ? createRedisAnswerStore({
          url: config.REDIS_URL,
          namespace: await answerNamespace(database.db),
          onError: (err) => app.log.warn({ err }, 'redis unavailable for the answer cache'),
        })
      : undefined;
  return new AnswerCache({ maxAgeMs: config.SEARCH_CACHE_SECONDS * 1000, now: () => clock().getTime(), shared });
}

function createDefaultStore(config: Config, app: FastifyInstance): RateLimitStore {
  if (!config.REDIS_URL) return createMemoryStore();
  return createRedisStore({ url: config.REDIS_URL, onError: (err) => app.log.warn({ err }, 'redis unavailable') });
}

/** Builds the whole HTTP app from a config and an open database; it never listens. */
export async function buildApp(config: Config, dependencies: AppDependencies): Promise<FastifyInstance> {
  const { database } = dependencies;
  // The public reads' handle: the replica when there is one, else the primary itself.
  const readDb = (dependencies.readDatabase ?? database).db;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: toFastifyTrustProxy(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // Router and HTTP-parser failures answer in our error shape too (http/framework-errors.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // Fastify logs two lines per request by default; one line per response (the hook below) says the same.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });

  recordRoutes(app);
  app.decorate('checkResponses', dependencies.checkResponses ?? false);
  registerErrorHandler(app);
  registerSameOriginCheck(app, config.publicUrl);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Owners may add pictures by http(s) URL (docs/product.md §5), so images may come from anywhere.
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
  });
  await app.register(compress, { threshold: 1024 });

  registerBackgroundWork(app);
  await app.register(healthRoutes, { database, readDatabase: dependencies.readDatabase });
  const mailer = dependencies.mailer ?? createDefaultMailer(config, app);
  const rateLimitStore = dependencies.rateLimitStore ?? createDefaultStore(config, app);
  const secret = await resolveAuthSecret(config.AUTH_SECRET, config.dataDir);
  const clock = dependencies.clock ?? (() => new Date());
  const sharedAnswers = await createAnswerCache(config, app, database, clock);
  const alertContext = {
    db: database.db,
    spreadMs: config.ALERT_DIGEST_SPREAD_MINUTES * 60_000,
    mailer,
    secret,
    publicUrl: config.publicUrl,
    supportEmail: config.SUPPORT_EMAIL,
  };
  // The registry of scheduled jobs (decision 020): each module's definitions, one engine for all of them.
  const jobs = createJobEngine({
    database,
    definitions: [
      ...expiryJobs({ db: database.db, mailer, secret, publicUrl: config.publicUrl }),
      ...alertDigestJobs(alertContext),
      instantAlertJob(alertContext),
      brokerScanJob(database.db),
      guestAlertCleanupJob(database.db),
      placeSuggestionsJob(database.db),
    ],
    clock,
    onError: (err) => app.log.error({ err }, 'job engine'),
  });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    // Running jobs finish first: they may send mail.
    await jobs.stop();
    // Background work may still send mail: it finishes first.
    await app.backgroundWork.idle();
    // Close only what this app made; a caller closes what it passed in.
    if (!dependencies.mailer) await mailer.close();
    if (!dependencies.rateLimitStore) await rateLimitStore.close();
    await sharedAnswers.close();
  });
  const auth = createAuth({
    db: database.db,
    secret,
    publicUrl: config.publicUrl,
    // In the account's language: a code goes to an address with an account (sign-up made it, in the page's).
    sendCode: async ({ email, code, purpose }) => {
      const locale = (await localeOfEmail(database.db, email).catch(() => undefined)) ?? DEFAULT_LOCALE;
      mailer.send(
        codeMail({ to: email, code, purpose, publicUrl: config.publicUrl, validMinutes: CODE_VALID_MINUTES, locale }),
      );
    },
    log: (level, message, details) => app.log[level]({ details }, `better-auth: ${message}`),
  });
  const limiter = createRateLimiter(rateLimitStore);
  // Instant alerts (decision 029): a write that publishes, edits or shows a listing again queues it in its own
  // transaction; once it has committed, the route wakes the job, which here (JOBS on) runs at once and in a
  // JOBS=off process reaches the workers within their polling interval. A failed wake-up only costs time:
  // the minute's sweep finds the row.
  const wakeInstantAlerts = () => {
    jobs.wake(INSTANT_ALERTS_JOB).catch((err: unknown) => app.log.warn({ err }, 'waking the instant alerts'));
  };
  // Broker flags are looked for after the answer, so listing or saving a profile never waits on the scan.
  const scanBrokerFlags = (userId: string) =>
    app.backgroundWork.run('broker flags', async () => {
      await scanBrokerFlagsForAccount(database.db, userId, new Date());
    });

  // An address proved by a code takes over its guest alerts (decision 029, Guests).
  const afterEmailVerified = async (email: string) => {
    await adoptGuestAlerts(database.db, email, clock());
  };
  await app.register(authRoutes, { auth, db: database.db, limiter, afterEmailVerified });
  await app.register(userRoutes, { auth, db: database.db, afterPhoneChange: scanBrokerFlags });
  const storage = dependencies.storage ?? createStorageFromConfig(config);
  await app.register(mediaRoutes, { auth, db: database.db, limiter, storage, maxBytes: config.MAX_UPLOAD_BYTES });
  await app.register(propertyRoutes, {
    auth,
    db: database.db,
    readDb,
    storage,
    limiter,
    ttlDays: config.LISTING_TTL_DAYS,
    afterListingSaved: scanBrokerFlags,
    wakeInstantAlerts,
    sharedAnswers,
  });
  // Place pages, their counts, the top cities, the sitemap and the suggestions only read, all public: the replica.
  await app.register(placeRoutes, { readDb, publicUrl: config.publicUrl, limiter, sharedAnswers });
  await app.register(inquiryRoutes, { auth, db: database.db, limiter });
  await app.register(savedRoutes, { auth, db: database.db });
  await app.register(savedSearchRoutes, { auth, db: database.db });
  await app.register(alertRoutes, { ...alertContext, limiter, clock });
  await app.register(myDataRoutes, { auth, db: database.db, storage, limiter, publicUrl: config.publicUrl });
  await app.register(leadsRoutes, { auth, db: database.db });
  await app.register(teamRoutes, { auth, db: database.db });
  await app.register(overviewRoutes, { auth, db: database.db });
  await app.register(moderationRoutes, {
    auth,
    db: database.db,
    mailer,
    storage,
    publicUrl: config.publicUrl,
    wakeInstantAlerts,
  });
  await app.register(accountRoutes, { auth, db: database.db, mailer, publicUrl: config.publicUrl, wakeInstantAlerts });
  await app.register(reportRoutes, {
    auth,
    db: database.db,
    mailer,
    limiter,
    rules: { threshold: config.REPORT_HIDE_THRESHOLD, minAccountAgeHours: config.REPORT_MIN_ACCOUNT_AGE_HOURS },
    publicUrl: config.publicUrl,
    wakeInstantAlerts,
  });
  await app.register(expiryRoutes, {
    auth,
    db: database.db,
    secret,
    ttlDays: config.LISTING_TTL_DAYS,
    clock,
    wakeInstantAlerts,
  });
  await app.register(jobRoutes, { auth, db: database.db, jobs });
  await app.register(verificationRoutes, { auth, db: database.db, mailer, publicUrl: config.publicUrl });
  await app.register(apiReferenceRoutes, { auth, db: database.db });
  await app.register(contactRoutes, {
    auth,
    db: database.db,
    mailer,
    limiter,
    supportEmail: config.SUPPORT_EMAIL,
  });
  await app.register(inboxRoutes, { auth, db: database.db, mailer, supportEmail: config.SUPPORT_EMAIL });
  await registerStaticSite(app, config.WEB_DIST_DIR ?? DEFAULT_WEB_DIST, {
    settings: {
      supportEmail: config.SUPPORT_EMAIL,
      businessPhone: config.BUSINESS_PHONE,
      officeAddress: config.OFFICE_ADDRESS,
      siteUrl: config.publicUrl,
      mapTileUrl: config.MAP_TILE_URL,
      mapAttribution: config.MAP_TILE_ATTRIBUTION,
    },
    publicUrl: config.publicUrl,
  });
  return app;
}
