import { formatListingDate, type Locale, pathInLocale } from '@aangan/domain';
import { mailWords } from '../../mail/mail-words.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { brandedHtml, buttonHtml, escapeHtml } from '../../mail/templates.ts';

export interface ReminderNotice {
  ownerEmail: string;
  ownerName: string;
  /** The owner's language (decision 028): the mail, its date and its links' pages are in it. */
  ownerLocale: Locale;
  title: string;
  expiresAt: Date;
  /** The signed links' addresses (signed-links.ts). */
  renewUrl: string;
  withdrawUrl: string;
}

/** A signed link's page in the reader's language: the same token, at the /hi/ address for a Hindi reader. */
function inLocale(url: string, locale: Locale): string {
  const address = new URL(url);
  address.pathname = pathInLocale(address.pathname, locale);
  return address.href;
}

/**
 * 'Is your property still available?' — seven days and one day before a listing expires. Two one-click
 * links, each opening a page with one button (a mail scanner opening the link changes nothing).
 */
export function reminderMail(notice: ReminderNotice): MailMessage {
  const words = mailWords(notice.ownerLocale);
  const { t } = words;
  const day = formatListingDate(notice.expiresAt.toISOString(), notice.ownerLocale) ?? '';
  const renewUrl = inLocale(notice.renewUrl, notice.ownerLocale);
  const withdrawUrl = inLocale(notice.withdrawUrl, notice.ownerLocale);
  const subject = t('mail.reminder.subject');
  const greeting = t('mail.greetingName', { name: notice.ownerName });
  const paragraphs = [t('mail.reminder.body', { title: notice.title, day }), t('mail.reminder.oneClick')];
  const [stillAvailable, noLongerAvailable] = [t('mail.reminder.stillAvailable'), t('mail.reminder.noLongerAvailable')];
  const after = t('mail.reminder.after');
  const signOff = t('mail.signOff');
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${stillAvailable}: ${renewUrl}`,
    '',
    `${noLongerAvailable}: ${withdrawUrl}`,
    '',
    after,
    '',
    signOff,
  ].join('\n');
  const html = brandedHtml(
    [
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(subject)}</h1>`,
      `<p>${escapeHtml(greeting)}</p>`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      buttonHtml(stillAvailable, renewUrl),
      `<p><a href="${escapeHtml(withdrawUrl)}" style="color:#1c1917">${escapeHtml(noLongerAvailable)}</a></p>`,
      `<p style="color:#57534e;font-size:14px">${escapeHtml(after)}</p>`,
      `<p style="color:#57534e;font-size:14px">${escapeHtml(signOff)}</p>`,
    ].join('\n'),
    words.tag,
  );
  return { to: notice.ownerEmail, subject, text, html };
}
