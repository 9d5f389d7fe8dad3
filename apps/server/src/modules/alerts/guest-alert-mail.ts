import type { Locale } from '@aangan/domain';
import { mailWords } from '../../mail/mail-words.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { brandedHtml, buttonHtml, escapeHtml } from '../../mail/templates.ts';

/** The guest alert a mail is about: its name and how often it is to come. */
interface GuestAlertSearch {
  name: string;
  frequency: string;
}

interface GuestAlertMailInput {
  to: string;
  /** The language the guest asked for on the page (the alert's `locale`). */
  locale: Locale;
  search: GuestAlertSearch;
}

/** One button, the words around it, a plain text part and escaped HTML: the frame of both guest mails. */
function guestMail(
  input: GuestAlertMailInput,
  copy: { subject: string; lead: string; action: { label: string; url: string }; after: readonly string[] },
  extraLink?: { label: string; url: string },
): MailMessage {
  const { t, tag } = mailWords(input.locale);
  const greeting = t('mail.greeting');
  const frequency = t('mail.guestAlert.frequency', { frequency: input.search.frequency });
  const signOff = t('mail.signOff');
  const text = [
    greeting,
    '',
    copy.lead,
    '',
    `    ${input.search.name}`,
    '',
    frequency,
    '',
    `${copy.action.label}: ${copy.action.url}`,
    '',
    ...(extraLink ? [`${extraLink.label}: ${extraLink.url}`, ''] : []),
    ...copy.after.flatMap((line) => [line, '']),
    signOff,
  ].join('\n');
  const html = brandedHtml(
    [
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(copy.subject)}</h1>`,
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(copy.lead)}</p>`,
      `<p style="font-size:17px;font-weight:600;margin:16px 0">${escapeHtml(input.search.name)}</p>`,
      `<p>${escapeHtml(frequency)}</p>`,
      buttonHtml(copy.action.label, copy.action.url),
      extraLink
        ? `<p style="font-size:14px"><a href="${escapeHtml(extraLink.url)}" style="color:#57534e">${escapeHtml(extraLink.label)}</a></p>`
        : '',
      `<p style="color:#57534e;font-size:14px">${copy.after.map(escapeHtml).join('<br>')}</p>`,
      `<p style="color:#57534e;font-size:14px">${escapeHtml(signOff)}</p>`,
    ]
      .filter(Boolean)
      .join('\n'),
    tag,
  );
  return { to: input.to, subject: copy.subject, text, html };
}

/**
 * The double opt-in (decision 029, Guests): 'Confirm your property alert', the search's name and frequency,
 * one button to the confirmation page, and that nothing comes otherwise and ignoring it is fine.
 */
export function guestAlertConfirmMail(
  input: GuestAlertMailInput & { confirmUrl: string; validDays: number },
): MailMessage {
  const { t } = mailWords(input.locale);
  return guestMail(input, {
    subject: t('mail.guestAlert.confirmSubject'),
    lead: t('mail.guestAlert.confirmLead'),
    action: { label: t('mail.guestAlert.confirmButton'), url: input.confirmUrl },
    after: [t('mail.guestAlert.confirmNothingSent', { days: input.validDays }), t('mail.guestAlert.confirmIgnore')],
  });
}

/**
 * The answer to asking again for an alert that is on already: nothing changed (a request cannot change an
 * alert its address confirmed), the results, and its stop link.
 */
export function guestAlertAlreadyOnMail(
  input: GuestAlertMailInput & { resultsUrl: string; unsubscribeUrl: string },
): MailMessage {
  const { t } = mailWords(input.locale);
  return guestMail(
    input,
    {
      subject: t('mail.guestAlert.alreadySubject'),
      lead: t('mail.guestAlert.alreadyLead'),
      action: { label: t('mail.guestAlert.seeResults'), url: input.resultsUrl },
      after: [t('mail.guestAlert.alreadyIgnore')],
    },
    { label: t('mail.alert.stop', { name: input.search.name }), url: input.unsubscribeUrl },
  );
}
