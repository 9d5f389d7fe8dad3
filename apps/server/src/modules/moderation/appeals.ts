import { type AppealDecision, MODERATION_MESSAGES, type OwnerAppeal, VERIFICATION_MESSAGES } from '@aangan/domain';
import { and, desc, eq, gte } from 'drizzle-orm';
import { checkListingAccess } from '../../access/listing-access.ts';
import { recordAudit } from '../../audit/audit-log.ts';
import { findTeamActor } from '../../audit/team-actor.ts';
import type { Database } from '../../db/database.ts';
import { listingAppeals, properties } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { toOwnerAppeal } from './appeal-shapes.ts';
import { lockModeratedListing, type OwnerNotice } from './listing-lock.ts';
import { unhide } from './visibility.ts';

const appealNotFound = () => new AppError('NOT_FOUND', MODERATION_MESSAGES.appealNotFound);

/**
 * The owner appeals against their listing being hidden: once per hiding. The listing's row is held (shared)
 * while it is checked, so a restore cannot slip in between; two appeals at once both pass the check, and
 * the database's one-open-appeal index lets only one in.
 */
export async function appealListing(
  db: Database,
  userId: string,
  propertyId: string,
  message: string,
): Promise<OwnerAppeal> {
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select({ postedById: properties.postedById, hiddenAt: properties.hiddenAt })
      .from(properties)
      .where(eq(properties.id, propertyId))
      .for('share');
    checkListingAccess({ userId }, listing, 'appeal');
    if (!listing.hiddenAt) throw new AppError('CONFLICT', MODERATION_MESSAGES.appealNotHidden);
    const [earlier] = await tx
      .select({ status: listingAppeals.status })
      .from(listingAppeals)
      .where(and(eq(listingAppeals.propertyId, propertyId), gte(listingAppeals.createdAt, listing.hiddenAt)))
      .orderBy(desc(listingAppeals.createdAt))
      .limit(1);
    if (earlier?.status === 'open') throw new AppError('CONFLICT', MODERATION_MESSAGES.appealAlreadyOpen);
    if (earlier) throw new AppError('CONFLICT', MODERATION_MESSAGES.appealAlreadyAnswered);
    const [created] = await tx
      .insert(listingAppeals)
      .values({ propertyId, ownerId: userId, message })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError('CONFLICT', MODERATION_MESSAGES.appealAlreadyOpen);
    return toOwnerAppeal(created);
  });
}

/**
 * A moderator answers an open appeal: `uphold` keeps the listing hidden, `restore` shows it again; either
 * way the owner reads the reply. The listing is locked first, then the appeal: when the appeal is no
 * longer open, another moderator answered it or restored the listing first (409, nothing applied).
 */
export async function answerAppeal(
  db: Database,
  actorId: string,
  appealId: string,
  { decision, reply }: AppealDecision,
): Promise<OwnerNotice> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ propertyId: listingAppeals.propertyId })
      .from(listingAppeals)
      .where(eq(listingAppeals.id, appealId));
    if (!found) throw appealNotFound();
    const listing = await lockModeratedListing(tx, found.propertyId);
    const [appeal] = await tx
      .select({ status: listingAppeals.status })
      .from(listingAppeals)
      .where(eq(listingAppeals.id, appealId))
      .for('update');
    if (!appeal) throw appealNotFound();
    if (appeal.status !== 'open') throw new AppError('CONFLICT', VERIFICATION_MESSAGES.changedBySomeoneElse);
    const actor = await findTeamActor(tx, actorId);
    let listed = listing.listed;
    if (decision === 'restore') {
      listed = await unhide(tx, listing, actor, reply);
    } else {
      await tx
        .update(listingAppeals)
        .set({ status: 'upheld', reply, decidedById: actor.id, decidedBy: actor.label, decidedAt: new Date() })
        .where(eq(listingAppeals.id, appealId));
    }
    await recordAudit(tx, {
      actor,
      action: 'appeal.answer',
      target: { type: 'listing', id: listing.id },
      reason: reply,
      before: { appeal: 'open', listed: listing.listed, hidden: true },
      after: { appeal: decision === 'restore' ? 'restored' : 'upheld', listed, hidden: decision !== 'restore' },
    });
    return { ...listing, listed };
  });
}
