import { VERIFICATION_CODE_LENGTH } from '@aangan/domain';
import type { MailMessage } from './mailer.ts';

/** What a one-time code is for; the words of the mail follow from it. */
export type CodePurpose = 'verify-email' | 'reset-password';

export interface CodeMailInput {
  to: string;
  code: string;
  purpose: CodePurpose;
  publicUrl: string;
  validMinutes: number;
}

const COPY: Record<CodePurpose, { subject: string; lead: string; ignore: string }> = {
  'verify-email': {
    subject: 'Your Aangan verification code',
    lead: 'Welcome to Aangan! Enter this code to verify your email address:',
    ignore: 'If you did not create an Aangan account, you can ignore this email.',
  },
  'reset-password': {
    subject: 'Your Aangan password reset code',
    lead: 'Enter this code to choose a new password for your Aangan account:',
    ignore: 'If you did not ask to reset your password, you can ignore this email; your password stays as it is.',
  },
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Every mail's HTML view: the Aangan card around `body` (HTML the caller has already escaped). */
export function brandedHtml(body: string): string {
  return `<!doctype html>
<html lang="en"><body style="margin:0;padding:24px;background:#fafaf9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1c1917">
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
export function verificationLink(publicUrl: string, email: string, code: string): string {
  const url = new URL('/verify', publicUrl);
  url.searchParams.set('token', code);
  url.searchParams.set('email', email);
  return url.href;
}

export function codeMail({ to, code, purpose, publicUrl, validMinutes }: CodeMailInput): MailMessage {
  const copy = COPY[purpose];
  const link = purpose === 'verify-email' ? verificationLink(publicUrl, to, code) : undefined;
  const validity = `The code is valid for ${validMinutes} minutes and works once.`;

  const text = [
    'Namaste,',
    '',
    copy.lead,
    '',
    `    ${code}`,
    '',
    ...(link ? ['Or open this link to verify in one step:', link, ''] : []),
    validity,
    copy.ignore,
    '',
    '— Team Aangan',
  ].join('\n');

  const html = brandedHtml(`<p>Namaste,</p>
<p>${escapeHtml(copy.lead)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${escapeHtml(code)}</p>
${link ? buttonHtml('Verify my email', link) : ''}
<p style="color:#57534e;font-size:14px">${escapeHtml(validity)}<br>${escapeHtml(copy.ignore)}</p>
<p style="color:#57534e;font-size:14px">— Team Aangan</p>`);

  return { to, subject: copy.subject, text, html };
}

/** The code in a message we wrote, for the console summary of the outbox. */
export function findCode(message: MailMessage): string | undefined {
  return new RegExp(`\\b\\d{${VERIFICATION_CODE_LENGTH}}\\b`).exec(message.text)?.[0];
}
