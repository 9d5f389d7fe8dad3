import os from 'node:os';
import path from 'node:path';
import {
  DEFAULT_LISTING_TTL_DAYS,
  DEFAULT_REPORT_HIDE_THRESHOLD,
  DEFAULT_REPORT_MIN_ACCOUNT_AGE_HOURS,
  DEFAULT_SITE_SETTINGS,
  MAX_IMAGE_BYTES,
} from '@aangan/domain';
import { z } from 'zod';
import { trustProxySetting } from './trust-proxy.ts';

/** An alert digest run's spread (decision 044): 80,000 daily searches back to back took 4–11 minutes on the bench. */
export const DEFAULT_ALERT_DIGEST_SPREAD_MINUTES = 8;

const optionalUrl = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || hasProtocol(value, protocols), {
      message: `must be a URL like ${example}`,
    });

function hasProtocol(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : ['true', '1', 'yes', 'on'].includes(value)));

/** Every setting comes from the environment; each default serves the embedded mode (docs/design.md §6). */
const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user:password@host:5432/aangan'),
  /** A read replica of DATABASE_URL for the public reads (search, stats, place pages; decision 037). */
  DATABASE_READ_URL: optionalUrl(['postgres:', 'postgresql:'], 'postgres://user:password@replica:5432/aangan'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'smtps://user:password@smtp.example.com:465'),
  MAIL_FROM: z.string().default('Aangan <no-reply@aangan.in>'),
  S3_ENDPOINT: optionalUrl(['http:', 'https:'], 'https://s3.ap-south-1.amazonaws.com'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-south-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://cdn.example.com'),
  MAX_UPLOAD_BYTES: z.coerce.number().int().min(1024).default(MAX_IMAGE_BYTES),
  REDIS_URL: optionalUrl(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: optionalUrl(['http:', 'https:'], 'https://aangan.example.com'),
  BUSINESS_PHONE: z
    .string()
    .trim()
    .regex(/^\+?[\d\s-]{8,16}$/, 'must be a phone number such as 9829000000')
    .default(DEFAULT_SITE_SETTINGS.businessPhone),
  SUPPORT_EMAIL: z.email('must be an email address').default(DEFAULT_SITE_SETTINGS.supportEmail),
  OFFICE_ADDRESS: z.string().trim().min(1).default(DEFAULT_SITE_SETTINGS.officeAddress),
  /** Map tiles (issue 21): any XYZ tile server; its {z}/{x}/{y} are filled in by the browser's map. */
  MAP_TILE_URL: z
    .string()
    .trim()
    .refine((value) => hasProtocol(value.replace(/\{[a-z]\}/g, '0'), ['https:', 'http:']) && /\{z\}/.test(value), {
      message: 'must be a tile URL like https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    })
    .default(DEFAULT_SITE_SETTINGS.mapTileUrl),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).default(DEFAULT_SITE_SETTINGS.mapAttribution),
  // Reports from this many distinct people within 30 days hide a listing pending review (decision 021).
  REPORT_HIDE_THRESHOLD: z.coerce
    .number()
    .int('must be a whole number')
    .min(2, 'must be at least 2: one person alone never hides a listing')
    .max(100)
    .default(DEFAULT_REPORT_HIDE_THRESHOLD),
  // Reports from accounts younger than this count toward the queue only, never toward hiding.
  REPORT_MIN_ACCOUNT_AGE_HOURS: z.coerce
    .number()
    .int('must be a whole number of hours')
    .min(0)
    .max(24 * 90)
    .default(DEFAULT_REPORT_MIN_ACCOUNT_AGE_HOURS),
  SEED_DEMO: booleanFlag,
  /** How many days a listing stays in search after it was posted or last confirmed (decision 020). */
  LISTING_TTL_DAYS: z.coerce
    .number()
    .int('must be a whole number of days')
    .min(2, 'must be at least 2 days')
    .max(365, 'must be at most 365 days')
    .default(DEFAULT_LISTING_TTL_DAYS),
  /**
   * How old, at most, a public answer (search, stats, place pages) may be when it is served from the shared
   * answer cache (decision 038): every write shows in search within this many seconds. 0 turns the cache off.
   */
  SEARCH_CACHE_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(0)
    .max(300, 'must be at most 300 seconds')
    .default(5),
  /**
   * How many minutes an alert digest run spreads its work over, resting between chunks so the site's searches
   * keep the database (decision 044); a run with more work than that works without rests. Below the job
   * engine's 10-minute limit on a run. 0: back to back.
   */
  ALERT_DIGEST_SPREAD_MINUTES: z.coerce
    .number()
    .min(0)
    .max(9, 'must be at most 9 minutes (a job run may take 10)')
    .default(DEFAULT_ALERT_DIGEST_SPREAD_MINUTES),
  /** Whether this process runs the scheduled jobs (default on); off, it only queues an admin's Run now. */
  JOBS: booleanFlag,
  TRUST_PROXY: trustProxySetting,
  /** How many worker processes serve PORT (cluster.ts): a number, or `auto` for one per core. */
  WEB_CONCURRENCY: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .refine((value) => !value || value === 'auto' || (/^\d{1,2}$/.test(value) && Number(value) >= 1), {
      message: 'must be a number of worker processes from 1 to 99, or auto (one per core)',
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
});

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  publicUrl: string;
  /** WEB_CONCURRENCY resolved: how many worker processes serve PORT (1: this process serves it alone). */
  workers: number;
};

/** Raised for a bad setting; main.ts prints its message as one line. */
export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path.join('.') ?? 'configuration';
    throw new ConfigError(`${variable} ${issue?.message ?? 'is invalid'}`);
  }
  const config = parsed.data;
  // Every process behind a load balancer must sign sessions with one key; a generated one is per machine.
  if (config.NODE_ENV === 'production' && config.DATABASE_URL && !config.AUTH_SECRET) {
    throw new ConfigError('AUTH_SECRET must be set when DATABASE_URL is set in production (32+ random characters)');
  }
  if (config.S3_BUCKET && !(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set when S3_BUCKET is set');
  }
  // A replica copies a PostgreSQL primary; the embedded database has none to copy.
  if (config.DATABASE_READ_URL && !config.DATABASE_URL) {
    throw new ConfigError('DATABASE_READ_URL needs DATABASE_URL: a read replica serves a PostgreSQL primary');
  }
  const workers = workerCount(config.WEB_CONCURRENCY);
  // PGlite lives inside one process: a second process cannot open it (decision 037).
  if (workers > 1 && !config.DATABASE_URL) {
    const asked = config.WEB_CONCURRENCY === 'auto' ? `auto (${workers} cores)` : config.WEB_CONCURRENCY;
    throw new ConfigError(
      `WEB_CONCURRENCY=${asked} needs DATABASE_URL: the embedded database serves one process (unset it, or use PostgreSQL)`,
    );
  }
  return {
    ...config,
    workers,
    dataDir: path.resolve(config.DATA_DIR),
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  };
}

/** Unset is one process; `auto` is one worker per core the machine gives this process. */
function workerCount(setting: string | undefined): number {
  if (!setting) return 1;
  return setting === 'auto' ? os.availableParallelism() : Number(setting);
}
