import { escapeLikePattern, type InboxPage, type InboxQuery, MESSAGE_STATUSES } from '@aangan/domain';
import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contactMessageReplies, contactMessages } from '../../db/schema.ts';

/**
 * Messages whose sender's email or name, or subject, contain the search. The inbox holds what people
 * write to the team, thousands rather than millions, so a scan serves it and no trigram index is kept.
 */
function matching(q: string | undefined) {
  if (!q) return undefined;
  const pattern = `%${escapeLikePattern(q)}%`;
  return or(
    ilike(contactMessages.email, pattern),
    ilike(contactMessages.name, pattern),
    ilike(contactMessages.subject, pattern),
  );
}

/** One status's messages a page at a time, newest first, with each status's count under the same search. */
export async function findInboxPage(db: Database, query: InboxQuery): Promise<InboxPage> {
  const search = matching(query.q);
  const [rows, tallies] = await Promise.all([
    db
      .select({
        id: contactMessages.id,
        name: contactMessages.name,
        email: contactMessages.email,
        reason: contactMessages.reason,
        subject: contactMessages.subject,
        status: contactMessages.status,
        createdAt: contactMessages.createdAt,
        replyCount: count(contactMessageReplies.id),
      })
      .from(contactMessages)
      .leftJoin(contactMessageReplies, eq(contactMessageReplies.messageId, contactMessages.id))
      .where(and(eq(contactMessages.status, query.status), search))
      .groupBy(contactMessages.id)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ status: contactMessages.status, total: count() })
      .from(contactMessages)
      .where(search)
      .groupBy(contactMessages.status),
  ]);
  const counts = Object.fromEntries(MESSAGE_STATUSES.map((status) => [status, 0])) as InboxPage['counts'];
  for (const { status, total } of tallies) counts[status] = Number(total);
  const items = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    replyCount: Number(row.replyCount),
  }));
  return { items, counts, page: query.page, limit: query.limit, total: counts[query.status] };
}
