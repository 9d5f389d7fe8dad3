import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, MAIL_BACKLOG, type Mailer, SMTP_CONNECTIONS } from './mailer.ts';

/** A loopback SMTP server that holds every message until `open()`, counting the connections open at once. */
async function startHeldInbox() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const stats = { received: 0, connections: 0, mostConnections: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      stats.connections += 1;
      stats.mostConnections = Math.max(stats.mostConnections, stats.connections);
      callback();
    },
    onClose() {
      stats.connections -= 1;
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        void opened.then(() => {
          stats.received += 1;
          callback();
        });
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    stats,
    open,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const message = (index: number) => ({
  to: `person${index}@example.in`,
  subject: `Alert ${index}`,
  text: 'New matches',
  html: '<p>New matches</p>',
});

/** Lets every callback and I/O event that is ready run: what a busy loop would do before looking again. */
async function settle() {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

let closeAll: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closeAll) await close();
  closeAll = [];
});

describe('mail at the pace delivery takes it', () => {
  it('holds a job back while MAIL_BACKLOG messages wait, and lets it go on as they are delivered', async () => {
    const inbox = await startHeldInbox();
    const errors: unknown[] = [];
    const mailer: Mailer = createMailer({
      smtpUrl: inbox.url,
      from: 'Aangan <no-reply@aangan.in>',
      outboxDir: '/nonexistent',
      log: { info: () => {}, error: (details) => errors.push(details) },
    });
    closeAll.push(() => mailer.close(), inbox.close);

    for (let index = 0; index < MAIL_BACKLOG; index += 1) {
      await mailer.ready();
      mailer.send(message(index));
    }
    let isReady = false;
    const ready = mailer.ready().then(() => {
      isReady = true;
    });
    await settle();
    // Nothing was delivered (the server holds every message), so the job waits.
    expect(inbox.stats.received).toBe(0);
    expect(isReady).toBe(false);

    inbox.open();
    await ready;
    expect(inbox.stats.received).toBeGreaterThan(0);
    await mailer.idle();
    expect(inbox.stats.received).toBe(MAIL_BACKLOG);
    expect(errors).toEqual([]);
  });

  it('carries a burst over a few pooled connections, never one per message', async () => {
    const inbox = await startHeldInbox();
    inbox.open();
    const errors: unknown[] = [];
    const mailer = createMailer({
      smtpUrl: inbox.url,
      from: 'Aangan <no-reply@aangan.in>',
      outboxDir: '/nonexistent',
      log: { info: () => {}, error: (details) => errors.push(details) },
    });
    closeAll.push(() => mailer.close(), inbox.close);

    const burst = 3 * MAIL_BACKLOG;
    for (let index = 0; index < burst; index += 1) mailer.send(message(index));
    await mailer.idle();
    expect(errors).toEqual([]);
    expect(inbox.stats.received).toBe(burst);
    expect(inbox.stats.mostConnections).toBeGreaterThan(0);
    expect(inbox.stats.mostConnections).toBeLessThanOrEqual(SMTP_CONNECTIONS);
  });
});
