import { CONTACT_INQUIRY_MESSAGE, type DataExport, isUploadKey, VIEW_INQUIRY_MESSAGE } from '@aangan/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { selectListings, toPinnedListing } from '../../db/listing-query.ts';
import {
  contactMessageReplies,
  contactMessages,
  inquiries,
  listingAppeals,
  listingReports,
  mediaUploads,
  newsletterSubscribers,
  properties,
  savedProperties,
  savedSearches,
  user,
  verificationRequests,
} from '../../db/schema.ts';

/** How a stored picture value becomes an address in the file: uploads through storage, links as they are. */
export type PictureAddress = (value: string) => string;

const iso = (value: Date) => value.toISOString();
const isoOrNull = (value: Date | null) => value?.toISOString() ?? null;

async function accountOf(tx: Transaction, userId: string): Promise<DataExport['account'] | null> {
  const [row] = await tx
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone,
      type: user.type,
      avatarUrl: user.avatarUrl,
      role: user.role,
      emailVerified: user.emailVerified,
      phoneVerified: user.phoneVerified,
      termsAccepted: user.termsAccepted,
      termsAcceptedAt: user.termsAcceptedAt,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
      suspendedAt: user.suspendedAt,
      suspensionReason: user.suspensionReason,
    })
    .from(user)
    .where(eq(user.id, userId));
  if (!row) return null;
  return {
    ...row,
    termsAcceptedAt: isoOrNull(row.termsAcceptedAt),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    suspendedAt: isoOrNull(row.suspendedAt),
  };
}

async function listingsOf(tx: Transaction, userId: string, address: PictureAddress): Promise<DataExport['listings']> {
  const rows = await selectListings(tx)
    .where(eq(properties.postedById, userId))
    .orderBy(desc(properties.createdAt), desc(properties.id));
  const ids = rows.map((row) => row.property.id);
  const requests =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(verificationRequests)
          .where(inArray(verificationRequests.propertyId, ids))
          .orderBy(asc(verificationRequests.createdAt));
  return rows.map((row) => {
    const p = row.property;
    return {
      ...toPinnedListing(row),
      pictureUrls: row.imageUrls.map(address),
      state: {
        listed: p.listed,
        verifiedAt: isoOrNull(p.verifiedAt),
        hiddenAt: isoOrNull(p.hiddenAt),
        hiddenReason: p.hiddenReason,
        hiddenNote: p.hiddenNote,
        confirmedAt: iso(p.confirmedAt),
        expiresAt: iso(p.expiresAt),
        expiredAt: isoOrNull(p.expiredAt),
        withdrawnAt: isoOrNull(p.withdrawnAt),
      },
      // The history of its verification; who on the team decided stays the team's.
      verificationRequests: requests
        .filter((request) => request.propertyId === p.id)
        .map((request) => ({
          trigger: request.trigger,
          status: request.status,
          reason: request.reason,
          createdAt: iso(request.createdAt),
          decidedAt: isoOrNull(request.decidedAt),
        })),
    };
  });
}

async function interestOf(tx: Transaction, userId: string) {
  const rows = await tx
    .select({
      propertyId: inquiries.propertyId,
      title: properties.title,
      message: inquiries.message,
      at: inquiries.createdAt,
    })
    .from(inquiries)
    .innerJoin(properties, eq(properties.id, inquiries.propertyId))
    .where(
      and(eq(inquiries.userId, userId), inArray(inquiries.message, [VIEW_INQUIRY_MESSAGE, CONTACT_INQUIRY_MESSAGE])),
    )
    .orderBy(desc(inquiries.createdAt));
  const of = (message: string) => rows.filter((row) => row.message === message);
  return {
    contactReveals: of(CONTACT_INQUIRY_MESSAGE).map(({ propertyId, title, at }) => ({
      propertyId,
      title,
      revealedAt: iso(at),
    })),
    views: of(VIEW_INQUIRY_MESSAGE).map(({ propertyId, title, at }) => ({ propertyId, title, viewedAt: iso(at) })),
  };
}

