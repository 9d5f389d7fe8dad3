import type { AddressInfo } from 'node:net';
import { listingBody, newRegistration, parseMail, type ReadMail } from '@aangan/testing';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, post } from '../../test/accounts.ts';
import { requestAlert } from '../../test/guest-alerts.ts';
import { sendAs } from '../../test/listings.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { verifiedListing } from '../../test/verification.ts';
import { setRoleByEmail } from '../modules/team/service.ts';
import { createMailer } from './mailer.ts';

/** A real SMTP server on loopback: what it receives is exactly what a mail provider would. */
interface Inbox {
  url: string;
  messages: { from: string; to: string[]; mail: ReadMail; raw: string }[];
  close(): Promise<void>;
}

async function startInbox(): Promise<Inbox> {
  const messages: Inbox['messages'] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          mail: await parseMail(raw),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let inbox: Inbox;

beforeAll(async () => {
  inbox = await startInbox();
});

afterAll(async () => {
  await inbox.close();
});

describe('mail over SMTP', () => {
  it('delivers a message with its text and HTML parts', async () => {
    const errors: unknown[] = [];
    const mailer = createMailer({
      smtpUrl: inbox.url,
      from: 'Aangan <no-reply@aangan.in>',
      outboxDir: '/nonexistent',
      log: { info: () => {}, error: (details) => errors.push(details) },
    });
    mailer.send({ to: 'meera@example.in', subject: 'Hello', text: 'Plain words', html: '<p>Plain words</p>' });
    await mailer.close();

    expect(errors).toEqual([]);
    const message = inbox.messages.find((entry) => entry.to.includes('meera@example.in'));
    expect(message?.from).toBe('no-reply@aangan.in');
    expect(message?.mail).toMatchObject({ subject: 'Hello', text: 'Plain words' });
    expect(message?.raw).toContain('text/html');
  });

  it('logs a delivery that fails instead of failing the request that queued it', async () => {
    const errors: unknown[] = [];
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'no-reply@aangan.in',
      outboxDir: '/nonexistent',
      log: { info: () => {}, error: (details) => errors.push(details) },
    });
    mailer.send({ to: 'x@example.in', subject: 'Lost', text: 't', html: 'h' });
    await mailer.close();
    expect(errors).toHaveLength(1);
  });
});

describe('signing up with SMTP_URL set', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM: 'Aangan <hello@aangan.in>' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('sends the code by real SMTP, and that code verifies the account', async () => {
    const registration = newRegistration();
    expect((await post(testApp, '/api/auth/sign-up', registration)).statusCode).toBe(201);
    await testApp.mailer.idle();

    const message = inbox.messages.find((entry) => entry.to.includes(registration.email));
    expect(message?.mail.subject).toBe('Your Aangan verification code');
    expect(message?.from).toBe('hello@aangan.in');
    const code = message?.mail.code as string;
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post(testApp, '/api/auth/verify-email', { email: registration.email, code });
    expect(verified.statusCode).toBe(200);
  });
});

describe('the team’s mails to owners with SMTP_URL set', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ SMTP_URL: inbox.url, MAIL_FROM: 'Aangan <hello@aangan.in>' });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('reach the owner by real SMTP when a moderator verifies and then hides a listing', async () => {
    // The sign-up codes come by SMTP too.
    const codeFromInbox = async (email: string) => {
      await testApp.mailer.idle();
      const message = inbox.messages.findLast((entry) => entry.to.includes(email));
      return message?.mail.code as string;
    };
    const owner = await createVerifiedAccount(testApp, {}, codeFromInbox);
    const moderator = await createVerifiedAccount(testApp, {}, codeFromInbox);
    await setRoleByEmail(testApp.database.db, moderator.email, 'moderator');
    const { listingId } = await verifiedListing(testApp, owner, moderator, { title: 'Haveli rooms near Junagarh' });
    const hidden = await sendAs(testApp, 'POST', `/api/admin/listings/${listingId}/hide`, moderator.cookie, {
      reason: 'duplicate',
      note: 'The same photos are on another listing.',
    });
    expect(hidden.statusCode).toBe(200);
    await testApp.mailer.idle();

    // Two deliveries may arrive in either order: each is found by its subject.
    const subjects = inbox.messages
      .filter((entry) => entry.to.includes(owner.email) && entry.from === 'hello@aangan.in')
      .map((entry) => entry.mail.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Your listing is verified: Haveli rooms near Junagarh',
        'Your listing is hidden: Haveli rooms near Junagarh',
      ]),
    );
    const hiddenMail = inbox.messages.find((entry) => entry.mail.subject.startsWith('Your listing is hidden'));
    expect(hiddenMail?.mail.text).toContain('The same photos are on another listing.');
  });
});

