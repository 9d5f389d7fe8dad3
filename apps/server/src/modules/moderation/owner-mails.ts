import { type AppealDecision, HIDE_REASON_LABELS, type HideListing } from '@aangan/domain';
import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail } from '../../mail/notice-mail.ts';
import type { OwnerNotice } from './listing-lock.ts';

const link = (publicUrl: string, path: string) => new URL(path, publicUrl).href;
const myProperties = (publicUrl: string) => ({ label: 'Open My Properties', url: link(publicUrl, '/my-properties') });
const contactUs = (publicUrl: string) => ({ label: 'Write to us', url: link(publicUrl, '/contact') });

/** The owner hears their listing is hidden, why, and how to appeal. */
export function hiddenMail(notice: OwnerNotice, { reason, note }: HideListing, publicUrl: string): MailMessage {
  return noticeMail({
    to: notice.ownerEmail,
    name: notice.ownerName,
    subject: `Your listing is hidden: ${notice.title}`,
    paragraphs: [
      `The Aangan team has hidden your listing “${notice.title}”: it no longer shows in search, and others cannot open it. Our reason: ${HIDE_REASON_LABELS[reason]}.`,
    ],
    quote: note,
    closing: [
      'If you think we got it wrong, or once you have put it right, open My Properties and press Appeal beside the listing. We will answer by email.',
    ],
    action: myProperties(publicUrl),
  });
}

/** The owner hears their listing is shown again. */
export function restoredMail(notice: OwnerNotice, note: string | undefined, publicUrl: string): MailMessage {
  return noticeMail({
    to: notice.ownerEmail,
    name: notice.ownerName,
    subject: `Your listing is live again: ${notice.title}`,
    paragraphs: [`The Aangan team has shown your listing “${notice.title}” again: it is back in search.`],
    quote: note,
    action: { label: 'See your listing', url: link(publicUrl, `/property/${notice.id}`) },
  });
}

/** The owner hears the answer to their appeal, in the moderator's words. */
export function appealAnsweredMail(
  notice: OwnerNotice,
  { decision, reply }: AppealDecision,
  publicUrl: string,
): MailMessage {
  const restored = decision === 'restore';
  return noticeMail({
    to: notice.ownerEmail,
    name: notice.ownerName,
    subject: `${restored ? 'Your appeal was accepted' : 'Your appeal was turned down'}: ${notice.title}`,
    paragraphs: [
      restored
        ? `The Aangan team has accepted your appeal: your listing “${notice.title}” is live again. Our reply:`
        : `The Aangan team has looked at your appeal: your listing “${notice.title}” stays hidden. Our reply:`,
    ],
    quote: reply,
    action: restored
      ? { label: 'See your listing', url: link(publicUrl, `/property/${notice.id}`) }
      : myProperties(publicUrl),
  });
}

/** The owner hears their listing was deleted by the team, and why. */
export function removedMail(notice: OwnerNotice, reason: string, publicUrl: string): MailMessage {
  return noticeMail({
    to: notice.ownerEmail,
    name: notice.ownerName,
    subject: `Your listing was removed: ${notice.title}`,
    paragraphs: [`The Aangan team has removed your listing “${notice.title}” and its photos from Aangan. Our reason:`],
    quote: reason,
    closing: ['If you think this is a mistake, write to us through the Contact page.'],
    action: contactUs(publicUrl),
  });
}
