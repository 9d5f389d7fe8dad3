import type { ContactMessage, Locale } from '@aangan/domain';
import type { Database } from '../../db/database.ts';
import { contactMessages, newsletterSubscribers } from '../../db/schema.ts';

/**
 * Keeps the message, so none is lost when mail is down; the caller mails it afterwards. `locale` is the page's
 * language, which frames the team's reply.
 */
export async function storeContactMessage(
  db: Database,
  message: ContactMessage,
  sender: { userId: string | null; locale: Locale },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, ...sender })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message was not stored');
  return row;
}

/** Adds an address once; signing up again keeps the first sign-up as it was. */
export async function subscribeToNewsletter(db: Database, email: string, source: 'footer' | 'alerts'): Promise<void> {
  await db.insert(newsletterSubscribers).values({ email, source }).onConflictDoNothing();
}
