import { hasRole } from '@aangan/domain';
import { and, eq, not, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database.ts';
import { properties, user } from '../db/schema.ts';
import { propertyNotFound } from '../http/property-not-found.ts';
import { queueInstantAlerts } from './instant-alert-queue.ts';

/**
 * Who sees a listing out of public view (decision 019). `listed` is false while the team hides it or its
 * poster is suspended; every public read tests that one column. Its poster still sees it, and so does the
 * team (the detail page); to anyone else it is not there.
 */
const listed = sql`${properties.listed}`;

/**
 * Live: in public view, the one rule every public read applies (search, place pages, the sitemap). Written as
 * the bare column, not `= $1`, so the planner sees the predicate of the search indexes, which hold listed
 * rows only (decision 019).
 */
export const isLive: SQL = listed;

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
 * The one rule for coming back into public view (decision 020), for every action that lifts a reason to be
 * down — a restore or an accepted appeal, the end of a suspension, a renewal: a listing is listed when the
 * team does not hide it, its owner did not mark it let or sold, its period has not run out at `now`, and its
 * owner is not suspended. One whose period ran out meanwhile is marked expired instead, so its owner sees
 * Renew. Run in the caller's transaction after its own change, with the rows locked (the statement reads
 * them as that change left them). Returns the ids and whether each is listed now.
 *
 * A listing that was down and is listed now is queued for instant alerts in the same transaction (decision
 * 029): every way back comes through here, so every comeback can alert, and a renewal of a listing that
 * never went down queues nothing.
 */
export async function relist(tx: Transaction, which: SQL, now: Date): Promise<{ id: string; listed: boolean }[]> {
  const ownerSuspended = sql`exists (select 1 from ${user} where ${user.id} = ${properties.postedById} and ${user.suspendedAt} is not null)`;
  const periodOver = sql`${properties.expiresAt} <= ${now}`;
  const keptDown = sql`${properties.hiddenAt} is not null or ${properties.withdrawnAt} is not null`;
  const wasDown = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(which, not(listed)))
    .for('update', { of: properties });
  const changed = await tx
    .update(properties)
    .set({
      listed: sql`not (${keptDown} or ${periodOver} or ${ownerSuspended})`,
      expiredAt: sql`case when ${keptDown} then ${properties.expiredAt} when ${periodOver} then coalesce(${properties.expiredAt}, ${now}) else null end`,
    })
    .where(which)
    .returning({ id: properties.id, listed: properties.listed });
  const down = new Set(wasDown.map((row) => row.id));
  await queueInstantAlerts(
    tx,
    changed.filter((row) => row.listed && down.has(row.id)).map((row) => row.id),
  );
  return changed;
}

/**
 * When a suspension begins, the poster's listings leave public view; when it ends, they come back unless
 * something else keeps one down (`relist`: the team hid it, its owner withdrew it, or it expired). Run in
 * the suspension's transaction, with the account's row locked and, when it ends, already unsuspended. A
 * hide racing with it waits on the listing's row, and this statement re-reads the row it waited for.
 * Returns how many listings changed.
 */
export async function followSuspension(tx: Transaction, ownerId: string, suspended: boolean): Promise<number> {
  if (!suspended) {
    const downForSuspension = and(
      eq(properties.postedById, ownerId),
      not(listed),
      sql`${properties.hiddenAt} is null and ${properties.withdrawnAt} is null and ${properties.expiredAt} is null`,
    ) as SQL;
    const changed = await relist(tx, downForSuspension, new Date());
    return changed.filter((listing) => listing.listed).length;
  }
  const changed = await tx
    .update(properties)
    .set({ listed: false })
    .where(and(eq(properties.postedById, ownerId), listed))
    .returning({ id: properties.id });
  return changed.length;
}
