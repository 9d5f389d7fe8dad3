import { EXPIRY_MESSAGES, formatListingDate } from '@aangan/domain';
import type { MailMessage } from '../../mail/mailer.ts';
import { brandedHtml, buttonHtml, escapeHtml } from '../../mail/templates.ts';

export interface ReminderNotice {
  ownerEmail: string;
  ownerName: string;
  title: string;
  expiresAt: Date;
  /** The signed links' addresses (signed-links.ts). */
  renewUrl: string;
  withdrawUrl: string;
}

/**
 * 'Is your property still available?' — seven days and one day before a listing expires. Two one-click
 * links, each opening a page with one button (a mail scanner opening the link changes nothing).
 */
export function reminderMail(notice: ReminderNotice): MailMessage {
  const day = formatListingDate(notice.expiresAt.toISOString()) ?? '';
  const paragraphs = [
    `Your listing “${notice.title}” leaves search on ${day} unless you tell us it is still available.`,
    'Seekers trust listings that are up to date. One click is enough, no sign-in needed:',
  ];
  const after = 'Each link works once. You can also renew the listing from My Properties at any time.';
  const text = [
    `Namaste ${notice.ownerName},`,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${EXPIRY_MESSAGES.stillAvailable}: ${notice.renewUrl}`,
    '',
    `${EXPIRY_MESSAGES.noLongerAvailable}: ${notice.withdrawUrl}`,
    '',
    after,
    '',
    '— Team Aangan',
  ].join('\n');
  const html = brandedHtml(
    [
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(EXPIRY_MESSAGES.reminderSubject)}</h1>`,
      `<p>Namaste ${escapeHtml(notice.ownerName)},</p>`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      buttonHtml(EXPIRY_MESSAGES.stillAvailable, notice.renewUrl),
      `<p><a href="${escapeHtml(notice.withdrawUrl)}" style="color:#1c1917">${escapeHtml(EXPIRY_MESSAGES.noLongerAvailable)}</a></p>`,
      `<p style="color:#57534e;font-size:14px">${escapeHtml(after)}</p>`,
      '<p style="color:#57534e;font-size:14px">— Team Aangan</p>',
    ].join('\n'),
  );
  return { to: notice.ownerEmail, subject: EXPIRY_MESSAGES.reminderSubject, text, html };
}
