import type { MailMessage } from '../../mail/mailer.ts';
import { noticeMail } from '../../mail/notice-mail.ts';
import type { OwnerNotice } from './verified-listing.ts';

const listingLink = (publicUrl: string, id: string) => new URL(`/property/${id}`, publicUrl).href;
const myPropertiesLink = (publicUrl: string) => new URL('/my-properties', publicUrl).href;

/** The owner hears their listing is verified, and what would send it back for a fresh check. */
export function verifiedMail(notice: OwnerNotice, publicUrl: string): MailMessage {
  return noticeMail({
    to: notice.ownerEmail,
    name: notice.ownerName,
    subject: `Your listing is verified: ${notice.title}`,
    paragraphs: [
      `The Aangan team has verified your listing “${notice.title}”. It now shows the Verified badge, which tells visitors what we checked and when.`,
      'If you change its price, address, type or photos, the badge comes off until we have checked it again.',
    ],
    action: { label: 'See your listing', url: listingLink(publicUrl, notice.id) },
  });
}

/** The owner hears why their listing was not verified, and that they may ask again. */
export function declinedMail(notice: OwnerNotice, reason: string, publicUrl: string): MailMessage {
  return noticeMail({
    to: notice.ownerEmail,
    name: notice.ownerName,
    subject: `We could not verify your listing: ${notice.title}`,
    paragraphs: [`The Aangan team could not verify your listing “${notice.title}”. Our reason:`],
    quote: reason,
    closing: ['Once you have seen to it, you can ask for verification again from My Properties.'],
    action: { label: 'Open My Properties', url: myPropertiesLink(publicUrl) },
  });
}

/** The owner hears their listing's verification was taken back, why, and that they may ask again. */
export function revokedMail(notice: OwnerNotice, reason: string, publicUrl: string): MailMessage {
  return noticeMail({
    to: notice.ownerEmail,
    name: notice.ownerName,
    subject: `Your listing is no longer verified: ${notice.title}`,
    paragraphs: [
      `The Aangan team has taken back the verification of your listing “${notice.title}”; it shows Not Verified again. Our reason:`,
    ],
    quote: reason,
    closing: ['Once you have seen to it, you can ask for verification again from My Properties.'],
    action: { label: 'Open My Properties', url: myPropertiesLink(publicUrl) },
  });
}
