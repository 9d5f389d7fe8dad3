import type { MailWords } from './mail-words.ts';
import type { MailMessage } from './mailer.ts';
import { brandedHtml, buttonHtml, escapeHtml } from './templates.ts';

/** What the team tells a person about their account or listing: a few paragraphs, a quote, one next step. */
export interface NoticeMailInput {
  to: string;
  /** The reader's language (their account's: decision 028). */
  words: MailWords;
  name: string;
  subject: string;
  /** Plain sentences, in order. */
  paragraphs: readonly string[];
  /** The team's own words (a moderator's reason), set apart so the reader sees who said what. */
  quote?: string;
  /** Read after the quote. */
  closing?: readonly string[];
  action: { label: string; url: string };
}

/**
 * A notice in plain text and HTML. Everything placed in the HTML is escaped: names, titles and reasons are
 * people's text.
 */
export function noticeMail({
  to,
  words,
  name,
  subject,
  paragraphs,
  quote,
  closing = [],
  action,
}: NoticeMailInput): MailMessage {
  const greeting = words.t('mail.greetingName', { name });
  const signOff = words.t('mail.signOff');
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    // Indented like the code in codeMail: a quote that survives every mail client.
    ...(quote ? [...quote.split('\n').map((line) => `    ${line}`), ''] : []),
    ...closing.flatMap((paragraph) => [paragraph, '']),
    `${action.label}: ${action.url}`,
    '',
    signOff,
  ].join('\n');

  const html = brandedHtml(
    [
      `<p>${escapeHtml(greeting)}</p>`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      quote
        ? `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #e7e5e4;white-space:pre-line">${escapeHtml(quote)}</blockquote>`
        : '',
      ...closing.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      buttonHtml(action.label, action.url),
      `<p style="color:#57534e;font-size:14px">${escapeHtml(signOff)}</p>`,
    ]
      .filter(Boolean)
      .join('\n'),
    words.tag,
  );
  return { to, subject, text, html };
}
