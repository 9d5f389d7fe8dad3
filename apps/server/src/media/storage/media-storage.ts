/** Where uploaded pictures live: local files (the embedded default) or an S3-compatible bucket. */
export interface MediaStorage {
  /** The folder of a local storage, which this server serves at /media/; undefined for a bucket. */
  readonly localRoot?: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the objects; a missing one is not an error. */
  remove(keys: readonly string[]): Promise<void>;
  /** The address a browser loads a key from (/media/… for local files, the bucket or its CDN for S3). */
  publicUrl(key: string): string;
}
