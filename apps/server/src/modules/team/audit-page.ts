import { type AuditPage, type AuditQuery, escapeLikePattern } from '@aangan/domain';
import { and, count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { auditLog, contactMessages, properties, user } from '../../db/schema.ts';

/** One page of the audit log, newest first, with every filter the moderator set (all of them at once). */
export async function findAuditPage(db: Database, query: AuditQuery): Promise<AuditPage> {
  const filters: SQL[] = [];
  if (query.action) filters.push(eq(auditLog.action, query.action));
  if (query.targetType) filters.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) filters.push(eq(auditLog.targetId, query.targetId));
  if (query.actor) filters.push(ilike(auditLog.actor, `%${escapeLikePattern(query.actor)}%`));
  const where = and(...filters);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({
        entry: auditLog,
        targetLabel: sql<string | null>`coalesce(${user.email}, ${properties.title}, ${contactMessages.subject})`,
      })
      .from(auditLog)
      // An account is named by its email and a listing by its title; the id alone means nothing to a moderator.
      .leftJoin(user, and(eq(auditLog.targetType, 'account'), eq(auditLog.targetId, user.id)))
      // Cast the entry's id, not the listing's, so the listing is found by its key; only listing entries hold a uuid.
      .leftJoin(
        properties,
        eq(properties.id, sql`case when ${auditLog.targetType} = 'listing' then ${auditLog.targetId}::uuid end`),
      )
      // A contact-page message by its subject, the same way.
      .leftJoin(
        contactMessages,
        eq(contactMessages.id, sql`case when ${auditLog.targetType} = 'message' then ${auditLog.targetId}::uuid end`),
      )
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const items = rows.map(({ entry: { actorId: _, createdAt, ...entry }, targetLabel }) => ({
    ...entry,
    targetLabel,
    createdAt: createdAt.toISOString(),
  }));
  return { items, page: query.page, limit: query.limit, total: Number(total) };
}
