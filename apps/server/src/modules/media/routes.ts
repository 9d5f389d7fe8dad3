import { mkdir } from 'node:fs/promises';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import type { MediaStorage } from '../../media/storage/media-storage.ts';
import type { RateLimiter } from '../../rate-limit/limiter.ts';
import { UPLOADS_PER_USER } from './rate-limits.ts';
import { readUploadedFile } from './read-upload.ts';
import { storeUpload } from './service.ts';

export interface MediaRoutesOptions {
  auth: Auth;
  db: Database;
  limiter: RateLimiter;
  storage: MediaStorage;
  /** Largest accepted file in bytes (MAX_UPLOAD_BYTES, 5 MB by default). */
  maxBytes: number;
}

const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** POST /api/media (one picture in, two WebP sizes stored) and GET /media/* (what was stored). */
export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions): Promise<void> {
  const { auth, db, limiter, storage, maxBytes } = options;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 } });

  registerEndpoint(app, 'uploadImage', { auth }, async ({ user }, request) => {
    await limiter.consume(UPLOADS_PER_USER, user.userId);
    const { bytes } = await readUploadedFile(request, maxBytes);
    return storeUpload(db, storage, user.userId, bytes);
  });

  if (storage.localRoot) {
    await mkdir(storage.localRoot, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.localRoot,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      // Keys are random and never rewritten, so a browser may keep a picture for good.
      setHeaders: (res) => res.header('cache-control', ONE_YEAR_IMMUTABLE),
      allowedPath: (pathName) => pathName.endsWith('.webp'),
    });
  } else {
    app.get('/media/*', async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      return reply.redirect(storage.publicUrl(key), 301);
    });
  }
}
