import type { ListingInput } from '@aangan/domain';
import sharp from 'sharp';
import { listingBody } from './listing-body.ts';
import type { TestApp } from './test-app.ts';

export { listingBody };

/** A real photo-like JPEG (a gradient), optionally with camera and GPS metadata. */
export async function makeJpeg(width = 2000, height = 1500, withGps = false): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } },
  }).jpeg({ quality: 85 });
  if (!withGps) return image.toBuffer();
  return image
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Aangan 1', Copyright: 'Owner' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 1/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 18/1 0/1' },
    })
    .toBuffer();
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartFile(content: Buffer, filename: string, contentType = 'image/jpeg') {
  const boundary = `----aangan${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

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
