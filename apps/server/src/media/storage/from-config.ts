import path from 'node:path';
import type { Config } from '../../config.ts';
import { createFileStorage } from './fs.ts';
import type { MediaStorage } from './media-storage.ts';
import { createS3Storage } from './s3.ts';

/** S3 when S3_BUCKET is set (with its endpoint and keys), else files under DATA_DIR/uploads. */
export function createStorageFromConfig(config: Config): MediaStorage {
  if (!config.S3_BUCKET) return createFileStorage(path.join(config.dataDir, 'uploads'));
  return createS3Storage({
    endpoint: config.S3_ENDPOINT ?? `https://s3.${config.S3_REGION}.amazonaws.com`,
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
    publicUrl: config.S3_PUBLIC_URL,
  });
}
