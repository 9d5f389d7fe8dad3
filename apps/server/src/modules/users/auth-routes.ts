import {
  changePasswordSchema,
  emailOnlySchema,
  loginSchema,
  AUTH_MESSAGES as M,
  registerSchema,
  resetPasswordSchema,
  verifyCodeSchema,
} from '@aangan/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';
import { AppError, parseInput } from '../http/errors.ts';
import { findMe, isAwaitingVerification, isEmailRegistered } from '../modules/users/service.ts';
import type { RateLimiter, RateLimitRule } from '../rate-limit/limiter.ts';
import type { Auth } from './auth.ts';
import { callAuth } from './auth-errors.ts';
import { codeCooldown, AUTH_RATE_LIMITS as LIMITS } from './rate-limits.ts';
import { dropSession, findSignedInUser, forwardCookies, requireUser, toAuthHeaders } from './session.ts';

export interface AuthRoutesOptions {
  auth: Auth;
  db: Database;
  limiter: RateLimiter;
}

/**
 * The account endpoints under /api/auth (spec §7 'Auth calls'). Each parses with the domain schema the
 * form uses, counts its rate limits, then asks better-auth. Answers carry the person (as GET /api/me does)
 * or nothing: never a token, a hash or a code.
 */
export async function authRoutes(app: FastifyInstance, { auth, db, limiter }: AuthRoutesOptions): Promise<void> {
  const limit = async (request: FastifyRequest, email: string, perIp: RateLimitRule, perEmail: RateLimitRule) => {
    await limiter.consume(perIp, request.ip);
    await limiter.consume(perEmail, email);
  };

  async function answerWithMe(reply: FastifyReply, userId: string) {
    const me = await findMe(db, userId);
    if (!me) throw new AppError('INTERNAL', 'Your account could not be loaded.');
    return reply.send(me);
  }

  app.post('/api/auth/sign-up', async (request, reply) => {
    const registration = parseInput(registerSchema, request.body);
    await limit(request, registration.email, LIMITS.signUpPerIp, LIMITS.signUpPerEmail);
    // better-auth answers a repeated sign-up with a quiet success; the spec tells the person instead.
    const duplicate = () => new AppError('CONFLICT', M.duplicateEmail, { email: M.duplicateEmail });
    if (await isEmailRegistered(db, registration.email)) throw duplicate();
    try {
      await callAuth(() =>
        auth.api.signUpEmail({
          body: {
            name: registration.name,
            email: registration.email,
            password: registration.password,
            phone: registration.phone,
            termsAccepted: registration.termsAccepted,
          },
          headers: toAuthHeaders(request),
        }),
      );
    } catch (error) {
      // Two sign-ups for one address at once: the unique index lets one through, the other hears this.
      if (await isEmailRegistered(db, registration.email)) throw duplicate();
      throw error;
    }
    // The sign-up mail counts as the first send: a resend within the minute is refused.
    await limiter.consume(codeCooldown('verify-email'), registration.email).catch(() => undefined);
    return reply.status(201).send({ email: registration.email });
  });

  app.post('/api/auth/sign-in', async (request, reply) => {
    const { email, password } = parseInput(loginSchema, request.body);
    await limit(request, email, LIMITS.signInPerIp, LIMITS.signInPerEmail);
    const { headers, response } = await callAuth(() =>
      auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers: toAuthHeaders(request),
        returnHeaders: true,
      }),
    );
    forwardCookies(headers, reply);
    return answerWithMe(reply, response.user.id);
  });

  app.post('/api/auth/verify-email', async (request, reply) => {
    const { email, code } = parseInput(verifyCodeSchema, request.body);
    await limit(request, email, LIMITS.codeVerifyPerIp, LIMITS.codeVerifyPerEmail);
    const current = await findSignedInUser(auth, request, reply);
    const { headers, response } = await callAuth(() =>
      auth.api.verifyEmailOTP({ body: { email, otp: code }, headers: toAuthHeaders(request), returnHeaders: true }),
    );
    if (current && current.userId !== response.user.id) {
      // A link someone else crafted must not switch this browser to their account (login CSRF): the address
      // is verified, the session better-auth opened for it is dropped, and the answer is still the same person.
      if (response.token) await dropSession(db, response.token);
      return answerWithMe(reply, current.userId);
    }
    forwardCookies(headers, reply);
    return answerWithMe(reply, response.user.id);
  });

  // The same empty answer whether or not the address has an account waiting for verification.
  app.post('/api/auth/resend-code', async (request, reply) => {
    const { email } = parseInput(emailOnlySchema, request.body);
    await limit(request, email, LIMITS.codeSendPerIp, LIMITS.codeSendPerEmail);
    await limiter.consume(codeCooldown('verify-email'), email);
    // Looked up and sent after answering: the answer's timing must not tell whether the account exists.
    app.backgroundWork.run('resend verification code', async () => {
      if (await isAwaitingVerification(db, email)) {
        await callAuth(() => auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } }));
      }
    });
    return reply.status(204).send();
  });

  // The same empty answer whether or not the address has an account (better-auth sends only if it does).
  app.post('/api/auth/forgot-password', async (request, reply) => {
    const { email } = parseInput(emailOnlySchema, request.body);
    await limit(request, email, LIMITS.codeSendPerIp, LIMITS.codeSendPerEmail);
    await limiter.consume(codeCooldown('reset-password'), email);
    // better-auth looks the account up and writes a code only if there is one: after answering, for the same reason.
    app.backgroundWork.run('send password reset code', async () => {
      await callAuth(() => auth.api.requestPasswordResetEmailOTP({ body: { email } }));
    });
    return reply.status(204).send();
  });

  // Step 2 of the reset: the code is checked but kept for step 3; a wrong try still counts.
  app.post('/api/auth/check-reset-code', async (request, reply) => {
    const { email, code } = parseInput(verifyCodeSchema, request.body);
    await limit(request, email, LIMITS.codeVerifyPerIp, LIMITS.codeVerifyPerEmail);
    await callAuth(() => auth.api.checkVerificationOTP({ body: { email, type: 'forget-password', otp: code } }));
    return reply.status(204).send();
  });

  // Step 3: the new password; every session of the account ends (revokeSessionsOnPasswordReset).
  app.post('/api/auth/reset-password', async (request, reply) => {
    const { email, code, newPassword } = parseInput(resetPasswordSchema, request.body);
    await limit(request, email, LIMITS.codeVerifyPerIp, LIMITS.codeVerifyPerEmail);
    await callAuth(() => auth.api.resetPasswordEmailOTP({ body: { email, otp: code, password: newPassword } }));
    return reply.status(204).send();
  });

  // Other browsers are signed out; this one gets a fresh session cookie.
  app.post('/api/auth/change-password', async (request, reply) => {
    const { userId } = await requireUser(auth, request, reply, M.passwordUpdateNeedsLogin);
    const { currentPassword, newPassword } = parseInput(changePasswordSchema, request.body);
    await limiter.consume(LIMITS.passwordChangePerUser, userId);
    const { headers } = await callAuth(() =>
      auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: toAuthHeaders(request),
        returnHeaders: true,
      }),
    );
    forwardCookies(headers, reply);
    return reply.status(204).send();
  });

  // Deletes the session row and clears the cookie; signing out twice is not an error.
  app.post('/api/auth/sign-out', async (request, reply) => {
    const { headers } = await callAuth(() =>
      auth.api.signOut({ headers: toAuthHeaders(request), returnHeaders: true }),
    );
    forwardCookies(headers, reply);
    return reply.status(204).send();
  });
}
