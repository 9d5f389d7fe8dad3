import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';

/**
 * What names the database in the shared answers' Redis keys, so processes share answers only when they read the
 * same data: the database's name and the listings table's object id. A streaming replica has both of its primary
 * (they share answers, as they should); another database, even one copied from the same template (the tests') or
 * on another server, differs in one of them. Asked once at start.
 */
export async function answerNamespace(db: Database): Promise<string> {
  const [row] = await db
    .select({ identity: sql<string>`current_database() || ':' || 'properties'::regclass::oid::text` })
    .from(sql`(select 1) as one`);
  const identity = row?.identity ?? 'unknown';
  return createHash('sha1').update(identity).digest('base64url').slice(0, 12);
}
