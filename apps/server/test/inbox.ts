import type { ContactMessageInput } from '@aangan/domain';
import { sendAs } from './listings.ts';
import type { TestApp } from './test-app.ts';

let sequence = 0;

/**
 * A contact-page message, sent as a guest through the API (each from its own address, under the hourly limit),
 * from a page in `language` (the web app sends its page's language as Accept-Language).
 */
export async function sendContactMessage(
  testApp: TestApp,
  overrides: Partial<ContactMessageInput> = {},
  language = 'en-IN',
): Promise<string> {
  sequence += 1;
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/contact',
    remoteAddress: `10.77.${sequence >> 8}.${sequence & 255}`,
    headers: { 'accept-language': language },
    payload: {
      name: 'Kavita Joshi',
      email: 'kavita.joshi@example.in',
      phone: '9829054321',
      reason: 'listing-help',
      subject: 'Photos on my listing',
      message: 'My second photo does not show.\nCould you look at it?',
      ...overrides,
    },
  });
  if (response.statusCode !== 201) throw new Error(`contact message refused: ${response.body}`);
  return response.json().id;
}

export const replyTo = (testApp: TestApp, cookie: string | undefined, id: string, body: unknown) =>
  sendAs(testApp, 'POST', `/api/admin/messages/${id}/reply`, cookie, body);

export const changeStatus = (testApp: TestApp, cookie: string | undefined, id: string, body: unknown) =>
  sendAs(testApp, 'POST', `/api/admin/messages/${id}/status`, cookie, body);
