import { type Locale, pathInLocale } from '@aangan/domain';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { isLive } from '../../access/listing-visibility.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { properties, propertyImages, savedSearchAlerts, savedSearches, user } from '../../db/schema.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { savedSearchesMatching } from '../saved-searches/service.ts';
import { type AlertListing, type AlertSection, alertMail } from './alert-mail.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

export interface AlertContext {
  db: Database;
  mailer: Mailer;
  /** The server's AUTH_SECRET: it signs the unsubscribe links. */
  secret: string;
  publicUrl: string;
  /** The support address: List-Unsubscribe's mailto. */
  supportEmail: string;
}

/**
 * A listing as an alert shows it, if it is live now (the moment of sending is what counts). The ids go as one
 * array parameter: a digest chunk asks for thousands.
 */
export async function liveAlertListings(db: Database, ids: readonly string[]): Promise<AlertListing[]> {
  if (ids.length === 0) return [];
  const p = properties;
  return db
    .select({
      id: p.id,
      title: p.title,
      price: p.price,
      purpose: p.purpose,
      type: p.type,
      subType: p.subType,
      bedrooms: p.bedrooms,
      carpetArea: p.carpetArea,
      builtUpArea: p.builtUpArea,
      plotArea: p.plotArea,
      locality: p.locality,
      city: p.city,
      cover: propertyImages.url,
    })
    .from(p)
    .leftJoin(propertyImages, and(eq(propertyImages.propertyId, p.id), eq(propertyImages.position, 0)))
    .where(and(sql`${p.id} = any(${sql.param([...ids])}::uuid[])`, isLive));
}

/** The two unsubscribe addresses of a search: the one-click POST (headers) and the page that asks (body). */
export function unsubscribeUrls(context: AlertContext, savedSearchId: string, now: Date, locale: Locale) {
  const token = signUnsubscribe(context.secret, savedSearchId, now);
  return {
    oneClickUrl: new URL(`/api/alerts/unsubscribe?token=${token}`, context.publicUrl).href,
    pageUrl: new URL(pathInLocale(`/alerts/unsubscribe?token=${token}`, locale), context.publicUrl).href,
  };
}

/** A person (in their account's language), or a guest alert's address (userId and name null, its own language). */
export interface Recipient {
  userId: string | null;
  email: string;
  name: string | null;
  locale: Locale;
}

/** One mail per recipient: a person by their account, a guest by their address. */
export const recipientKey = (recipient: Recipient) => recipient.userId ?? `guest:${recipient.email.toLowerCase()}`;

/**
 * Sends one mail per recipient with their sections (in their language), at the pace delivery takes them
 * (`mailer.ready`). Writing a mail takes a millisecond or two of the process's one thread, and a digest chunk
 * writes hundreds: it lets waiting requests in between mails (setImmediate, not a timer) rather than holding
 * them for the whole chunk.
 */
export async function mailRecipients(
  context: AlertContext,
  recipients: Map<string, { recipient: Recipient; sections: AlertSection[] }>,
): Promise<number> {
  for (const { recipient, sections } of recipients.values()) {
    await context.mailer.ready();
    await new Promise((resolve) => setImmediate(resolve));
    context.mailer.send(
      alertMail({
        to: recipient.email,
        name: recipient.name,
        guest: recipient.userId === null,
        locale: recipient.locale,
        publicUrl: context.publicUrl,
        sections,
        unsubscribeMailto: `mailto:${context.supportEmail}?subject=unsubscribe`,
      }),
    );
  }
  return recipients.size;
}

/** The searches one listing was just charged to in the ledger, with the people to mail once that commits. */
export interface InstantClaim {
  listing: AlertListing | undefined;
  claimed: {
    id: string;
    name: string;
    url: string;
    userId: string | null;
    email: string;
    userName: string | null;
    locale: Locale;
  }[];
}

/**
 * Instant alerts for one listing that was published, edited or shown again (decision 029), claimed in the
 * caller's transaction (the instant-alerts job's, which deletes the listing's queue row in it): the saved
 * searches it satisfies now whose frequency is 'instant', less those that were already sent it (the ledger
 * row, inserted on conflict do nothing, decides: a retry or a second edit mails nobody twice). A listing that
 * is not live at this moment goes to nobody and claims no ledger row, so it alerts when it comes back.
 * The caller mails the claim (`mailInstantAlerts`) once the transaction has committed.
 */
export async function claimInstantAlerts(tx: Transaction, propertyId: string, now: Date): Promise<InstantClaim> {
  const matching = await savedSearchesMatching(tx, propertyId);
  if (matching.length === 0) return { listing: undefined, claimed: [] };
  const [live] = await liveAlertListings(tx, [propertyId]);
  if (!live) return { listing: undefined, claimed: [] };
  const wanted = await tx
    .select({
      id: savedSearches.id,
      name: savedSearches.name,
      url: savedSearches.url,
      userId: savedSearches.userId,
      email: sql<string>`coalesce(${user.email}, ${savedSearches.guestEmail})`,
      userName: user.name,
      locale: sql<Locale>`coalesce(${user.locale}, ${savedSearches.locale})`,
    })
    .from(savedSearches)
    // A guest alert has no account: it goes to its address, in its own language.
    .leftJoin(user, eq(user.id, savedSearches.userId))
    // A suspended person gets no alerts while suspended; a guest alert waiting for its link gets none.
    .where(
      and(
        inArray(savedSearches.id, matching),
        eq(savedSearches.frequency, 'instant'),
        isNotNull(savedSearches.confirmedAt),
        isNull(user.suspendedAt),
      ),
    );
  if (wanted.length === 0) return { listing: live, claimed: [] };
  const inserted = await tx
    .insert(savedSearchAlerts)
    .values(wanted.map((search) => ({ savedSearchId: search.id, propertyId, sentAt: now })))
    .onConflictDoNothing()
    .returning({ id: savedSearchAlerts.savedSearchId });
  const ids = new Set(inserted.map((row) => row.id));
  return { listing: live, claimed: wanted.filter((search) => ids.has(search.id)) };
}

/** Mails a committed claim: one message per person, naming the listing under each of their searches. */
export async function mailInstantAlerts(
  context: AlertContext,
  { listing, claimed }: InstantClaim,
  now: Date,
): Promise<{ mails: number; searches: number }> {
  if (!listing || claimed.length === 0) return { mails: 0, searches: 0 };
  const recipients = new Map<string, { recipient: Recipient; sections: AlertSection[] }>();
  for (const search of claimed) {
    const recipient = { userId: search.userId, email: search.email, name: search.userName, locale: search.locale };
    const entry = recipients.get(recipientKey(recipient)) ?? { recipient, sections: [] };
    entry.sections.push({
      name: search.name,
      url: search.url,
      listings: [listing],
      total: 1,
      ...unsubscribeUrls(context, search.id, now, search.locale),
    });
    recipients.set(recipientKey(recipient), entry);
  }
  return { mails: await mailRecipients(context, recipients), searches: claimed.length };
}
