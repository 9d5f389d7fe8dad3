import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnswerCache, CacheOutcome } from './answer-cache.ts';
import { COMPRESS_FROM_BYTES, type Encoding, type StoredAnswer } from './stored-answer.ts';

/** The encoding to send: brotli, else gzip, when the request accepts it (a q of 0 refuses it). */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(quality && Number(quality.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET), or is `*`. */
export function matchesIfNoneMatch(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Sends a kept answer: its ETag (a 304 with no body when the browser or CDN already has it), how long a shared
 * cache in front may keep it (`s-maxage`: what is left of the bound, so a CDN never stretches it), browsers asked
 * to check back each time (`max-age=0`, answered by the 304), and the body compressed once, not per request.
 */
export function sendStoredAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: AnswerCache,
  { key, answer, outcome }: { key: string; answer: StoredAnswer; outcome: CacheOutcome },
): FastifyReply {
  const remainingSeconds = Math.floor(cache.remainingMs(answer) / 1000);
  reply.header('etag', answer.etag);
  reply.header('cache-control', remainingSeconds > 0 ? `public, max-age=0, s-maxage=${remainingSeconds}` : 'no-cache');
  reply.header('vary', 'Accept-Encoding');
  reply.header('x-cache', outcome);
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding =
    answer.jsonBytes >= COMPRESS_FROM_BYTES ? preferredEncoding(request.headers['accept-encoding']) : undefined;
  if (!encoding) return reply.send(answer.json);
  // Already compressed: @fastify/compress leaves an answer with a Content-Encoding alone.
  reply.header('content-encoding', encoding);
  return reply.send(cache.encoded(key, answer, encoding));
}
