import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseMail, type ReadMail } from './read-mail.ts';

const POLL_MS = 100;
// Mail is written within milliseconds; the bound only keeps a lost mail from hanging the run, so it is generous.
const WAIT_MS = 30_000;

/** Without SMTP_URL the server writes each mail as an .eml file in DATA_DIR/outbox (apps/server/src/mail/mailer.ts). */
export function outboxOf(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** Every message in an outbox folder, oldest first (file names start with the time they were written). */
export async function readOutbox(outboxDir: string): Promise<ReadMail[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const emls = files.filter((file) => file.endsWith('.eml')).sort();
  return Promise.all(emls.map(async (file) => parseMail(await readFile(path.join(outboxDir, file)))));
}

/** The newest code sent to `email` whose subject mentions `subjectIncludes`. */
export async function latestCode(outboxDir: string, email: string, subjectIncludes = ''): Promise<string> {
  const mails = await readOutbox(outboxDir);
  const match = mails.filter((mail) => mail.to.includes(email) && mail.subject.includes(subjectIncludes)).at(-1);
  if (!match?.code) throw new Error(`No code mailed to ${email} (${mails.length} messages in ${outboxDir})`);
  return match.code;
}

/**
 * The newest code mailed to `email`, waiting for it: a server running as a process answers before its mail is
 * written, and a test cannot wait on its mailer the way an in-process app's tests do.
 */
export async function waitForCode(outboxDir: string, email: string, subjectIncludes = ''): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      return await latestCode(outboxDir, email, subjectIncludes);
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await sleep(POLL_MS);
    }
  }
}

/** The first mail whose plain text contains `marker`, waiting for it to be written. */
export async function waitForMail(outboxDir: string, marker: string): Promise<ReadMail> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    // A file caught half-written reads as an error or without the marker; the next look sees it whole.
    const mail = (await readOutbox(outboxDir).catch(() => [])).find((each) => each.text.includes(marker));
    if (mail) return mail;
    if (Date.now() >= deadline) throw new Error(`No mail containing ${marker} in ${outboxDir}`);
    await sleep(POLL_MS);
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
