import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

/** A message written for a person: a plain-text body always, HTML as the nicer view. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where a reply goes, when not to the sender (e.g. the person who wrote through the contact form). */
  replyTo?: string;
  /** Further headers (an alert's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

interface MailLog {
  info(message: string): void;
  error(details: { err: unknown; to: string; subject: string }, message: string): void;
}

export interface Mailer {
  /**
   * Queues a message and returns at once, so an answer never waits on (or reveals, by its timing) delivery.
   * A failed delivery is logged.
   */
  send(message: MailMessage): void;
  /**
   * Resolves once fewer than MAIL_BACKLOG messages wait: a job that mails thousands (a digest, the expiry
   * reminders) awaits it before each, so its mails go out at the pace delivery takes them, never all at once
   * and held in memory.
   */
  ready(): Promise<void>;
  /** Resolves once every queued message is delivered or has failed (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** smtp(s)://… sends real mail; unset writes .eml files to `outboxDir` and prints them to the log. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: MailLog;
  /** Printed with an outbox message so a newcomer can finish signing up from the console. */
  consoleSummary?: (message: MailMessage) => string;
}

type Deliver = (message: MailMessage) => Promise<void>;

/** Messages a job lets wait at once (`ready`): enough to keep every connection busy. */
export const MAIL_BACKLOG = 50;
/**
 * SMTP connections open at once, each carrying many messages (nodemailer's pool): a provider refuses a burst
 * of hundreds of new connections, which one per message would have opened for a digest's thousands of mails.
 */
export const SMTP_CONNECTIONS = 5;

function smtpDelivery(smtpUrl: string, from: string): { deliver: Deliver; close: () => void } {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: SMTP_CONNECTIONS });
  return {
    deliver: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/** Writes each message as a real .eml file: what SMTP would have carried, readable by any mail client. */
function outboxDelivery(options: MailerOptions): Deliver {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let sent = 0;
  return async (message) => {
    // Named when sent, with a counter, so the files sort in the order the mails were given even when a
    // later one is written first or two share a millisecond.
    sent += 1;
    const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sent).padStart(6, '0')}`;
    const info = await transport.sendMail({ from: options.from, ...message });
    await mkdir(options.outboxDir, { recursive: true });
    const file = path.join(options.outboxDir, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
    await writeFile(file, info.message as Buffer);
    const summary = options.consoleSummary?.(message);
    options.log.info(`Mail to ${message.to}: ${message.subject}${summary ? ` (${summary})` : ''} → ${file}`);
  };
}

export function createMailer(options: MailerOptions): Mailer {
  const smtp = options.smtpUrl ? smtpDelivery(options.smtpUrl, options.from) : undefined;
  const deliver = smtp?.deliver ?? outboxDelivery(options);
  const pending = new Set<Promise<void>>();

  return {
    send(message) {
      const delivery = deliver(message)
        .catch((err: unknown) => {
          options.log.error({ err, to: message.to, subject: message.subject }, 'mail delivery failed');
        })
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async ready() {
      while (pending.size >= MAIL_BACKLOG) await Promise.race(pending);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
    async close() {
      await this.idle();
      smtp?.close();
    },
  };
}
