import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults every setting to the embedded mode', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBeUndefined();
    expect(config.REPORT_HIDE_THRESHOLD).toBe(3);
    expect(config.REPORT_MIN_ACCOUNT_AGE_HOURS).toBe(24);
    expect(config.LISTING_TTL_DAYS).toBe(60);
    // Unset means on: every process works the job queues unless told otherwise (decision 020).
    expect(config.JOBS).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.MAP_TILE_URL).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('reads production settings', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://aangan:secret@db.internal:5432/aangan',
      REDIS_URL: 'redis://cache:6379',
      SEED_DEMO: 'false',
      LISTING_TTL_DAYS: '45',
      JOBS: 'off',
      PUBLIC_URL: 'https://aangan.in',
      NODE_ENV: 'production',
      AUTH_SECRET: 'a'.repeat(43),
      MAP_TILE_URL: 'https://tiles.example.in/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© Example Maps',
    });
    expect(config.MAP_TILE_URL).toBe('https://tiles.example.in/{z}/{x}/{y}.png');
    expect(config.MAP_TILE_ATTRIBUTION).toBe('© Example Maps');
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toBe('postgresql://aangan:secret@db.internal:5432/aangan');
    expect(config.SEED_DEMO).toBe(false);
    expect(config.LISTING_TTL_DAYS).toBe(45);
    expect(config.JOBS).toBe(false);
    expect(config.publicUrl).toBe('https://aangan.in');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ DATABASE_URL: 'not a url' }, /^DATABASE_URL must be a URL like postgres:\/\//],
    [{ DATABASE_URL: 'mysql://localhost/db' }, /^DATABASE_URL must be a URL like postgres:\/\//],
    [{ PORT: 'eighty' }, /^PORT /],
    [{ PORT: '70000' }, /^PORT /],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL must be a URL like smtps:\/\//],
    [{ AUTH_SECRET: 'short' }, /^AUTH_SECRET must be at least 32 characters/],
    [{ SEED_DEMO: 'maybe' }, /^SEED_DEMO /],
    [{ LISTING_TTL_DAYS: '1' }, /^LISTING_TTL_DAYS must be at least 2 days/],
    [{ LISTING_TTL_DAYS: '30.5' }, /^LISTING_TTL_DAYS must be a whole number of days/],
    [{ JOBS: 'sometimes' }, /^JOBS /],
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/aangan' }, /^AUTH_SECRET must be set when DATABASE_URL/],
    [{ REDIS_URL: 'http://cache' }, /^REDIS_URL must be a URL like redis:\/\//],
    [{ REPORT_HIDE_THRESHOLD: '1' }, /^REPORT_HIDE_THRESHOLD must be at least 2/],
    [{ REPORT_HIDE_THRESHOLD: 'three' }, /^REPORT_HIDE_THRESHOLD /],
    [{ REPORT_MIN_ACCOUNT_AGE_HOURS: '-1' }, /^REPORT_MIN_ACCOUNT_AGE_HOURS /],
    [{ MAP_TILE_URL: 'tiles/{z}/{x}/{y}.png' }, /^MAP_TILE_URL must be a tile URL like https:\/\//],
    [{ MAP_TILE_URL: 'https://tiles.example.in/map.png' }, /^MAP_TILE_URL must be a tile URL/],
  ])('names the variable when %j is wrong', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('loadConfig: a read replica (DATABASE_READ_URL)', () => {
  const primary = 'postgres://aangan@db.internal:5432/aangan';

  it('is unset by default, and read beside DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: primary }).DATABASE_READ_URL).toBeUndefined();
    const replica = 'postgresql://reader@replica.internal:5432/aangan';
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica }).DATABASE_READ_URL).toBe(replica);
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: '' }).DATABASE_READ_URL).toBeUndefined();
  });

  it('is refused without DATABASE_URL, naming both', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://replica/aangan' })).toThrow(
      new ConfigError('DATABASE_READ_URL needs DATABASE_URL: a read replica serves a PostgreSQL primary'),
    );
  });

  it.each(['mysql://replica/aangan', 'replica:5432', 'http://replica/aangan'])('refuses %s', (url) => {
    expect(() => loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: url })).toThrow(
      new ConfigError('DATABASE_READ_URL must be a URL like postgres://user:password@replica:5432/aangan'),
    );
  });
});

describe('loadConfig: worker processes (WEB_CONCURRENCY)', () => {
  const primary = 'postgres://aangan@db.internal:5432/aangan';

  it('is one process unless asked', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '' }).workers).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).workers).toBe(1);
  });

  it('reads a number, or auto as one per core', () => {
    expect(loadConfig({ DATABASE_URL: primary, WEB_CONCURRENCY: '4' }).workers).toBe(4);
    expect(loadConfig({ DATABASE_URL: primary, WEB_CONCURRENCY: ' AUTO ' }).workers).toBe(os.availableParallelism());
  });

  it.each(['0', '-2', 'two', '1.5', '100'])('refuses %s in words', (setting) => {
    expect(() => loadConfig({ DATABASE_URL: primary, WEB_CONCURRENCY: setting })).toThrow(
      new ConfigError('WEB_CONCURRENCY must be a number of worker processes from 1 to 99, or auto (one per core)'),
    );
  });

  it('refuses more than one process on the embedded database, in one line', () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      new ConfigError(
        'WEB_CONCURRENCY=2 needs DATABASE_URL: the embedded database serves one process (unset it, or use PostgreSQL)',
      ),
    );
  });
});
