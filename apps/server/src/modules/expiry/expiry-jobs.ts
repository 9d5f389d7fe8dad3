import { EXPIRY_REMINDER_DAYS, type ListingStatusAction } from '@aangan/domain';
import { and, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { properties, user } from '../../db/schema.ts';
import type { JobDefinition } from '../../jobs/job-definition.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { reminderMail } from './reminder-mail.ts';
import { signLink } from './signed-links.ts';

const DAY_MS = 86_400_000;
const listed = sql`${properties.listed}`;

export interface ExpiryJobsContext {
  db: Database;
  mailer: Mailer;
  /** The server's AUTH_SECRET, which signs the reminders' links. */
  secret: string;
  publicUrl: string;
}

/**
 * Takes every listed listing whose period is over at `now` out of search, in one conditional statement
 * (on the partial index `properties_expires_at_idx`): a second run, or another process's at the same
 * time, finds nothing left to change.
 */
export async function expireListings(db: Database, now: Date): Promise<{ expired: number }> {
  const expired = await db
    .update(properties)
    .set({ listed: false, expiredAt: now })
    .where(and(listed, lte(properties.expiresAt, now)))
    .returning({ id: properties.id });
  return { expired: expired.length };
}

/** The address of a reminder's link: the web page that shows one button and posts the token. */
function statusLink(context: ExpiryJobsContext, propertyId: string, action: ListingStatusAction, expiresAt: Date) {
  const token = signLink(context.secret, { propertyId, action, expiresAt });
  return new URL(`/listing-status?action=${action}&token=${token}`, context.publicUrl).href;
}

/**
 * Mails the reminders due at `now` (domain reminderDue: 7 days, then 1 day before; the nearer first, so a
 * listing found late gets only that one). Each is claimed by a conditional UPDATE of
 * `expiry_reminder_days` before its mail is queued: of two processes, one claims a listing and the other
 * finds it claimed, so no owner gets the same reminder twice. Hidden, expired and withdrawn listings are
 * not listed, so they get none.
 */
async function sendExpiryReminders(context: ExpiryJobsContext, now: Date): Promise<Record<string, number>> {
  const summary: Record<string, number> = {};
  for (const days of [...EXPIRY_REMINDER_DAYS].sort((a, b) => a - b)) {
    const claimed = await context.db
      .update(properties)
      .set({ expiryReminderDays: days })
      .where(
        and(
          listed,
          gt(properties.expiresAt, now),
          lte(properties.expiresAt, new Date(now.getTime() + days * DAY_MS)),
          or(isNull(properties.expiryReminderDays), gt(properties.expiryReminderDays, days)),
        ),
      )
      .returning({
        id: properties.id,
        title: properties.title,
        expiresAt: properties.expiresAt,
        ownerId: properties.postedById,
      });
    summary[`reminded${days}`] = claimed.length;
    if (claimed.length === 0) continue;
    const owners = await context.db
      .select({ id: user.id, email: user.email, name: user.name, locale: user.locale })
      .from(user)
      .where(inArray(user.id, [...new Set(claimed.map((listing) => listing.ownerId))]));
    const ownerById = new Map(owners.map((owner) => [owner.id, owner]));
    for (const listing of claimed) {
      const owner = ownerById.get(listing.ownerId);
      if (!owner) continue;
      await context.mailer.ready();
      context.mailer.send(
        reminderMail({
          ownerEmail: owner.email,
          ownerName: owner.name,
          ownerLocale: owner.locale,
          title: listing.title,
          expiresAt: listing.expiresAt,
          renewUrl: statusLink(context, listing.id, 'renew', listing.expiresAt),
          withdrawUrl: statusLink(context, listing.id, 'withdraw', listing.expiresAt),
        }),
      );
    }
  }
  return summary;
}

/** A failed run is tried again three times, 30 s apart and doubling (pg-boss's back-off). */
const RETRY = { limit: 3, delaySeconds: 30, backoff: true };

/** The expiry's scheduled jobs, for the job engine (jobs/job-engine.ts; decision 020). */
export function expiryJobs(context: ExpiryJobsContext): JobDefinition[] {
  return [
    {
      name: 'expire-listings',
      schedule: '*/15 * * * *',
      scheduleInWords: 'Every 15 minutes',
      retry: RETRY,
      run: (now) => expireListings(context.db, now),
    },
    {
      name: 'expiry-reminders',
      schedule: '5 * * * *',
      scheduleInWords: 'Every hour, at 5 past',
      retry: RETRY,
      run: (now) => sendExpiryReminders(context, now),
    },
  ];
}
