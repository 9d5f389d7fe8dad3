import { AUTH_MESSAGES as M } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { session } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import type { Auth } from './auth.ts';
import { hashSessionToken } from './hashed-session-tokens.ts';

/**
 * The headers better-auth reads: the cookie, the browser, and the client address as Fastify resolved it
 * (honouring TRUST_PROXY), so a forged X-Forwarded-For never reaches the session record.
 */
export function toAuthHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  if (request.headers.cookie) headers.set('cookie', request.headers.cookie);
  if (request.headers['user-agent']) headers.set('user-agent', request.headers['user-agent']);
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Passes better-auth's Set-Cookie headers (session set, refreshed or cleared) on to the browser. */
export function forwardCookies(from: Headers | null | undefined, reply: FastifyReply): void {
  const cookies = from?.getSetCookie() ?? [];
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** better-auth's session cookie, `__Secure-` first over HTTPS (auth.ts: cookiePrefix 'aangan'). */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?aangan\.session_token=/;

/**
 * Whether the request carries a session cookie, valid or not, without asking the database: enough to treat it as
 * a person's (the shared answer cache reads their searches fresh, decision 038), never to grant anything.
 */
export function carriesSessionCookie(request: FastifyRequest): boolean {
  return SESSION_COOKIE.test(request.headers.cookie ?? '');
}

export interface SignedInUser {
  userId: string;
  sessionId: string;
}

/** The session behind the request's cookie, or null for a guest (or a revoked, expired or forged cookie). */
export async function findSignedInUser(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SignedInUser | null> {
  const { headers, response } = await auth.api.getSession({ headers: toAuthHeaders(request), returnHeaders: true });
  // A session older than a day is extended; the refreshed cookie must reach the browser too.
  forwardCookies(headers, reply);
  // A suspension deletes the account's sessions; one made by a sign-in racing with it opens nothing either.
  if (!response || response.user.suspendedAt) return null;
  return { userId: response.user.id, sessionId: response.session.id };
}

/** Guard for signed-in routes: the user it checked, or 401 with words a person understands. */
export async function requireUser(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  guestMessage: string = M.signInRequired,
): Promise<SignedInUser> {
  const signedIn = await findSignedInUser(auth, request, reply);
  if (!signedIn) throw new AppError('UNAUTHORIZED', guestMessage);
  return signedIn;
}

/** Ends the session behind a token at once (its row goes; the cookie, if any was sent, opens nothing). */
export async function dropSession(db: Database, token: string): Promise<void> {
  await db.delete(session).where(eq(session.token, hashSessionToken(token)));
}
