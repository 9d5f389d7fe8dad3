import { mailWords } from '../../mail/mail-words.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail } from '../../mail/notice-mail.ts';
import type { AccountNotice } from './suspension.ts';

/** The person hears their account is suspended, why, and where to turn. */
export function suspendedMail(account: AccountNotice, reason: string, publicUrl: string): MailMessage {
  const words = mailWords(account.locale);
  const { t } = words;
  return noticeMail({
    to: account.email,
    words,
    name: account.name,
    subject: t('mail.suspended.subject'),
    paragraphs: [t('mail.suspended.body')],
    quote: reason,
    closing: [t('mail.mistakeHint')],
    action: { label: t('mail.action.contactUs'), url: words.link(publicUrl, '/contact') },
  });
}

/** The person hears their account works again. */
export function reinstatedMail(account: AccountNotice, publicUrl: string): MailMessage {
  const words = mailWords(account.locale);
  const { t } = words;
  return noticeMail({
    to: account.email,
    words,
    name: account.name,
    subject: t('mail.reinstated.subject'),
    paragraphs: [t('mail.reinstated.body')],
    action: { label: t('mail.action.myProperties'), url: words.link(publicUrl, '/my-properties') },
  });
}
