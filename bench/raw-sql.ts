/**
 * The database's share of a search (issue 22's rawSqlRatio): the same statements the server runs for a
 * scenario's query string, sent raw through one `pg` client one at a time, as many times as the API's
 * sequential sample. The API's p95 over this p95 is what the HTTP stack, the pool and JSON add.
 */
import { parse } from 'node:querystring';
import { API_ENDPOINTS, type PropertySearch } from '@aangan/domain';
import { openPostgres, PLANNER_SETTINGS, searchStatements } from '@aangan/server/data-tools';
import pg from 'pg';
import { onCleanup } from './cleanup.ts';
import { type Percentiles, percentiles } from './load.ts';

const SEARCH_PATH = '/api/properties?';
/** As the server's pool: a statement that runs away fails rather than holding the bench. */
const STATEMENT_TIMEOUT_MS = 10_000;

export interface RawSql {
  /** Times the statements of `path` (a search scenario's) `count` times or for at most `maxSeconds`. */
  measure(path: string, count: number, maxSeconds: number): Promise<Percentiles>;
  /** The time of one run of `path`'s statements, not warmed first: a query asked once, as the mix's long tail. */
  timeOnce(path: string): Promise<number>;
  close(): Promise<void>;
}

/** Whether a scenario is a search (GET /api/properties with a query), the shapes with a raw comparison. */
export function isSearchPath(path: string): boolean {
  return path.startsWith(SEARCH_PATH);
}

/**
 * The query string as the server's search endpoint parses it: Fastify's default parser gives a repeated key
 * as an array, as node:querystring does, and the endpoint parses that with the contract's schema.
 */
function searchOf(path: string): PropertySearch {
  const query = { ...parse(path.slice(SEARCH_PATH.length)) };
  const schema = API_ENDPOINTS.searchProperties.query;
  return schema.parse(query);
}

export async function openRawSql(databaseUrl: string): Promise<RawSql> {
  // Drizzle builds the SQL text only; it never connects.
  const drizzle = openPostgres({ url: databaseUrl, poolMax: 1 });
  const client = new pg.Client({
    connectionString: databaseUrl,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    application_name: 'aangan-bench-raw',
    // The server's own planner settings (decision 039): the same SQL must get the same plan.
    options: PLANNER_SETTINGS,
  });
  await client.connect();
  const close = async () => {
    released();
    await client.end();
    await drizzle.close();
  };
  const released = onCleanup('close the raw SQL client', close);

  /**
   * A search's statements, SQL built beforehand, so the timing is the database's and the wire's alone: the
   * page's ids, then (when there are any) those listings, for the ids that statement gave.
   */
  const prepare = (search: PropertySearch) => {
    const statements = searchStatements(drizzle.db, search);
    let listings: { key: string; name: string; sql: string; params: unknown[] } | undefined;
    const listingsFor = (ids: readonly string[]) => {
      const key = ids.join(',');
      if (listings?.key !== key) listings = { key, ...statements.listings(ids) };
      return listings;
    };
    // As the server's search (properties/service.ts): past the cap the walk, kept from bitmaps where it must be.
    const walk = async (): Promise<string[]> => {
      const { sql, params } = statements.walk;
      if (!statements.walksWithoutBitmaps)
        return (await client.query<{ id: string }>(sql, params)).rows.map((row) => row.id);
      await client.query('begin');
      try {
        await client.query(statements.withoutBitmaps);
        return (await client.query<{ id: string }>(sql, params)).rows.map((row) => row.id);
      } finally {
        await client.query('commit');
      }
    };
    return async () => {
      // Drizzle reads a select's columns by position and names none: the total, then the page's ids.
      const page = await client.query<[number, string[] | null]>({
        text: statements.matches.sql,
        values: statements.matches.params,
        rowMode: 'array',
      });
      const ids = page.rows[0]?.[1] ?? (await walk());
      if (ids.length === 0) return;
      // Prepared under the server's name, so PostgreSQL plans it once here too.
      const { name, sql, params } = listingsFor(ids);
      await client.query({ name, text: sql, values: params });
    };
  };

  return {
    async measure(path, count, maxSeconds) {
      const runOnce = prepare(searchOf(path));
      // The API's sample ran warm (after the load); so does this one.
      await runOnce();
      const timings: number[] = [];
      const deadline = performance.now() + maxSeconds * 1_000;
      for (let index = 0; index < count && performance.now() < deadline; index++) {
        const started = performance.now();
        await runOnce();
        timings.push(performance.now() - started);
      }
      return percentiles(timings);
    },
    async timeOnce(path) {
      const runOnce = prepare(searchOf(path));
      const started = performance.now();
      await runOnce();
      return performance.now() - started;
    },
    close,
  };
}
