import {
  ALERT_CONFIRM_LINK_DAYS,
  type GuestAlertCreate,
  type GuestAlertRequested,
  GUEST_ALERT_MESSAGES as M,
  MAX_GUEST_ALERTS_PER_EMAIL,
  pathInLocale,
} from '@aangan/domain';
import { and, eq, sql } from 'drizzle-orm';
import { savedSearches } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { searchToSave } from '../saved-searches/service.ts';
import { lockAddress } from './address-lock.ts';
import { signConfirmation } from './confirm-token.ts';
import { guestAlertAlreadyOnMail, guestAlertConfirmMail } from './guest-alert-mail.ts';
import { type AlertContext, unsubscribeUrls } from './instant.ts';

/** The address of the confirmation page, in the language the guest asked in. */
function confirmUrl(context: AlertContext, savedSearchId: string, now: Date, locale: GuestAlertCreate['locale']) {
  const token = signConfirmation(context.secret, savedSearchId, now);
  return new URL(pathInLocale(`/alerts/confirm?token=${token}`, locale), context.publicUrl).href;
}

/**
 * 'Get Property Alerts' from someone who may have no account (decision 029, Guests): the results page is
 * stored as a person's saved search is (canonical URL, filter columns, name) but tied to the address and
 * waiting (confirmed_at null: never matched nor mailed) until the link in the confirmation mail is opened.
 * Asked again while it waits — or after its unsubscribe link turned it off — the latest request is what a
 * fresh link confirms; asked again while it is on, nothing changes (whoever types an address must not be
 * able to change its alerts) and the mail says it is on already. The answer is the same in every case, so
 * it tells nobody what an address subscribes to; only the 21st alert of an address is refused (409).
 */
export async function requestGuestAlert(
  context: AlertContext,
  input: GuestAlertCreate,
  now: Date,
): Promise<GuestAlertRequested> {
  const { url, name, columns } = await searchToSave(context.db, { url: input.url, name: input.name });
  const email = input.email.toLowerCase();
  const outcome = await context.db.transaction(async (tx) => {
    await lockAddress(tx, email);
    const [existing] = await tx
      .select()
      .from(savedSearches)
      .where(and(sql`lower(${savedSearches.guestEmail}) = ${email}`, eq(savedSearches.url, url)))
      .for('update');
    if (existing?.confirmedAt && existing.frequency !== 'off') return { mail: 'on' as const, search: existing };
    // Waiting from this request's moment: its link and the cleanup job count from here.
    const waiting = {
      name,
      frequency: input.frequency,
      locale: input.locale,
      confirmedAt: null,
      createdAt: now,
      lastSeenAt: now,
    };
    if (existing) {
      const [search] = await tx.update(savedSearches).set(waiting).where(eq(savedSearches.id, existing.id)).returning();
      return { mail: 'confirm' as const, search: search ?? existing };
    }
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(savedSearches)
      .where(sql`lower(${savedSearches.guestEmail}) = ${email}`);
    if (Number(count) >= MAX_GUEST_ALERTS_PER_EMAIL) throw new AppError('CONFLICT', M.limitReached);
    const [search] = await tx
      .insert(savedSearches)
      .values({ guestEmail: email, url, ...columns, ...waiting })
      .returning();
    if (!search) throw new Error('The guest alert was not stored');
    return { mail: 'confirm' as const, search };
  });
  const { search } = outcome;
  const about = { to: email, locale: input.locale, search: { name: search.name, frequency: search.frequency } };
  if (outcome.mail === 'confirm') {
    context.mailer.send(
      guestAlertConfirmMail({
        ...about,
        confirmUrl: confirmUrl(context, search.id, now, input.locale),
        validDays: ALERT_CONFIRM_LINK_DAYS,
      }),
    );
  } else {
    context.mailer.send(
      guestAlertAlreadyOnMail({
        ...about,
        resultsUrl: new URL(pathInLocale(search.url, input.locale), context.publicUrl).href,
        unsubscribeUrl: unsubscribeUrls(context, search.id, now, input.locale).pageUrl,
      }),
    );
  }
  return { message: M.confirmSent };
}
