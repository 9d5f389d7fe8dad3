import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from './s3.ts';

/**
 * The loopback S3 server does not check SigV4 signatures, so this test does: it captures the driver's
 * requests and recomputes each signature from the AWS rules, independently of the signing library.
 */
interface Captured {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const captured: Captured[] = [];
let endpoint: string;
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    captured.push({
      method: request.method ?? '',
      path: request.url ?? '',
      headers: request.headers,
      body: Buffer.concat(chunks),
    });
    response.writeHead(request.method === 'DELETE' ? 204 : 200).end();
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** AWS Signature Version 4 for S3, from the published algorithm. */
function expectedSignature(request: Captured, region: string): { signature: string; signedHeaders: string } {
  const authorization = String(request.headers.authorization);
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(authorization)?.[1] ?? '';
  const amzDate = String(request.headers['x-amz-date']);
  const day = amzDate.slice(0, 8);
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((name) => `${name}:${String(request.headers[name]).trim()}\n`)
    .join('');
  const payloadHash = String(request.headers['x-amz-content-sha256']);
  const canonicalRequest = [request.method, request.path, '', canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET}`, day), region), 's3'), 'aws4_request');
  return { signature: createHmac('sha256', key).update(stringToSign).digest('hex'), signedHeaders };
}

describe('S3 request signing', () => {
  it('signs PUT (with the body hash) and DELETE as AWS SigV4 says', async () => {
    const storage = createS3Storage({
      endpoint,
      bucket: 'aangan-media',
      region: 'ap-south-1',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: SECRET,
    });
    const body = Buffer.from('webp bytes');
    await storage.put('properties/abcdefghijklmnop/detail.webp', body, 'image/webp');
    await storage.remove(['properties/abcdefghijklmnop/card.webp']);

    expect(captured.map((request) => [request.method, request.path])).toEqual([
      ['PUT', '/aangan-media/properties/abcdefghijklmnop/detail.webp'],
      ['DELETE', '/aangan-media/properties/abcdefghijklmnop/card.webp'],
    ]);
    const [put, remove] = captured as [Captured, Captured];
    expect(put.body.equals(body)).toBe(true);
    expect(put.headers['x-amz-content-sha256']).toBe(sha256(body));
    for (const request of [put, remove]) {
      const { signature, signedHeaders } = expectedSignature(request, 'ap-south-1');
      expect(signedHeaders.split(';')).toEqual(expect.arrayContaining(['host', 'x-amz-content-sha256', 'x-amz-date']));
      expect(String(request.headers.authorization)).toBe(
        `AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/${String(request.headers['x-amz-date']).slice(0, 8)}/ap-south-1/s3/aws4_request, SignedHeaders=${signedHeaders}, Signature=${signature}`,
      );
    }
  });
});
