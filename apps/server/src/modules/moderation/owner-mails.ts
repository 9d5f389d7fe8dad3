import type { AppealDecision, HideListing } from '@aangan/domain';
import { type MailWords, mailWords } from '../../mail/mail-words.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail } from '../../mail/notice-mail.ts';
import type { OwnerNotice } from './listing-lock.ts';

const myProperties = (words: MailWords, publicUrl: string) => ({
  label: words.t('mail.action.myProperties'),
  url: words.link(publicUrl, '/my-properties'),
});
const contactUs = (words: MailWords, publicUrl: string) => ({
  label: words.t('mail.action.contactUs'),
  url: words.link(publicUrl, '/contact'),
});
const seeListing = (words: MailWords, publicUrl: string, id: string) => ({
  label: words.t('mail.action.seeListing'),
  url: words.link(publicUrl, `/property/${id}`),
});

/** The owner hears their listing is hidden, why, and how to appeal. */
export function hiddenMail(notice: OwnerNotice, { reason, note }: HideListing, publicUrl: string): MailMessage {
  const words = mailWords(notice.ownerLocale);
  const { t } = words;
  return noticeMail({
    to: notice.ownerEmail,
    words,
    name: notice.ownerName,
    subject: t('mail.hidden.subject', { title: notice.title }),
    paragraphs: [t('mail.hidden.body', { title: notice.title, reason: t(`mail.hideReason.${reason}`) })],
    quote: note,
    closing: [t('mail.appealHint')],
    action: myProperties(words, publicUrl),
  });
}

/** The owner hears their listing is shown again. */
export function restoredMail(notice: OwnerNotice, note: string | undefined, publicUrl: string): MailMessage {
  const words = mailWords(notice.ownerLocale);
  return noticeMail({
    to: notice.ownerEmail,
    words,
    name: notice.ownerName,
    subject: words.t('mail.restored.subject', { title: notice.title }),
    paragraphs: [words.t('mail.restored.body', { title: notice.title })],
    quote: note,
    action: seeListing(words, publicUrl, notice.id),
  });
}

/** The owner hears the answer to their appeal, in the moderator's words. */
export function appealAnsweredMail(
  notice: OwnerNotice,
  { decision, reply }: AppealDecision,
  publicUrl: string,
): MailMessage {
  const words = mailWords(notice.ownerLocale);
  const { t } = words;
  const restored = decision === 'restore';
  return noticeMail({
    to: notice.ownerEmail,
    words,
    name: notice.ownerName,
    subject: t(restored ? 'mail.appeal.acceptedSubject' : 'mail.appeal.rejectedSubject', { title: notice.title }),
    paragraphs: [t(restored ? 'mail.appeal.accepted' : 'mail.appeal.rejected', { title: notice.title })],
    quote: reply,
    action: restored ? seeListing(words, publicUrl, notice.id) : myProperties(words, publicUrl),
  });
}

/** The owner hears their listing was deleted by the team, and why. */
export function removedMail(notice: OwnerNotice, reason: string, publicUrl: string): MailMessage {
  const words = mailWords(notice.ownerLocale);
  return noticeMail({
    to: notice.ownerEmail,
    words,
    name: notice.ownerName,
    subject: words.t('mail.removed.subject', { title: notice.title }),
    paragraphs: [words.t('mail.removed.body', { title: notice.title })],
    quote: reason,
    closing: [words.t('mail.mistakeHint')],
    action: contactUs(words, publicUrl),
  });
}
