import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from './media-storage.ts';

/** Files under `root` (DATA_DIR/uploads), served by this server at /media/. */
export function createFileStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    // Keys come from our own code, but a path must never leave the uploads folder.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Storage key outside the uploads: ${key}`);
    return file;
  };
  return {
    localRoot: root,
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside, then renamed: a reader never sees half a picture.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
      await Promise.all(
        [...new Set(keys.map((key) => path.dirname(fileOf(key))))].map((dir) =>
          // The upload's folder goes once it is empty; rmdir refuses a folder that still holds files.
          rmdir(dir).catch(() => undefined),
        ),
      );
    },
    publicUrl: (key) => `/media/${key}`,
  };
}
