import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Smaller answers go out as they are: compressing a few hundred bytes saves less than its headers cost. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * One answer as it is kept and sent: its JSON, an ETag of that JSON, the moment it was read from the database
 * (its age decides whether it may still be served; it travels with the answer through Redis, so a copy is never
 * younger than the original), and its compressed forms, made once on first need instead of on every request.
 */
export class StoredAnswer {
  readonly etag: string;
  /** The JSON's own size; `bytes` adds its compressed forms. */
  readonly jsonBytes: number;
  readonly #encoded: Partial<Record<Encoding, Buffer>> = {};
  #bytes: number;

  constructor(
    readonly json: string,
    readonly createdAt: number,
    etag?: string,
  ) {
    this.etag = etag ?? weakEtagOf(json);
    this.jsonBytes = Buffer.byteLength(json);
    this.#bytes = this.jsonBytes;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** The body in this encoding, compressed the first time it is asked for; the number of bytes it added. */
  encoded(encoding: Encoding): { body: Buffer; added: number } {
    const kept = this.#encoded[encoding];
    if (kept) return { body: kept, added: 0 };
    const body =
      encoding === 'br'
        ? // Quality 4, as @fastify/compress uses for answers made on the fly: most of the gain for little CPU.
          brotliCompressSync(this.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
        : gzipSync(this.json);
    this.#encoded[encoding] = body;
    this.#bytes += body.length;
    return { body, added: body.length };
  }
}

/** A weak ETag (the same JSON, whatever its encoding on the wire) from a hash of the answer's JSON. */
function weakEtagOf(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
}
