import { CONTACT_INQUIRY_MESSAGE, hasRole, LEADS_MESSAGES, type LeadsPage } from '@aangan/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { inquiries, properties, savedProperties, user } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { propertyNotFound } from '../../http/property-not-found.ts';

/** Whether this person may read a listing's leads: its poster, or the team (decision 022). */
async function requireLeadsAccess(db: Database, userId: string, propertyId: string): Promise<void> {
  const [[listing], [reader]] = await Promise.all([
    db.select({ postedById: properties.postedById }).from(properties).where(eq(properties.id, propertyId)),
    db.select({ role: user.role }).from(user).where(eq(user.id, userId)),
  ]);
  if (!listing) throw propertyNotFound();
  if (listing.postedById === userId || (reader && hasRole(reader.role, 'moderator'))) return;
  throw new AppError('FORBIDDEN', LEADS_MESSAGES.notYours);
}

/**
 * A listing's leads a page at a time, newest first: each person who opened its contact details (one row
 * each, decision 010), by name, with whether their email is verified; and how many saved it. The seeker's
 * email and phone are never read here, so they cannot leak into the answer.
 */
export async function findLeads(
  db: Database,
  userId: string,
  propertyId: string,
  { page, limit }: { page: number; limit: number },
): Promise<LeadsPage> {
  await requireLeadsAccess(db, userId, propertyId);
  const reveals = and(eq(inquiries.propertyId, propertyId), eq(inquiries.message, CONTACT_INQUIRY_MESSAGE));
  const [rows, [totals], [saved]] = await Promise.all([
    db
      .select({ name: user.name, emailVerified: user.emailVerified, revealedAt: inquiries.createdAt })
      .from(inquiries)
      .innerJoin(user, eq(user.id, inquiries.userId))
      .where(reveals)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ count: sql<number>`count(*)::int` }).from(inquiries).where(reveals),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(savedProperties)
      .where(eq(savedProperties.propertyId, propertyId)),
  ]);
  return {
    items: rows.map((row) => ({ ...row, revealedAt: row.revealedAt.toISOString() })),
    page,
    limit,
    total: Number(totals?.count ?? 0),
    savedCount: Number(saved?.count ?? 0),
  };
}
