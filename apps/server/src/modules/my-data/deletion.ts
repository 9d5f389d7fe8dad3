import { ACCOUNT_DELETION_MESSAGES, AUTH_MESSAGES, uploadVariantKeys } from '@aangan/domain';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  brokerFlags,
  contactMessages,
  mediaUploads,
  newsletterSubscribers,
  properties,
  propertyImages,
  savedSearches,
  user,
  verification,
} from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';

/**
 * What a contact-page message keeps of a deleted sender: the words stay in the team's inbox (a complaint about
 * a fraudulent listing is safety evidence), the person does not. `.invalid` is a name no mail can reach
 * (RFC 2606), so a reply to it goes nowhere rather than to whoever registers the address next.
 */
export const ANONYMISED_SENDER = {
  name: 'Deleted account',
  email: 'deleted-account@aangan.invalid',
  phone: '',
} as const;

/** How a shared-phone flag's evidence names an account that was deleted. */
const ANONYMISED_FLAG_ACCOUNT = { id: 'deleted-account', email: ANONYMISED_SENDER.name };

/** better-auth's one-time codes are keyed `<purpose>-otp-<email>` (email-otp plugin). */
const CODE_PURPOSES = ['email-verification', 'forget-password', 'sign-in', 'phone-verification'] as const;

/**
 * Deletes an account for good in one transaction (decision 022): its listings (their pictures' rows,
 * interest, reports, verification requests and appeals go with them by cascade), then the account, whose
 * sessions, sign-in rows, saved lists and searches, views and reveals, uploads and broker flags cascade too; the codes
 * for its email, its newsletter address and guest alerts. Reports it made against others stay with no reporter (the foreign
 * key sets null); its contact-page messages, and other accounts' shared-phone flags that named it, stay
 * anonymised; the audit log is untouched (append-only).
 * Returns the storage keys of every picture it uploaded, to remove once committed.
 *
 * Team members are refused: a moderator or admin leaves the team first, so the console is never left without
 * its last admin by a click, and stepping down is recorded in the audit log like every role change.
 */
export async function deleteAccount(db: Database, userId: string): Promise<{ droppedKeys: string[] }> {
  return db.transaction(async (tx) => {
    // Locked: a listing or upload being added at this moment waits, then finds no account.
    const [person] = await tx
      .select({ email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (!person) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
    if (person.role !== 'member') throw new AppError('CONFLICT', ACCOUNT_DELETION_MESSAGES.teamMember);

    // Every picture it uploaded, on a listing or never attached; a listing may only use its poster's uploads,
    // and links to other sites are not ours to remove.
    const uploads = await tx
      .select({ key: mediaUploads.key })
      .from(mediaUploads)
      .where(eq(mediaUploads.userId, userId));
    const listingPictures = await tx
      .select({ url: propertyImages.url })
      .from(propertyImages)
      .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
      .where(eq(properties.postedById, userId));
    const droppedKeys = [
      ...new Set(
        [...uploads.map((row) => row.key), ...listingPictures.map((row) => row.url)].flatMap(uploadVariantKeys),
      ),
    ];

    await tx
      .update(contactMessages)
      .set({ ...ANONYMISED_SENDER, userId: null })
      .where(or(eq(contactMessages.userId, userId), sql`lower(${contactMessages.email}) = ${person.email}`));
    // A shared-phone flag on another account names the accounts sharing the number: the evidence stays for
    // the team (the other accounts still share it), this person is named no more.
    await tx
      .update(brokerFlags)
      .set({
        evidence: sql`jsonb_set(${brokerFlags.evidence}, '{accounts}', (select coalesce(jsonb_agg(case when named->>'id' = ${userId} then ${JSON.stringify(ANONYMISED_FLAG_ACCOUNT)}::jsonb else named end), '[]'::jsonb) from jsonb_array_elements(${brokerFlags.evidence}->'accounts') as named))`,
      })
      .where(
        and(
          eq(brokerFlags.kind, 'shared-phone'),
          sql`${brokerFlags.evidence}->'accounts' @> ${JSON.stringify([{ id: userId }])}::jsonb`,
        ),
      );
    await tx.delete(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${person.email}`);
    // Guest alerts to their address (asked for after sign-up, or past their 20) are theirs too, not only the
    // account's saved searches (which go by the cascade): nothing keeps mailing an address whose owner left.
    await tx.delete(savedSearches).where(sql`lower(${savedSearches.guestEmail}) = ${person.email}`);
    await tx
      .delete(verification)
      .where(
        inArray(verification.identifier, [
          person.email,
          ...CODE_PURPOSES.map((purpose) => `${purpose}-otp-${person.email}`),
        ]),
      );
    await tx.delete(properties).where(eq(properties.postedById, userId));
    await tx.delete(user).where(eq(user.id, userId));
    return { droppedKeys };
  });
}
