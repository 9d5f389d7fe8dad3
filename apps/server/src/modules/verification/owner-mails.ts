import { type MailWords, mailWords } from '../../mail/mail-words.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail } from '../../mail/notice-mail.ts';
import type { OwnerNotice } from './verified-listing.ts';

const myProperties = (words: MailWords, publicUrl: string) => ({
  label: words.t('mail.action.myProperties'),
  url: words.link(publicUrl, '/my-properties'),
});

/** The owner hears their listing is verified, and what would send it back for a fresh check. */
export function verifiedMail(notice: OwnerNotice, publicUrl: string): MailMessage {
  const words = mailWords(notice.ownerLocale);
  const { t } = words;
  return noticeMail({
    to: notice.ownerEmail,
    words,
    name: notice.ownerName,
    subject: t('mail.verified.subject', { title: notice.title }),
    paragraphs: [t('mail.verified.body', { title: notice.title }), t('mail.verified.changes')],
    action: { label: t('mail.action.seeListing'), url: words.link(publicUrl, `/property/${notice.id}`) },
  });
}

/** The owner hears why their listing was not verified, and that they may ask again. */
export function declinedMail(notice: OwnerNotice, reason: string, publicUrl: string): MailMessage {
  const words = mailWords(notice.ownerLocale);
  return noticeMail({
    to: notice.ownerEmail,
    words,
    name: notice.ownerName,
    subject: words.t('mail.declined.subject', { title: notice.title }),
    paragraphs: [words.t('mail.declined.body', { title: notice.title })],
    quote: reason,
    closing: [words.t('mail.askAgainHint')],
    action: myProperties(words, publicUrl),
  });
}

/** The owner hears their listing's verification was taken back, why, and that they may ask again. */
export function revokedMail(notice: OwnerNotice, reason: string, publicUrl: string): MailMessage {
  const words = mailWords(notice.ownerLocale);
  return noticeMail({
    to: notice.ownerEmail,
    words,
    name: notice.ownerName,
    subject: words.t('mail.revoked.subject', { title: notice.title }),
    paragraphs: [words.t('mail.revoked.body', { title: notice.title })],
    quote: reason,
    closing: [words.t('mail.askAgainHint')],
    action: myProperties(words, publicUrl),
  });
}
