import {
  INBOX_MESSAGES,
  type Locale,
  type MessageReply,
  type MessageStatus,
  type MessageStatusChange,
} from '@aangan/domain';
import { count, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/audit-log.ts';
import { findTeamActor, type TeamActor } from '../../audit/team-actor.ts';
import type { Database, Transaction } from '../../db/database.ts';
import { contactMessageReplies, contactMessages } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/** The 404 for a message that is not there, in the inbox's words. */
export const messageNotFound = () => new AppError('NOT_FOUND', INBOX_MESSAGES.messageNotFound);

/** What the reply's mail needs of the message it answers. */
export interface RepliedMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Date;
  /** The language of the page it was sent from: the reply's own words are in it. */
  locale: Locale;
}

/**
 * The message, locked until the transaction ends, with how many replies it has; every change to a message
 * takes this lock first, so two moderators acting at once are served one after the other.
 */
async function lockMessage(tx: Transaction, messageId: string) {
  const [message] = await tx
    .select({
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      locale: contactMessages.locale,
      status: contactMessages.status,
    })
    .from(contactMessages)
    .where(eq(contactMessages.id, messageId))
    .for('update');
  if (!message) throw messageNotFound();
  const [{ replies } = { replies: 0 }] = await tx
    .select({ replies: count() })
    .from(contactMessageReplies)
    .where(eq(contactMessageReplies.messageId, messageId));
  return { ...message, replies: Number(replies) };
}

const changedBySomeoneElse = () => new AppError('CONFLICT', INBOX_MESSAGES.changedBySomeoneElse);

/**
 * The columns of a message moved to `status` by `actor`: answering (a reply, or by hand) stamps who and
 * when; closing stamps the same until it is reopened or answered again.
 */
function statusColumns(status: MessageStatus, actor: TeamActor, at: Date, replied: boolean) {
  const answered =
    status === 'answered' || replied ? { answeredAt: at, answeredById: actor.id, answeredBy: actor.label } : {};
  const closed =
    status === 'closed'
      ? { closedAt: at, closedById: actor.id, closedBy: actor.label }
      : { closedAt: null, closedById: null, closedBy: null };
  return { status, ...answered, ...closed };
}

/**
 * Stores a reply and the status after it, with its audit entry, in one transaction; the caller mails it
 * once committed. When the message is not as the moderator saw it (another status, or a reply sent
 * meanwhile) someone else acted first: 409, nothing applied.
 */
export async function replyToMessage(
  db: Database,
  actorId: string,
  messageId: string,
  reply: MessageReply,
): Promise<RepliedMessage> {
  return db.transaction(async (tx) => {
    const actor = await findTeamActor(tx, actorId);
    const { status, replies, ...message } = await lockMessage(tx, messageId);
    if (status !== reply.from || replies !== reply.repliesSeen) throw changedBySomeoneElse();
    const at = new Date();
    const [stored] = await tx
      .insert(contactMessageReplies)
      .values({ messageId, body: reply.message, sentById: actor.id, sentBy: actor.label, createdAt: at })
      .returning({ id: contactMessageReplies.id });
    if (!stored) throw new Error('the reply was not stored');
    await tx
      .update(contactMessages)
      .set(statusColumns(reply.status, actor, at, true))
      .where(eq(contactMessages.id, messageId));
    await recordAudit(tx, {
      actor,
      action: 'message.reply',
      target: { type: 'message', id: messageId },
      before: { status },
      after: { status: reply.status, reply: stored.id },
    });
    return message;
  });
}

/**
 * Closes, reopens or marks answered a message, with its audit entry, in one transaction. When its status
 * is no longer the one the moderator saw, someone else acted first: 409, nothing applied.
 */
export async function changeMessageStatus(
  db: Database,
  actorId: string,
  messageId: string,
  change: MessageStatusChange,
): Promise<void> {
  await db.transaction(async (tx) => {
    const actor = await findTeamActor(tx, actorId);
    const { status } = await lockMessage(tx, messageId);
    if (status !== change.from) throw changedBySomeoneElse();
    await tx
      .update(contactMessages)
      .set(statusColumns(change.status, actor, new Date(), false))
      .where(eq(contactMessages.id, messageId));
    await recordAudit(tx, {
      actor,
      action: 'message.status',
      target: { type: 'message', id: messageId },
      before: { status },
      after: { status: change.status },
    });
  });
}
