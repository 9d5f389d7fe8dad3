import aws4 from 'aws4';
import type { MediaStorage } from './media-storage.ts';

export interface S3Options {
  /** e.g. https://s3.ap-south-1.amazonaws.com or any S3-compatible endpoint; path-style addressing. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers load objects (a CDN); the bucket's own address when unset. */
  publicUrl?: string;
}

/** An S3-compatible bucket, spoken to with signed (SigV4) requests over fetch: no SDK needed for PUT and DELETE. */
export function createS3Storage(options: S3Options): MediaStorage {
  const base = new URL(options.endpoint);
  const objectPath = (key: string) =>
    `${base.pathname.replace(/\/$/, '')}/${encodeURIComponent(options.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const credentials = { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey };

  async function send(method: 'PUT' | 'DELETE', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const request = aws4.sign(
      {
        host: base.host,
        path: objectPath(key),
        method,
        service: 's3',
        region: options.region,
        headers: {
          ...(contentType ? { 'content-type': contentType } : {}),
          ...(body ? { 'cache-control': 'public, max-age=31536000, immutable' } : {}),
        },
        ...(body ? { body } : {}),
      },
      credentials,
    );
    const headers = Object.fromEntries(
      Object.entries(request.headers ?? {}).map(([name, value]) => [name, String(value)]),
    );
    // aws4 adds Host and Content-Length; fetch sets those itself and refuses them.
    delete headers.Host;
    delete headers['Content-Length'];
    return fetch(new URL(request.path ?? '/', base), { method, headers, body });
  }

  return {
    async put(key, body, contentType) {
      const response = await send('PUT', key, body, contentType);
      if (!response.ok) throw new Error(`S3 PUT ${key} failed: HTTP ${response.status} ${await response.text()}`);
    },
    async remove(keys) {
      for (const key of keys) {
        const response = await send('DELETE', key);
        if (!response.ok && response.status !== 404) {
          throw new Error(`S3 DELETE ${key} failed: HTTP ${response.status} ${await response.text()}`);
        }
      }
    },
    publicUrl: (key) =>
      options.publicUrl ? `${options.publicUrl.replace(/\/$/, '')}/${key}` : new URL(objectPath(key), base).toString(),
  };
}
