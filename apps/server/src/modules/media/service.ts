import { randomBytes } from 'node:crypto';
import { type UploadedImage, uploadKey } from '@aangan/domain';
import type { Database } from '../../db/database.ts';
import { mediaUploads } from '../../db/schema.ts';
import { processImage } from '../../media/image-processing.ts';
import type { MediaStorage } from '../../media/storage/media-storage.ts';

/**
 * Re-encodes one picture into its two WebP sizes under a new random folder and records it as the
 * uploader's, so only they can put it on a listing (decision 009). Nothing is half-stored: when either
 * size or the record fails, the stored files are removed again.
 */
export async function storeUpload(
  db: Database,
  storage: MediaStorage,
  userId: string,
  input: Buffer,
): Promise<UploadedImage> {
  const image = await processImage(input);
  const folder = randomBytes(16).toString('base64url');
  const detailKey = uploadKey(folder, 'detail');
  const cardKey = uploadKey(folder, 'card');
  try {
    await storage.put(detailKey, image.detail, 'image/webp');
    await storage.put(cardKey, image.card, 'image/webp');
    await db.insert(mediaUploads).values({ key: detailKey, userId, width: image.width, height: image.height });
  } catch (error) {
    await storage.remove([detailKey, cardKey]).catch(() => undefined);
    throw error;
  }
  return { key: detailKey, url: storage.publicUrl(detailKey), width: image.width, height: image.height };
}
