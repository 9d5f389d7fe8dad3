import { ACCOUNT_DELETION_MESSAGES } from '@aangan/domain';
import type { FastifyRequest } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import { callAuth } from '../../auth/auth-errors.ts';
import { toAuthHeaders } from '../../auth/session.ts';
import { AppError } from '../../http/errors.ts';

function isWrongPassword(error: unknown): boolean {
  const body = (error as { body?: { code?: unknown } } | null)?.body;
  return error instanceof Error && body?.code === 'INVALID_PASSWORD';
}

/**
 * Checks the signed-in person's password with better-auth (the hash never leaves it). A wrong one is 403 in
 * words, with the field marked: the person is known, the proof is not.
 */
export async function requirePassword(auth: Auth, request: FastifyRequest, password: string): Promise<void> {
  await callAuth(() =>
    auth.api.verifyPassword({ body: { password }, headers: toAuthHeaders(request) }).catch((error: unknown) => {
      if (!isWrongPassword(error)) throw error;
      throw new AppError('FORBIDDEN', ACCOUNT_DELETION_MESSAGES.passwordWrong, {
        password: ACCOUNT_DELETION_MESSAGES.passwordWrong,
      });
    }),
  );
}
