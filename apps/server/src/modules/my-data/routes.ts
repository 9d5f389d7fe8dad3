import { AUTH_MESSAGES, dataExportFileName, isUploadKey } from '@aangan/domain';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import { callAuth } from '../../auth/auth-errors.ts';
import { forwardCookies, toAuthHeaders } from '../../auth/session.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import type { MediaStorage } from '../../media/storage/media-storage.ts';
import { removeAfterCommit } from '../../media/storage/remove-after-commit.ts';
import type { RateLimiter } from '../../rate-limit/limiter.ts';
import { deleteAccount } from './deletion.ts';
import { findDataExport, type PictureAddress } from './export.ts';
import { requirePassword } from './password-check.ts';
import { ACCOUNT_DELETE_TRIES_PER_USER, DATA_EXPORTS_PER_USER } from './rate-limits.ts';

export interface MyDataRoutesOptions {
  auth: Auth;
  db: Database;
  storage: MediaStorage;
  limiter: RateLimiter;
  /** The site's own address, so the file's picture links work wherever it is opened. */
  publicUrl: string;
}

/** 'Download my data' and 'Delete Account' under Profile → Account Settings (issue 17, decision 022). */
export async function myDataRoutes(
  app: FastifyInstance,
  { auth, db, storage, limiter, publicUrl }: MyDataRoutesOptions,
): Promise<void> {
  const pictureAddress: PictureAddress = (value) => {
    if (!isUploadKey(value)) return value;
    const url = storage.publicUrl(value);
    return url.startsWith('/') ? new URL(url, publicUrl).toString() : url;
  };

  registerEndpoint(app, 'exportMyData', { auth }, async ({ user }, _request, reply) => {
    await limiter.consume(DATA_EXPORTS_PER_USER, user.userId);
    const data = await findDataExport(db, user.userId, pictureAddress);
    if (!data) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.signInRequired);
    reply.header('cache-control', 'no-store');
    reply.header('content-disposition', `attachment; filename="${dataExportFileName(new Date(data.exportedAt))}"`);
    return data;
  });

  registerEndpoint(app, 'deleteMyAccount', { auth }, async ({ user, body }, request, reply) => {
    await limiter.consume(ACCOUNT_DELETE_TRIES_PER_USER, user.userId);
    await requirePassword(auth, request, body.password);
    const { droppedKeys } = await deleteAccount(db, user.userId);
    request.log.info({ userId: user.userId, pictures: droppedKeys.length }, 'account deleted by its owner');
    await removeAfterCommit(storage, droppedKeys, request.log);
    // The session went with the account; this clears the browser's cookie (signing out twice is no error).
    const signedOut = await callAuth(() =>
      auth.api.signOut({ headers: toAuthHeaders(request), returnHeaders: true }),
    ).catch((err: unknown) => {
      request.log.warn({ err }, 'could not clear the cookie of a deleted account');
      return null;
    });
    forwardCookies(signedOut?.headers, reply);
    return undefined;
  });
}