describe('a saved-search alert with SMTP_URL set', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      SMTP_URL: inbox.url,
      MAIL_FROM: 'Aangan <hello@aangan.in>',
      PUBLIC_URL: 'https://aangan.example',
      SUPPORT_EMAIL: 'help@aangan.example',
    });
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('arrives with RFC 8058’s headers, a text part, and links that work', async () => {
    const codeFromInbox = async (email: string) => {
      await testApp.mailer.idle();
      return inbox.messages.findLast((entry) => entry.to.includes(email))?.mail.code as string;
    };
    const owner = await createVerifiedAccount(testApp, {}, codeFromInbox);
    const seeker = await createVerifiedAccount(testApp, {}, codeFromInbox);
    // Bikaner needs a listing before a search of it can be saved.
    expect((await sendAs(testApp, 'POST', '/api/properties', owner.cookie, listingBody())).statusCode).toBe(201);
    const saved = await sendAs(testApp, 'POST', '/api/saved-searches', seeker.cookie, {
      url: '/rent/bikaner',
      name: 'Rent in Bikaner',
    });
    await sendAs(testApp, 'PATCH', `/api/saved-searches/${saved.json().id}`, seeker.cookie, { frequency: 'instant' });
    const listed = await sendAs(testApp, 'POST', '/api/properties', owner.cookie, listingBody({ title: 'Alert flat' }));
    // The listing was queued with it; the instant-alerts job sends (the engine is not started in tests).
    await testApp.app.jobs.definitions.find((job) => job.name === 'instant-alerts')?.run(new Date());
    await testApp.mailer.idle();

    const message = inbox.messages.find(
      (entry) => entry.to.includes(seeker.email) && entry.mail.text.includes('Alert flat'),
    );
    expect(message?.from).toBe('hello@aangan.in');
    const headers = message?.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    const oneClick = headers.match(
      /^List-Unsubscribe: <(https:\/\/aangan\.example\/api\/alerts\/unsubscribe\?token=[\w.-]+)>, <mailto:help@aangan\.example\?subject=unsubscribe>$/m,
    )?.[1];
    expect(oneClick, headers).toBeDefined();
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(message?.raw).toContain('text/plain');
    expect(message?.raw).toContain('text/html');
    expect(message?.mail.text).toContain(`https://aangan.example/property/${listed.json().id}`);
    expect(message?.mail.text).toContain('See the new match: https://aangan.example/rent/bikaner');

    // What a mail provider does with the header: POST the address, as a form.
    const url = new URL(oneClick as string);
    const unsubscribed = await testApp.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    expect(unsubscribed.json()).toEqual({ name: 'Rent in Bikaner', frequency: 'off' });
  });

  it('asks a guest to confirm by a mail whose link works, and sends nothing else until then', async () => {
    const email = `guest.${Date.now()}@example.in`;
    const asked = await requestAlert(testApp, { email, url: '/buy', name: 'Homes to buy', frequency: 'instant' });
    expect(asked.statusCode, asked.body).toBe(202);
    await testApp.mailer.idle();

    const [message, ...more] = inbox.messages.filter((entry) => entry.to.includes(email));
    expect(more).toHaveLength(0);
    expect(message?.from).toBe('hello@aangan.in');
    const headers = message?.raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
    expect(headers).toMatch(/^Subject: Confirm your property alert$/m);
    expect(headers).toMatch(new RegExp(`^To: ${email.replaceAll('.', '\\.')}$`, 'm'));
    // Not a mailing: nothing to unsubscribe from until it is confirmed.
    expect(headers).not.toMatch(/^List-Unsubscribe/m);
    expect(message?.raw).toContain('text/plain');
    expect(message?.raw).toContain('text/html');
    expect(message?.mail.text).toContain('Homes to buy');
    expect(message?.mail.text).toContain('Alerts come as soon as a listing matches.');
    expect(message?.mail.text).toContain('Nothing is sent until you confirm.');
    const link = /Confirm my alert: (https:\/\/aangan\.example\/alerts\/confirm\?token=[\w.-]+)$/m.exec(
      message?.mail.text ?? '',
    )?.[1];
    expect(link, message?.mail.text).toBeDefined();

    // What the confirmation page does with the link: read it, then confirm it.
    const url = new URL(link as string);
    const read = await testApp.app.inject({ method: 'GET', url: `/api${url.pathname}${url.search}` });
    expect(read.json()).toMatchObject({ name: 'Homes to buy', confirmed: false });
    const confirmed = await testApp.app.inject({ method: 'POST', url: `/api${url.pathname}${url.search}` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      name: 'Homes to buy',
      url: '/buy',
      frequency: 'instant',
      confirmed: true,
      account: false,
    });
  });
});
