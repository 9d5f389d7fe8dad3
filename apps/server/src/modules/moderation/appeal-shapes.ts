import type { AppealQueue, OwnerAppeal } from '@aangan/domain';
import type { listingAppeals } from '../../db/schema.ts';

type AppealRow = typeof listingAppeals.$inferSelect;

/** An appeal as its owner sees it. */
export function toOwnerAppeal(row: AppealRow): OwnerAppeal {
  return { status: row.status, createdAt: row.createdAt.toISOString(), reply: row.reply };
}

/** An appeal as the team reads it, in the queue and on the listing's page. */
export function toTeamAppeal(row: AppealRow): Omit<AppealQueue['items'][number], 'listing' | 'owner'> {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    reply: row.reply,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
  };
}
