import {
  type BrokerFlag,
  type BrokerFlagEvidence,
  type BrokerFlagPage,
  brokerFlagInWords,
  type FlagDecision,
  type FlagQueueQuery,
  REPORT_MESSAGES,
  TEAM_MESSAGES,
} from '@aangan/domain';
import { asc, count, desc, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import { findTeamActor } from '../../audit/team-actor.ts';
import type { Database } from '../../db/database.ts';
import { brokerFlags, user } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

const flagNotFound = () => new AppError('NOT_FOUND', REPORT_MESSAGES.flagNotFound);

type FlagRow = typeof brokerFlags.$inferSelect;
type AccountRow = Pick<typeof user.$inferSelect, 'id' | 'name' | 'email' | 'phone' | 'createdAt' | 'suspendedAt'>;

const accountColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  createdAt: user.createdAt,
  suspendedAt: user.suspendedAt,
};

/** The evidence as stored: written by the scan from the domain's type, so read back as it. */
export const evidenceOf = (flag: Pick<FlagRow, 'evidence'>) => flag.evidence as unknown as BrokerFlagEvidence;

function toBrokerFlag(flag: FlagRow, account: AccountRow): BrokerFlag {
  const evidence = evidenceOf(flag);
  return {
    id: flag.id,
    kind: flag.kind,
    status: flag.status,
    evidence,
    inWords: brokerFlagInWords(evidence),
    raisedAt: flag.createdAt.toISOString(),
    account: {
      id: account.id,
      name: account.name,
      email: account.email,
      phone: account.phone,
      memberSince: account.createdAt.toISOString(),
      suspended: account.suspendedAt !== null,
    },
    decision:
      flag.decisionNote && flag.decidedBy && flag.decidedAt
        ? { note: flag.decisionNote, by: flag.decidedBy, at: flag.decidedAt.toISOString() }
        : null,
  };
}

/** Broker flags in one status a page at a time: open ones oldest first, decided ones newest first. */
export async function findBrokerFlags(db: Database, { status, page, limit }: FlagQueueQuery): Promise<BrokerFlagPage> {
  const where = eq(brokerFlags.status, status);
  const order = status === 'open' ? asc : desc;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ flag: brokerFlags, account: accountColumns })
      .from(brokerFlags)
      .innerJoin(user, eq(user.id, brokerFlags.userId))
      .where(where)
      .orderBy(order(brokerFlags.createdAt), order(brokerFlags.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(brokerFlags).where(where),
  ]);
  return { items: rows.map(({ flag, account }) => toBrokerFlag(flag, account)), page, limit, total: Number(total) };
}

/**
 * A moderator dismisses a flag (nothing wrong: the same evidence is never raised again) or confirms it
 * (the account is a broker; what to do about the account is a separate, audited action). The flag's row is
 * locked: when it is no longer open, another moderator decided first (409, nothing applied).
 */
export async function decideBrokerFlag(
  db: Database,
  actorId: string,
  flagId: string,
  { decision, note }: FlagDecision,
  now: Date,
): Promise<BrokerFlag> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ flag: brokerFlags, account: accountColumns })
      .from(brokerFlags)
      .innerJoin(user, eq(user.id, brokerFlags.userId))
      .where(eq(brokerFlags.id, flagId))
      .for('update', { of: brokerFlags });
    if (!found) throw flagNotFound();
    if (found.flag.status !== 'open') throw new AppError('CONFLICT', TEAM_MESSAGES.changedBySomeoneElse);
    const actor = await findTeamActor(tx, actorId);
    const status = decision === 'dismiss' ? 'dismissed' : 'confirmed';
    const [decided] = await tx
      .update(brokerFlags)
      .set({ status, decisionNote: note, decidedById: actor.id, decidedBy: actor.label, decidedAt: now })
      .where(eq(brokerFlags.id, flagId))
      .returning();
    if (!decided) throw flagNotFound();
    await recordAudit(tx, {
      actor,
      action: 'flag.decide',
      target: { type: 'account', id: found.flag.userId },
      reason: note,
      before: { flag: found.flag.kind, status: 'open' },
      after: { flag: found.flag.kind, status, evidence: brokerFlagInWords(evidenceOf(found.flag)) },
    });
    return toBrokerFlag(decided, found.account);
  });
}
