import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema.ts';

/** The Drizzle handle every service uses; the same type on PGlite and on node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The handle inside `db.transaction(…)`: services that take part in a caller's transaction accept it. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
