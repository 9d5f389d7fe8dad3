import { CONTACT_REASON_LABELS, type ContactMessage, formatIndianPhone } from '@aangan/domain';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../mail/templates.ts';

/**
 * The team's copy of a contact-page message: plain text first (what support desks thread on), the sender as
 * Reply-To so answering the mail answers the person. Every field is the person's text, so HTML is escaped.
 */
export function contactMail(to: string, message: ContactMessage, id: string): MailMessage {
  const reason = CONTACT_REASON_LABELS[message.reason];
  const rows: [string, string][] = [
    ['Name', message.name],
    ['Email', message.email],
    ['Mobile', formatIndianPhone(message.phone)],
    ['Reason', reason],
    ['Subject', message.subject],
  ];
  const text = [
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    message.message,
    '',
    `Reference: ${id}`,
  ].join('\n');
  const html = [
    '<table cellpadding="4">',
    ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p style="white-space:pre-line">${escapeHtml(message.message)}</p>`,
    `<p style="color:#78716c">Reference: ${id}</p>`,
  ].join('\n');
  return { to, replyTo: message.email, subject: `[Contact - ${reason}] ${message.subject}`, text, html };
}
