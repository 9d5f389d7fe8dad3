import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { listingBody, newRegistration } from '@aangan/testing';
import { count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { contactMessages, newsletterSubscribers, properties, user } from '../db/schema.ts';

/**
 * The review's hostile inputs, one by one (issue 14 findings 1 and 2): each is refused in our error shape,
 * small, and changes nothing. The fuzz test (fuzz.test.ts) covers the same ground at random.
 */
let testApp: TestApp;
let cookie: string;

beforeAll(async () => {
  testApp = await createTestApp();
  ({ cookie } = await createVerifiedAccount(testApp));
});
afterAll(() => testApp.close());

function expectRefused(response: LightMyRequestResponse, status = 400) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  expect(response.body.length).toBeLessThanOrEqual(4096);
  const body = response.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
  return body.error as { code: string; message: string; fields?: Record<string, string> };
}

function manyKeys(total: number): Record<string, number> {
  return Object.fromEntries(Array.from({ length: total }, (_, index) => [`k${index}`, index]));
}

describe('unknown keys by the thousand', () => {
  it.each([
    ['/api/newsletter', 20_000],
    ['/api/contact', 3_000],
    ['/api/auth/sign-in', 20_000],
  ])('%s with %i unknown keys: a short 400 naming the first few', async (url, total) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url,
      payload: { email: 'reader@example.in', ...manyKeys(total) },
    });
    const error = expectRefused(response);
    expect(error.fields?.k0).toContain(`and ${(total - 5).toLocaleString('en-IN')} more`);
    expect(Object.keys(error.fields ?? {}).length).toBeLessThanOrEqual(20);
  });

  it('names an unknown key called __proto__ without touching any prototype', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"reader@example.in","constructor":1,"toString":2}',
    });
    expect(expectRefused(response).fields).toEqual({
      constructor: 'Unknown fields: constructor, toString',
      toString: 'Unknown fields: constructor, toString',
    });
  });
});

describe('text the database cannot store', () => {
  const NUL = 'Asha\u0000Sharma';

  it('a NUL in search text is a 400, not a failed query', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/properties?q=flat%00' });
    expect(expectRefused(response).fields).toHaveProperty('q');
  });

  it('a NUL in a sign-up name is a 400 and no account is made', async () => {
    const registration = newRegistration({ name: NUL });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/sign-up', payload: registration });
    expect(expectRefused(response).fields).toHaveProperty('name');
    const [{ value } = { value: -1 }] = await testApp.database.db
      .select({ value: count() })
      .from(user)
      .where(eq(user.email, registration.email));
    expect(value).toBe(0);
  });

  it.each([
    ['a NUL in the title', listingBody({ title: '2 BHK\u0000 flat near Junagarh' }), 'title'],
    ['an unpaired surrogate in a jsonb detail', listingBody({ title: 'Flat \ud800 near the fort' }), 'title'],
  ])('%s of a listing is a 400 and no listing is made', async (_, body, field) => {
    const before = await testApp.database.db.select({ value: count() }).from(properties);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/properties',
      payload: body,
      headers: { cookie },
    });
    expect(expectRefused(response).fields).toHaveProperty(field);
    expect(await testApp.database.db.select({ value: count() }).from(properties)).toEqual(before);
  });

  it('a NUL in the contact form is a 400 and nothing is stored', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: NUL,
        email: 'asha@example.in',
        phone: '9829012345',
        reason: 'inquiry',
        subject: 'Hello',
        message: 'A message long enough to pass the form rules.',
      },
    });
    expect(expectRefused(response).fields).toHaveProperty('name');
    const [{ value } = { value: -1 }] = await testApp.database.db.select({ value: count() }).from(contactMessages);
    expect(value).toBe(0);
  });

  it('a NUL in a newsletter address is a 400', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: `a${'\u0000'}@b.in` },
    });
    expectRefused(response);
    const [{ value } = { value: -1 }] = await testApp.database.db
      .select({ value: count() })
      .from(newsletterSubscribers);
    expect(value).toBe(0);
  });
});

describe('numbers past the columns', () => {
  it.each(['minPrice=1500.5', 'maxPrice=1e30', 'maxPrice=99999999999999999999', 'minArea=1e300', 'page=1e9'])(
    'GET /api/properties?%s is a 400 naming the field',
    async (query) => {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/properties?${query}` });
      expect(expectRefused(response).fields).toHaveProperty(query.split('=')[0] as string);
    },
  );
});

describe("the router's and the HTTP parser's own errors", () => {
  it('a broken percent-encoding in the path is a 400 in our shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/properties/%E0%A4%A' });
    expect(expectRefused(response).code).toBe('BAD_REQUEST');
  });

  it('a path parameter past the router limit is a 404 in our shape, without the path echoed', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/properties/${'a'.repeat(5_000)}` });
    expect(expectRefused(response, 404).code).toBe('NOT_FOUND');
    expect(response.body).not.toContain('aaaa');
  });

  it('headers past the limit are a 431 in our shape', async () => {
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = testApp.app.server.address() as AddressInfo;
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, path: '/api/health', headers: { 'x-padding': 'x'.repeat(20_000) } },
        (response) => {
          let body = '';
          response.on('data', (chunk) => {
            body += chunk;
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.end();
    });
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toEqual({ error: { code: 'BAD_REQUEST', message: expect.any(String) } });
  });
});
