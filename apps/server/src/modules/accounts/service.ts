import {
  type AccountDetail,
  type AccountLookup,
  type AccountMatches,
  CONTACT_INQUIRY_MESSAGE,
  listingStateOf,
  MODERATION_MESSAGES,
} from '@aangan/domain';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { findRecordHistory } from '../../audit/record-history.ts';
import type { Database } from '../../db/database.ts';
import { inquiries, properties, user } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { findAccountReports } from '../reports/service.ts';

/** The account's contacts revealed that its page lists; the total counts them all. */
const REVEALS_SHOWN = 50;

export const accountNotFound = () => new AppError('NOT_FOUND', MODERATION_MESSAGES.accountNotFound);

/** The accounts an email or a mobile number names (mobiles stored as 10 digits; older rows may carry +91). */
export async function findAccounts(db: Database, lookup: AccountLookup): Promise<AccountMatches> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      role: user.role,
      createdAt: user.createdAt,
      suspendedAt: user.suspendedAt,
      // Qualified by hand: in a select list Drizzle leaves "id" bare, which the subquery would read as its own.
      listingCount: sql<number>`(select count(*)::int from ${properties} where ${properties.postedById} = ${sql.identifier('user')}.${sql.identifier('id')})`,
    })
    .from(user)
    .where(
      lookup.by === 'email' ? eq(user.email, lookup.email) : inArray(user.phone, [lookup.phone, `+91${lookup.phone}`]),
    )
    .orderBy(user.email);
  return {
    items: rows.map(({ createdAt, suspendedAt, listingCount, ...account }) => ({
      ...account,
      memberSince: createdAt.toISOString(),
      suspended: suspendedAt !== null,
      listingCount: Number(listingCount),
    })),
  };
}

/** One account as the team sees it: its suspension, every listing with its state, the contacts it revealed. */
export async function findAccountDetail(db: Database, accountId: string): Promise<AccountDetail> {
  const reveal = and(eq(inquiries.userId, accountId), eq(inquiries.message, CONTACT_INQUIRY_MESSAGE));
  const [[account], listings, reveals, [revealTotal], reports, history] = await Promise.all([
    db.select().from(user).where(eq(user.id, accountId)),
    db
      .select({
        id: properties.id,
        title: properties.title,
        purpose: properties.purpose,
        price: properties.price,
        city: properties.city,
        locality: properties.locality,
        createdAt: properties.createdAt,
        listed: properties.listed,
        hiddenReason: properties.hiddenReason,
        expiredAt: properties.expiredAt,
        withdrawnAt: properties.withdrawnAt,
        verified: properties.verificationStatus,
      })
      .from(properties)
      .where(eq(properties.postedById, accountId))
      .orderBy(desc(properties.createdAt), desc(properties.id)),
    db
      .select({ listingId: inquiries.propertyId, title: properties.title, at: inquiries.createdAt })
      .from(inquiries)
      .innerJoin(properties, eq(properties.id, inquiries.propertyId))
      .where(reveal)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(REVEALS_SHOWN),
    db.select({ total: count() }).from(inquiries).where(reveal),
    findAccountReports(db, accountId),
    findRecordHistory(db, { type: 'account', id: accountId }),
  ]);
  if (!account) throw accountNotFound();
  const { suspendedAt, suspensionReason, suspendedBy } = account;
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    phone: account.phone,
    role: account.role,
    memberSince: account.createdAt.toISOString(),
    emailVerified: account.emailVerified,
    type: account.type,
    suspension:
      suspendedAt && suspensionReason && suspendedBy
        ? { at: suspendedAt.toISOString(), reason: suspensionReason, by: suspendedBy }
        : null,
    listings: listings.map(({ listed, createdAt, expiredAt, withdrawnAt, ...listing }) => ({
      ...listing,
      createdAt: createdAt.toISOString(),
      state: listingStateOf(listed, listing.hiddenReason !== null, {
        expired: expiredAt !== null,
        withdrawn: withdrawnAt !== null,
      }),
    })),
    reveals: {
      total: Number(revealTotal?.total ?? 0),
      items: reveals.map(({ at, ...item }) => ({ ...item, at: at.toISOString() })),
    },
    reports,
    history,
  };
}