async function contactMessagesOf(tx: Transaction, userId: string): Promise<DataExport['contactMessages']> {
  const messages = await tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(desc(contactMessages.createdAt));
  const replies =
    messages.length === 0
      ? []
      : await tx
          .select({
            messageId: contactMessageReplies.messageId,
            body: contactMessageReplies.body,
            at: contactMessageReplies.createdAt,
          })
          .from(contactMessageReplies)
          .where(
            inArray(
              contactMessageReplies.messageId,
              messages.map((message) => message.id),
            ),
          )
          .orderBy(asc(contactMessageReplies.createdAt));
  return messages.map((message) => ({
    name: message.name,
    email: message.email,
    phone: message.phone,
    reason: message.reason,
    subject: message.subject,
    message: message.message,
    status: message.status,
    createdAt: iso(message.createdAt),
    replies: replies
      .filter((reply) => reply.messageId === message.id)
      .map((reply) => ({ message: reply.body, sentAt: iso(reply.at) })),
  }));
}

/**
 * Everything Aangan keeps about one person (decision 022), read in one repeatable-read transaction so the
 * sections agree with each other. Null when the account is gone. Contact-page messages are those sent while
 * signed in: a guest's message that only names the address proves nothing about who wrote it.
 */
export async function findDataExport(
  db: Database,
  userId: string,
  address: PictureAddress,
): Promise<DataExport | null> {
  return db.transaction(
    async (tx) => {
      const account = await accountOf(tx, userId);
      if (!account) return null;
      // One after another: a transaction is one connection, which runs one statement at a time.
      const listings = await listingsOf(tx, userId, address);
      const uploads = await tx
        .select()
        .from(mediaUploads)
        .where(eq(mediaUploads.userId, userId))
        .orderBy(desc(mediaUploads.createdAt));
      const saved = await tx
        .select({ propertyId: savedProperties.propertyId, title: properties.title, at: savedProperties.createdAt })
        .from(savedProperties)
        .innerJoin(properties, eq(properties.id, savedProperties.propertyId))
        .where(eq(savedProperties.userId, userId))
        .orderBy(desc(savedProperties.createdAt));
      const searches = await tx
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
      const interest = await interestOf(tx, userId);
      const reports = await tx
        .select({ report: listingReports, title: properties.title })
        .from(listingReports)
        .innerJoin(properties, eq(properties.id, listingReports.propertyId))
        .where(eq(listingReports.reporterId, userId))
        .orderBy(desc(listingReports.createdAt));
      const appeals = await tx
        .select({ appeal: listingAppeals, title: properties.title })
        .from(listingAppeals)
        .innerJoin(properties, eq(properties.id, listingAppeals.propertyId))
        .where(eq(listingAppeals.ownerId, userId))
        .orderBy(desc(listingAppeals.createdAt));
      const messages = await contactMessagesOf(tx, userId);
      const [newsletter] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, account.email));
      return {
        exportedAt: new Date().toISOString(),
        account,
        listings,
        uploads: uploads
          .filter((upload) => isUploadKey(upload.key))
          .map((upload) => ({
            url: address(upload.key),
            width: upload.width,
            height: upload.height,
            uploadedAt: iso(upload.createdAt),
          })),
        savedListings: saved.map(({ propertyId, title, at }) => ({ propertyId, title, savedAt: iso(at) })),
        savedSearches: searches.map((search) => ({
          name: search.name,
          url: search.url,
          frequency: search.frequency,
          createdAt: iso(search.createdAt),
          lastSeenAt: iso(search.lastSeenAt),
        })),
        ...interest,
        reports: reports.map(({ report, title }) => ({
          propertyId: report.propertyId,
          title,
          reason: report.reason,
          details: report.details,
          status: report.status,
          decisionNote: report.decisionNote,
          createdAt: iso(report.createdAt),
          updatedAt: iso(report.updatedAt),
        })),
        appeals: appeals.map(({ appeal, title }) => ({
          propertyId: appeal.propertyId,
          title,
          message: appeal.message,
          status: appeal.status,
          reply: appeal.reply,
          createdAt: iso(appeal.createdAt),
          decidedAt: isoOrNull(appeal.decidedAt),
        })),
        contactMessages: messages,
        newsletter: newsletter
          ? { email: newsletter.email, source: newsletter.source, subscribedAt: iso(newsletter.createdAt) }
          : null,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
