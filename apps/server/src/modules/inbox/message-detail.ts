import type { InboxMessage } from '@aangan/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { contactMessageReplies, contactMessages } from '../../db/schema.ts';
import { messageNotFound } from './service.ts';

const mark = (at: Date | null, by: string | null) => (at && by ? { at: at.toISOString(), by } : null);

/** One message as a moderator opens it: its text, how to reach the sender, and every reply, oldest first. */
export async function findInboxMessage(db: Database, messageId: string): Promise<InboxMessage> {
  const [[message], replies] = await Promise.all([
    db.select().from(contactMessages).where(eq(contactMessages.id, messageId)),
    db
      .select()
      .from(contactMessageReplies)
      .where(eq(contactMessageReplies.messageId, messageId))
      .orderBy(asc(contactMessageReplies.createdAt), asc(contactMessageReplies.id)),
  ]);
  if (!message) throw messageNotFound();
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    phone: message.phone,
    reason: message.reason,
    subject: message.subject,
    message: message.message,
    status: message.status,
    createdAt: message.createdAt.toISOString(),
    answered: mark(message.answeredAt, message.answeredBy),
    closed: mark(message.closedAt, message.closedBy),
    replies: replies.map((reply) => ({
      id: reply.id,
      message: reply.body,
      sentBy: reply.sentBy,
      sentAt: reply.createdAt.toISOString(),
    })),
  };
}
