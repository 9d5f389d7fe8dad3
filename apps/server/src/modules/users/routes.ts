import { AUTH_MESSAGES as M } from '@aangan/domain';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { findMe, setLocale, updateMe } from './service.ts';

export interface UserRoutesOptions {
  auth: Auth;
  db: Database;
  /** Called once a profile update gave the account a mobile number (app.ts looks for broker flags then). */
  afterPhoneChange?: (userId: string) => void;
}

/** The signed-in person's own profile (docs/product.md §2 'Profile'). */
export async function userRoutes(
  app: FastifyInstance,
  { auth, db, afterPhoneChange }: UserRoutesOptions,
): Promise<void> {
  registerEndpoint(app, 'me', { auth }, async ({ user }, _request, reply) => {
    const me = await findMe(db, user.userId);
    if (!me) throw new AppError('UNAUTHORIZED', M.signInRequired);
    reply.header('cache-control', 'no-store');
    return me;
  });

  registerEndpoint(app, 'updateMe', { auth }, async ({ user, body }) => {
    const me = await updateMe(db, user.userId, body);
    if (!me) throw new AppError('UNAUTHORIZED', M.signInRequired);
    if ('phone' in body && body.phone) afterPhoneChange?.(user.userId);
    return me;
  });

  registerEndpoint(app, 'setMyLanguage', { auth }, async ({ user, body }, _request, reply) => {
    if (!(await setLocale(db, user.userId, body.locale))) throw new AppError('UNAUTHORIZED', M.signInRequired);
    return reply.status(204).send();
  });
}
