import type { GenericEndpointContext } from 'better-auth';
import { APIError } from 'better-auth/api';

/** better-auth's error code for a sign-in refused because the team suspended the account (auth-errors.ts). */
export const ACCOUNT_SUSPENDED = 'ACCOUNT_SUSPENDED';

/**
 * better-auth's hook before it stores a new session: none is made for a suspended account, whichever way in
 * (sign-in, the code that verifies an email, a password change). Only someone who got past the password or
 * code reaches it, so the answer tells nobody else that the account exists (decision 019). The account is
 * read through better-auth's own adapter: a password change stores its session inside a transaction, which
 * a query on another connection would wait for (and PGlite has one connection only).
 */
export async function refuseSuspendedSessions(
  session: { userId: string },
  context: GenericEndpointContext | null,
): Promise<void> {
  const account = (await context?.context.internalAdapter.findUserById(session.userId)) as
    | { suspendedAt?: Date | null }
    | null
    | undefined;
  if (account?.suspendedAt) throw new APIError('FORBIDDEN', { code: ACCOUNT_SUSPENDED, message: ACCOUNT_SUSPENDED });
}
