import { CONTACT_MESSAGES, type ContactMessageInput, NEWSLETTER_MESSAGES } from '@aangan/domain';
import { readOutbox } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { contactMessages, newsletterSubscribers } from '../../db/schema.ts';
import { CONTACT_MESSAGES_PER_IP, NEWSLETTER_SIGNUPS_PER_IP } from './rate-limits.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ SUPPORT_EMAIL: 'desk@aangan.test' });
});

afterAll(async () => {
  await testApp.close();
});

let sequence = 0;
/** Each test sends from its own address, so per-connection limits do not cross between tests. */
function fromAddress(): string {
  sequence += 1;
  return `10.0.0.${sequence}`;
}

function post(url: string, payload: unknown, remoteAddress: string, cookie?: string) {
  return testApp.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
}

const validMessage: ContactMessageInput = {
  name: '  Kavita Joshi ',
  email: 'Kavita.Joshi@Example.in',
  phone: '+91 98290-54321',
  reason: 'listing-help',
  subject: 'Photos on my listing',
  message: 'My second photo does not show.\nCould you look at it?',
};

async function mailsTo(address: string) {
  await testApp.mailer.idle();
  return (await readOutbox(testApp.outboxDir)).filter((mail) => mail.to === address);
}

describe('POST /api/contact', () => {
  it('stores the message and mails it to the support address with the sender as Reply-To', async () => {
    const response = await post('/api/contact', validMessage, fromAddress());
    expect(response.statusCode).toBe(201);
    const { id } = response.json();

    const [row] = await testApp.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: 'Kavita Joshi',
      email: 'kavita.joshi@example.in',
      phone: '9829054321',
      reason: 'listing-help',
      subject: 'Photos on my listing',
      message: 'My second photo does not show.\nCould you look at it?',
      userId: null,
    });

    const mail = (await mailsTo('desk@aangan.test')).find((each) => each.text.includes(id));
    expect(mail).toBeDefined();
    expect(mail?.replyTo).toBe('kavita.joshi@example.in');
    expect(mail?.subject).toBe('[Contact - Listing Help] Photos on my listing');
    expect(mail?.text).toContain('Mobile: +91 98290 54321');
    expect(mail?.text).toContain('My second photo does not show.\nCould you look at it?');
  });

  it('remembers who sent it when signed in', async () => {
    const account = await createVerifiedAccount(testApp);
    const response = await post('/api/contact', validMessage, fromAddress(), account.cookie);
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.database.db
      .select({ userId: contactMessages.userId })
      .from(contactMessages)
      .where(eq(contactMessages.id, response.json().id));
    expect(row?.userId).toBe(account.id);
  });

  it('names every bad field in the form’s words and stores and mails nothing', async () => {
    const before = (await mailsTo('desk@aangan.test')).length;
    const response = await post(
      '/api/contact',
      { name: ' ', email: 'not-an-email', phone: '12345', reason: 'complaint', subject: '', message: 'Hi' },
      fromAddress(),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: 'Please enter a valid email address',
      phone: expect.any(String),
      reason: CONTACT_MESSAGES.reasonRequired,
      subject: CONTACT_MESSAGES.subjectRequired,
      message: CONTACT_MESSAGES.messageTooShort,
    });
    expect((await mailsTo('desk@aangan.test')).length).toBe(before);
  });

  it('refuses fields the form does not have', async () => {
    const response = await post('/api/contact', { ...validMessage, userId: 'someone-else' }, fromAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('userId');
  });

  it('limits how many messages one connection sends', async () => {
    const address = fromAddress();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_IP.limit; sent += 1) {
      expect((await post('/api/contact', validMessage, address)).statusCode).toBe(201);
    }
    const limited = await post('/api/contact', validMessage, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(CONTACT_MESSAGES.rateLimited);
    expect((await post('/api/contact', validMessage, fromAddress())).statusCode).toBe(201);
  });
});

describe('POST /api/newsletter', () => {
  async function subscribers(email: string) {
    return testApp.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  }

  it('stores an address once; signing up again is not an error', async () => {
    const first = await post('/api/newsletter', { email: ' Ravi@Example.in ', source: 'footer' }, fromAddress());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ email: 'ravi@example.in' });
    const again = await post('/api/newsletter', { email: 'ravi@example.in' }, fromAddress());
    expect(again.statusCode).toBe(200);

    const rows = await subscribers('ravi@example.in');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source).toBe('footer');
  });

  it('no longer takes the old alert box’s source, and keeps the addresses it gave', async () => {
    // Property alerts are guest alerts now (POST /api/alerts); a page open from before may still send this.
    const refused = await post('/api/newsletter', { email: 'kiran@example.in', source: 'alerts' }, fromAddress());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.source).toBe(NEWSLETTER_MESSAGES.alertsMoved);
    expect(await subscribers('kiran@example.in')).toHaveLength(0);

    await testApp.database.db
      .insert(newsletterSubscribers)
      .values({ email: 'old.alerts@example.in', source: 'alerts' });
    const again = await post('/api/newsletter', { email: 'old.alerts@example.in' }, fromAddress());
    expect(again.statusCode).toBe(200);
    expect((await subscribers('old.alerts@example.in'))[0]?.source).toBe('alerts');
  });

  it('takes the footer as the source when none is given', async () => {
    await post('/api/newsletter', { email: 'asha@example.in' }, fromAddress());
    expect((await subscribers('asha@example.in'))[0]?.source).toBe('footer');
  });

  it('refuses an address that is not one', async () => {
    const response = await post('/api/newsletter', { email: 'ravi@' }, fromAddress());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.email).toBe('Please enter a valid email address');
    const missing = await post('/api/newsletter', {}, fromAddress());
    expect(missing.json().error.fields.email).toBe(NEWSLETTER_MESSAGES.emailRequired);
  });

  it('limits sign-ups per connection', async () => {
    const address = fromAddress();
    for (let sent = 0; sent < NEWSLETTER_SIGNUPS_PER_IP.limit; sent += 1) {
      const response = await post('/api/newsletter', { email: `reader${sent}@example.in` }, address);
      expect(response.statusCode).toBe(200);
    }
    const limited = await post('/api/newsletter', { email: 'one.more@example.in' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toBe(NEWSLETTER_MESSAGES.rateLimited);
  });
});
