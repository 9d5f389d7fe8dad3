import type { Locale, Me, ProfileUpdate } from '@aangan/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { inquiries, properties, savedProperties, user } from '../../db/schema.ts';

// Drizzle leaves column names unqualified inside a select list, where "id" would mean the subquery's own.
const userId = sql`${sql.identifier('user')}.${sql.identifier('id')}`;

/** The columns a person may see about themselves: never a password, token or code (those live elsewhere). */
const meColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  type: user.type,
  avatarUrl: user.avatarUrl,
  emailVerified: user.emailVerified,
  phoneVerified: user.phoneVerified,
  role: user.role,
  locale: user.locale,
  createdAt: user.createdAt,
  // Counted from the tables each time, never kept as lists on the user (docs/design.md §4).
  listed: sql<number>`(select count(*)::int from ${properties} where ${properties.postedById} = ${userId})`,
  // Saved listings the person can still open, as the Saved page lists them (listing-visibility.ts).
  saved: sql<number>`(select count(*)::int from ${savedProperties} join ${properties} on ${properties.id} = ${savedProperties.propertyId} where ${savedProperties.userId} = ${userId} and (${properties.listed} or ${properties.postedById} = ${userId}))`,
  inquiries: sql<number>`(select count(*)::int from ${inquiries} where ${inquiries.userId} = ${userId})`,
};

async function selectMeRow(db: Database, userId: string) {
  const [row] = await db.select(meColumns).from(user).where(eq(user.id, userId));
  return row;
}

function toMe(row: NonNullable<Awaited<ReturnType<typeof selectMeRow>>>): Me {
  const { createdAt, listed, saved, inquiries: inquiryCount, ...profile } = row;
  // Counts are numbers on both drivers thanks to ::int; Number() guards a driver that returns text.
  return {
    ...profile,
    memberSince: createdAt.toISOString(),
    counts: { listed: Number(listed), saved: Number(saved), inquiries: Number(inquiryCount) },
  };
}

export async function findMe(db: Database, userId: string): Promise<Me | null> {
  const row = await selectMeRow(db, userId);
  return row ? toMe(row) : null;
}

/** Saves what the profile form may change; the email and the verified flags are not among them. */
export async function updateMe(db: Database, userId: string, update: ProfileUpdate): Promise<Me | null> {
  const updated = await db
    .update(user)
    .set({ ...update, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ id: user.id });
  return updated.length > 0 ? findMe(db, userId) : null;
}

/** Remembers the language the person chose; false when the account is gone. */
export async function setLocale(db: Database, userId: string, locale: Locale): Promise<boolean> {
  const updated = await db
    .update(user)
    .set({ locale, updatedAt: new Date() })
    .where(eq(user.id, userId))
    .returning({ id: user.id });
  return updated.length > 0;
}

/** The language an address's account reads Aangan in, for a mail to it (a code before sign-in, say). */
export async function localeOfEmail(db: Database, email: string): Promise<Locale | undefined> {
  const [row] = await db.select({ locale: user.locale }).from(user).where(eq(user.email, email)).limit(1);
  return row?.locale;
}

export async function isEmailRegistered(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return row !== undefined;
}

/** Whether a code for verifying this address should be sent: an account exists and is not yet verified. */
export async function isAwaitingVerification(db: Database, email: string): Promise<boolean> {
  const [row] = await db.select({ verified: user.emailVerified }).from(user).where(eq(user.email, email)).limit(1);
  return row !== undefined && !row.verified;
}
