import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from './media-storage.ts';

/**
 * Removes pictures a listing no longer uses, once the change that dropped them is committed (removing first
 * could lose pictures of a change that then failed). A failure only leaves files behind, so it is logged.
 */
export async function removeAfterCommit(
  storage: MediaStorage,
  keys: readonly string[],
  log: FastifyBaseLogger,
): Promise<void> {
  if (keys.length === 0) return;
  await storage.remove(keys).catch((err: unknown) => log.warn({ err, keys }, 'could not remove stored pictures'));
}
