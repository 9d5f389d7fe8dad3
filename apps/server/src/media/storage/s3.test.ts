import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaStorage } from './media-storage.ts';
import { createS3Storage } from './s3.ts';

/** The S3 driver against a loopback S3-compatible server that checks SigV4 signatures like S3 does. */
let server: S3rver;
let directory: string;
let endpoint: string;
let storage: MediaStorage;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'aangan-s3-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'aangan', configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
  // s3rver's fixed development credentials.
  storage = createS3Storage({
    endpoint,
    bucket: 'aangan',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
});

afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('S3 storage', () => {
  const key = 'properties/abcdefghijklmnop/detail.webp';

  it('puts an object with its type and cache headers, readable at its public address', async () => {
    await storage.put(key, Buffer.from('RIFF-webp-bytes'), 'image/webp');
    const response = await fetch(storage.publicUrl(key));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe('RIFF-webp-bytes');
  });

  it('removes objects, and a missing one is no error', async () => {
    await storage.remove([key, 'properties/abcdefghijklmnop/card.webp']);
    expect((await fetch(storage.publicUrl(key))).status).toBe(404);
  });

  it('fails loudly when the server refuses the request', async () => {
    const stranger = createS3Storage({
      endpoint,
      bucket: 'aangan',
      region: 'us-east-1',
      accessKeyId: 'NOT-A-KEY',
      secretAccessKey: 'S3RVER',
    });
    await expect(stranger.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/HTTP 403/);
  });

  it('gives the CDN address when one is set', () => {
    const behindCdn = createS3Storage({
      endpoint,
      bucket: 'aangan',
      region: 'us-east-1',
      accessKeyId: 'a',
      secretAccessKey: 'b',
      publicUrl: 'https://cdn.aangan.in/',
    });
    expect(behindCdn.publicUrl(key)).toBe(`https://cdn.aangan.in/${key}`);
  });
});
