import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { uploadKey } from '@aangan/domain';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import { requireUser } from '../auth/session.ts';
import type { Database } from '../db/database.ts';
import { mediaUploads } from '../db/schema.ts';
import type { RateLimiter } from '../rate-limit/limiter.ts';
import { processImage } from './image-processing.ts';
import { UPLOADS_PER_USER } from './rate-limits.ts';
import { readUploadedFile } from './read-upload.ts';
import type { MediaStorage } from './storage/media-storage.ts';

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

  app.post('/api/media', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    await limiter.consume(UPLOADS_PER_USER, userId);
    const { bytes: input } = await readUploadedFile(request, maxBytes);
    const image = await processImage(input);

    const folder = randomBytes(16).toString('base64url');
    const detailKey = uploadKey(folder, 'detail');
    const cardKey = uploadKey(folder, 'card');
    try {
      await storage.put(detailKey, image.detail, 'image/webp');
      await storage.put(cardKey, image.card, 'image/webp');
      await db.insert(mediaUploads).values({ key: detailKey, userId, width: image.width, height: image.height });
    } catch (error) {
      // Nothing half-stored: a failed upload leaves no file behind.
      await storage.remove([detailKey, cardKey]).catch(() => undefined);
      throw error;
    }
    reply.code(201);
    return { key: detailKey, url: storage.publicUrl(detailKey), width: image.width, height: image.height };
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
