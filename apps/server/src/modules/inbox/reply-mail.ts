import { formatListingDate } from '@aangan/domain';
import { mailWords } from '../../mail/mail-words.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { brandedHtml, escapeHtml } from '../../mail/templates.ts';
import type { RepliedMessage } from './service.ts';

const QUOTE_STYLE = 'margin:0;padding:8px 16px;border-left:4px solid #e7e5e4;color:#57534e;white-space:pre-line';

interface ReplyMailInput {
  /** The message answered, as the sender wrote it. */
  original: RepliedMessage;
  /** The moderator's words. */
  reply: string;
  /** Where the sender's answer goes: the support desk, not the no-reply sender. */
  supportEmail: string;
}

/**
 * The team's reply to a contact-page message: the moderator's words, then the sender's own message quoted
 * as mail clients quote, so they remember what they asked. Reply-To is the support address, so writing back
 * reaches the team. Both texts are people's, so the HTML view escapes them.
 */
export function replyMail({ original, reply, supportEmail }: ReplyMailInput): MailMessage {
  const { t, tag, locale } = mailWords(original.locale);
  const wrote = t('mail.reply.youWrote', { date: formatListingDate(original.createdAt.toISOString(), locale) });
  const quoted = [t('mail.reply.subjectLine', { subject: original.subject }), '', ...original.message.split('\n')];
  const greeting = t('mail.greetingName', { name: original.name });
  const text = [
    greeting,
    '',
    reply,
    '',
    t('mail.signOff'),
    '',
    wrote,
    ...quoted.map((line) => (line ? `> ${line}` : '>')),
  ].join('\n');
  const html = brandedHtml(
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p style="white-space:pre-line">${escapeHtml(reply)}</p>`,
      `<p style="color:#57534e;font-size:14px">${escapeHtml(t('mail.signOff'))}</p>`,
      `<p style="margin:24px 0 8px;color:#57534e;font-size:14px">${escapeHtml(wrote)}</p>`,
      // One line: white-space:pre-line would show a line break after the opening tag as an empty line.
      `<blockquote style="${QUOTE_STYLE}"><strong>${escapeHtml(original.subject)}</strong>\n${escapeHtml(original.message)}</blockquote>`,
    ].join('\n'),
    tag,
  );
  return { to: original.email, replyTo: supportEmail, subject: `Re: ${original.subject}`, text, html };
}
