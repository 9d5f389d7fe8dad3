import type { ListingInput } from '@aangan/domain';
import { listingBody, multipartFile } from '@aangan/testing';
import type { TestApp } from './test-app.ts';

export function upload(testApp: TestApp, content: Buffer, filename: string, cookie?: string, type?: string) {
  const body = multipartFile(content, filename, type);
  return testApp.app.inject({
    method: 'POST',
    url: '/api/media',
    payload: body.payload,
    headers: { 'content-type': body.contentType, ...(cookie ? { cookie } : {}) },
  });
}

/** One JSON request to the app as a browser with `cookie` (or a guest) would send it. */
export function sendAs(
  testApp: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
) {
  return testApp.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Lists a property through the API as `cookie`'s owner and returns its id. */
export async function createListing(
  testApp: TestApp,
  cookie: string,
  overrides: Partial<ListingInput> = {},
): Promise<string> {
  const response = await sendAs(testApp, 'POST', '/api/properties', cookie, listingBody(overrides));
  if (response.statusCode !== 201) throw new Error(`listing failed: ${response.body}`);
  return response.json().id;
}
