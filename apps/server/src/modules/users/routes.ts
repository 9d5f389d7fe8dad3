import { AUTH_MESSAGES as M, profileUpdateSchema } from '@aangan/domain';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import { requireUser } from '../../auth/session.ts';
import type { Database } from '../../db/database.ts';
import { AppError, parseInput } from '../../http/errors.ts';
import { findMe, updateMe } from './service.ts';

export interface UserRoutesOptions {
  auth: Auth;
  db: Database;
}

/** The signed-in person's own profile (spec §2 'Profile'). */
export async function userRoutes(app: FastifyInstance, { auth, db }: UserRoutesOptions): Promise<void> {
  app.get('/api/me', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    const me = await findMe(db, userId);
    if (!me) throw new AppError('UNAUTHORIZED', M.signInRequired);
    reply.header('cache-control', 'no-store');
    return me;
  });

  app.patch('/api/me', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply);
    const update = parseInput(profileUpdateSchema, request.body);
    const me = await updateMe(db, userId, update);
    if (!me) throw new AppError('UNAUTHORIZED', M.signInRequired);
    return me;
  });
}
