import { type Locale, VERIFICATION_CODE_LENGTH } from '@aangan/domain';
import { type MailMessageId, mailWords } from './mail-words.ts';
import type { MailMessage } from './mailer.ts';

/** What a one-time code is for; the words of the mail follow from it. */
export type CodePurpose = 'verify-email' | 'reset-password';

export interface CodeMailInput {
  to: string;
  code: string;
  purpose: CodePurpose;
  publicUrl: string;
  validMinutes: number;
  /** The account's language (decision 028). */
  locale: Locale;
}

const COPY: Record<CodePurpose, { subject: MailMessageId; lead: MailMessageId; ignore: MailMessageId }> = {
  'verify-email': {
    subject: 'mail.code.verifySubject',
    lead: 'mail.code.verifyLead',
    ignore: 'mail.code.verifyIgnore',
  },
  'reset-password': {
    subject: 'mail.code.resetSubject',
    lead: 'mail.code.resetLead',
    ignore: 'mail.code.resetIgnore',
  },
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every mail's HTML view: the Aangan card around `body` (HTML the caller has already escaped), in its language. */
export function brandedHtml(body: string, lang = 'en-IN'): string {
  return `<!doctype html>
<html lang="${lang}"><body style="margin:0;padding:24px;background:#fafaf9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c1917">
<div style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #e7e5e4;border-radius:12px;padding:24px">
<p style="margin:0 0 16px;font-size:18px;font-weight:700;color:#c2410c">Aangan</p>
${body}
</div></body></html>`;
}

/** The one thing the mail asks the reader to do, as a button. */
export function buttonHtml(label: string, url: string): string {
  return `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;border-radius:8px;background:#c2410c;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;
}

/** The verification link opens /verify, which checks the code for the person (docs/product.md §2). */
export function verificationLink(publicUrl: string, email: string, code: string, locale: Locale = 'en'): string {
  const url = new URL(mailWords(locale).link(publicUrl, '/verify'));
  url.searchParams.set('token', code);
  url.searchParams.set('email', email);
  return url.href;
}

export function codeMail({ to, code, purpose, publicUrl, validMinutes, locale }: CodeMailInput): MailMessage {
  const words = mailWords(locale);
  const { t } = words;
  const copy = COPY[purpose];
  const link = purpose === 'verify-email' ? verificationLink(publicUrl, to, code, locale) : undefined;
  const validity = t('mail.code.validity', { minutes: validMinutes });

  const text = [
    t('mail.greeting'),
    '',
    t(copy.lead),
    '',
    `    ${code}`,
    '',
    ...(link ? [t('mail.code.verifyLink'), link, ''] : []),
    validity,
    t(copy.ignore),
    '',
    t('mail.signOff'),
  ].join('\n');

  const html = brandedHtml(
    `<p>${escapeHtml(t('mail.greeting'))}</p>
<p>${escapeHtml(t(copy.lead))}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>
${link ? buttonHtml(t('mail.code.verifyButton'), link) : ''}
<p style="color:#57534e;font-size:14px">${escapeHtml(validity)}<br>${escapeHtml(t(copy.ignore))}</p>
<p style="color:#57534e;font-size:14px">${escapeHtml(t('mail.signOff'))}</p>`,
    words.tag,
  );

  return { to, subject: t(copy.subject), text, html };
}

/** The code in a message we wrote, for the console summary of the outbox. */
export function findCode(message: MailMessage): string | undefined {
  return new RegExp(`\\b\\d{${VERIFICATION_CODE_LENGTH}}\\b`).exec(message.text)?.[0];
}
