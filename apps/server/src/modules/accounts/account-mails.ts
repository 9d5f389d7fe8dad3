import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail } from '../../mail/notice-mail.ts';
import type { AccountNotice } from './suspension.ts';

const contactUs = (publicUrl: string) => ({ label: 'Write to us', url: new URL('/contact', publicUrl).href });

/** The person hears their account is suspended, why, and where to turn. */
export function suspendedMail(account: AccountNotice, reason: string, publicUrl: string): MailMessage {
  return noticeMail({
    to: account.email,
    name: account.name,
    subject: 'Your Aangan account is suspended',
    paragraphs: [
      'The Aangan team has suspended your account: you cannot sign in, and your listings are hidden while it lasts. Our reason:',
    ],
    quote: reason,
    closing: ['If you think this is a mistake, write to us through the Contact page.'],
    action: contactUs(publicUrl),
  });
}

/** The person hears their account works again. */
export function reinstatedMail(account: AccountNotice, publicUrl: string): MailMessage {
  return noticeMail({
    to: account.email,
    name: account.name,
    subject: 'Your Aangan account works again',
    paragraphs: [
      'The Aangan team has lifted the suspension of your account: you can sign in again, and your listings are back in search, apart from any we hid for a reason of their own.',
    ],
    action: { label: 'Open My Properties', url: new URL('/my-properties', publicUrl).href },
  });
}
