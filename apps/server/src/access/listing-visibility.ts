import { hasRole } from '@aangan/domain';
import { and, eq, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { properties, user } from '../db/schema.ts';
import { propertyNotFound } from '../http/property-not-found.ts';

/**
 * Who sees a listing out of public view (decision 019). `listed` is false while the team hides it or its
 * poster is suspended; every public read tests that one column. Its poster still sees it, and so does the
 * team (the detail page); to anyone else it is not there.
 */
const listed = sql`${properties.listed}`;

/** Listings `viewerId` may open as a member: the listed ones, and their own whatever their state. */
export function visibleTo(viewerId: string): SQL {
  return or(listed, eq(properties.postedById, viewerId)) as SQL;
}

/**
 * The detail page's check: a listing out of public view is a 404 to all but its poster and the team.
 * The viewer's role is read only then, so a listed listing costs no extra query.
 */
export async function checkListingVisible(
  db: Database,
  viewerId: string,
  listing: { listed: boolean; postedById: string },
): Promise<void> {
  if (listing.listed || listing.postedById === viewerId) return;
  const [viewer] = await db.select({ role: user.role }).from(user).where(eq(user.id, viewerId));
  if (!viewer || !hasRole(viewer.role, 'moderator')) throw propertyNotFound();
}

/**
 * When a suspension begins, the poster's listings leave public view; when it ends, they come back unless
 * the team hid one by itself. Run in the suspension's transaction, with the account's row locked. A hide
 * racing with it waits on the listing's row, and this statement re-reads the row it waited for.
 * Returns how many listings changed.
 */
export async function followSuspension(tx: Transaction, ownerId: string, suspended: boolean): Promise<number> {
  const changed = await tx
    .update(properties)
    .set({ listed: suspended ? false : sql`${properties.hiddenAt} is null` })
    .where(
      and(
        eq(properties.postedById, ownerId),
        suspended ? listed : and(not(listed), sql`${properties.hiddenAt} is null`),
      ),
    )
    .returning({ id: properties.id });
  return changed.length;
}
