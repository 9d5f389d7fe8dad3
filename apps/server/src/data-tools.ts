/**
 * The server's public face for data tools (the benchmark's generator and upload run): open a database,
 * migrate it, write rows with the shared data factory. Tools import `@aangan/server/data-tools`, never the
 * files behind it, so the database layer can move without breaking them (scripts/boundaries).
 */
/** How long the server spreads a digest run over by default: the alert benchmark's too (decision 044). */
export { DEFAULT_ALERT_DIGEST_SPREAD_MINUTES } from './config.ts';
export type { DatabaseHandle } from './db/client.ts';
export { openPglite, openPostgres, PLANNER_SETTINGS } from './db/client.ts';
export { lockDataDir } from './db/data-dir-lock.ts';
export { MIGRATIONS_DIR, runMigrations } from './db/migrate.ts';
export { properties, propertyImages, savedSearchAlerts, savedSearches, user } from './db/schema.ts';
export type { BuiltListing } from './db/seed/factory.ts';
export { buildDemoUsers, DEMO_POSTERS, generateListings } from './db/seed/factory.ts';
/** The demo data's cities, first the one its place pages and benchmarks start from; with localities for the search mix. */
export { CITIES, CITY_NAMES } from './db/seed/places.ts';
export { chance, createRng, pickWeighted, type Rng } from './db/seed/random.ts';
/** The alert benchmark (bench/alerts.ts): the saved-search column writer, the reverse match, the digest jobs. */
export { createMailer } from './mail/mailer.ts';
export { alertDigestJobs } from './modules/alerts/digests.ts';
export { findPlaceNames } from './modules/places/service.ts';
/** The search benchmark's raw-SQL comparison (issue 22): the statements a search runs, as text and parameters. */
export { searchStatements } from './modules/properties/service.ts';
export { savedSearchesMatching, searchToSave } from './modules/saved-searches/service.ts';
