import { simpleParser } from 'mailparser';

/** A message as a test needs it: who it went to, its subject, its plain text and the code in it. */
export interface ReadMail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  code: string | undefined;
}

/** Parses one message as our mailer writes it to the outbox, or as SMTP carried it. */
export async function parseMail(raw: string | Buffer): Promise<ReadMail> {
  // Tests read the text/plain part the mailer always writes; making text from HTML (or HTML from text) is waste.
  const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
  const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
  const text = (mail.text ?? '').trim();
  return {
    to,
    replyTo: mail.replyTo?.text ?? '',
    subject: mail.subject ?? '',
    text,
    // The code mails put the code alone on an indented line (apps/server/src/mail/templates.ts).
    code: /^\s+(\d{6})\s*$/m.exec(text)?.[1],
  };
}
