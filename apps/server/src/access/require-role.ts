import { hasRole, type Role } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../auth/auth.ts';
import { findSignedInUser, type SignedInUser } from '../auth/session.ts';
import type { Database } from '../db/database.ts';
import { user } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';

/** The role stored on the account; read on every team request, so a revoked role stops at once. */
async function findRole(db: Database, userId: string): Promise<Role | undefined> {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  return row?.role;
}

/** Whether the person asking is on the team (moderator or admin); a guest or member is not. */
export async function isTeamMember(
  auth: Auth,
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const signedIn = await findSignedInUser(auth, request, reply);
  const role = signedIn ? await findRole(db, signedIn.userId) : undefined;
  return role !== undefined && hasRole(role, 'moderator');
}

/**
 * Guard for the team's endpoints: the signed-in person, when their role reaches `least`. Anyone else —
 * a guest, a member — hears the same 404 as for a path that does not exist: the team's surface is not
 * advertised.
 */
export async function requireRole(
  auth: Auth,
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  least: Role,
): Promise<SignedInUser & { role: Role }> {
  const signedIn = await findSignedInUser(auth, request, reply);
  const role = signedIn ? await findRole(db, signedIn.userId) : undefined;
  if (!signedIn || !role || !hasRole(role, least)) throw new AppError('NOT_FOUND', 'Not found');
  return { ...signedIn, role };
}
