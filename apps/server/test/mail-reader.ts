import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** A message as a test needs it: who it went to, its subject, its plain text and the code in it. */
export interface ReadMail {
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  code: string | undefined;
}

function splitHeaders(raw: string): { headers: Map<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  // Folded header lines start with white space and continue the previous header.
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = encoding?.toLowerCase();
  if (kind === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (kind === 'quoted-printable') {
    // Each =XX is one byte of UTF-8; everything else is ASCII as written.
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** The text/plain part of a MIME message (top level or inside multipart/alternative). */
function plainText(raw: string): string {
  const { headers, body } = splitHeaders(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!boundary) return decodeBody(body, headers.get('content-transfer-encoding'));
  for (const part of body.split(`--${boundary}`)) {
    const text = plainText(part.replace(/^\n/, ''));
    if (/content-type:\s*text\/plain/i.test(part) && text) return text;
  }
  return '';
}

/** Parses one .eml as our mailer writes it (or as SMTP carried it). */
export function parseMail(raw: string): ReadMail {
  const { headers } = splitHeaders(raw);
  const text = plainText(raw).trim();
  return {
    to: headers.get('to') ?? '',
    replyTo: headers.get('reply-to') ?? '',
    subject: headers.get('subject') ?? '',
    text,
    code: /^\s+(\d{6})\s*$/m.exec(text)?.[1],
  };
}

/** Every message in an outbox folder, oldest first (file names start with the time they were written). */
export async function readOutbox(outboxDir: string): Promise<ReadMail[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const emls = files.filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(emls.map(async (file) => parseMail(await readFile(path.join(outboxDir, file), 'utf8'))));
}

/** The newest code sent to `email` whose subject mentions `subjectIncludes`. */
export async function latestCode(outboxDir: string, email: string, subjectIncludes = ''): Promise<string> {
  const mails = await readOutbox(outboxDir);
  const match = mails.filter((mail) => mail.to.includes(email) && mail.subject.includes(subjectIncludes)).at(-1);
  if (!match?.code) throw new Error(`No code mailed to ${email} (${mails.length} messages in ${outboxDir})`);
  return match.code;
}
