import { localeOfLanguageHeader, AUTH_MESSAGES as M } from '@aangan/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Auth } from '../../auth/auth.ts';
import { callAuth } from '../../auth/auth-errors.ts';
import { dropSession, findSignedInUser, forwardCookies, toAuthHeaders } from '../../auth/session.ts';
import type { Database } from '../../db/database.ts';
import { registerEndpoint } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import type { RateLimiter, RateLimitRule } from '../../rate-limit/limiter.ts';
import { codeCooldown, AUTH_RATE_LIMITS as LIMITS } from './auth-rate-limits.ts';
import { findMe, isAwaitingVerification, isEmailRegistered } from './service.ts';

export interface AuthRoutesOptions {
  auth: Auth;
  db: Database;
  limiter: RateLimiter;
  /**
   * A code just proved this address (sign-up verification, or a password reset, which verifies it too):
   * its guest alerts become the account's. Awaited, so the next page already shows them.
   */
  afterEmailVerified?: (email: string) => Promise<void>;
}

/**
 * The account endpoints under /api/auth (docs/product.md §7 'Auth calls'). Each parses with the domain schema the
 * form uses, counts its rate limits, then asks better-auth. Answers carry the person (as GET /api/me does)
 * or nothing: never a token, a hash or a code.
 */
export async function authRoutes(
  app: FastifyInstance,
  { auth, db, limiter, afterEmailVerified }: AuthRoutesOptions,
): Promise<void> {
  const limit = async (request: FastifyRequest, email: string, perIp: RateLimitRule, perEmail: RateLimitRule) => {
    await limiter.consume(perIp, request.ip);
    await limiter.consume(perEmail, email);
  };

  // better-auth writes the verification in a statement of its own, which no transaction of ours can join:
  // this runs right after it. A failure here must not undo a verification that happened; the address's
  // alerts stay guest alerts (still mailed, and adopted at their next confirmation), and it is logged.
  async function adoptAfterVerification(email: string, request: FastifyRequest) {
    if (!afterEmailVerified) return;
    await afterEmailVerified(email).catch((err: unknown) =>
      request.log.error({ err }, 'guest alerts were not adopted after a verification'),
    );
  }

  async function answerWithMe(userId: string) {
    const me = await findMe(db, userId);
    if (!me) throw new AppError('INTERNAL', 'Your account could not be loaded.');
    return me;
  }

  registerEndpoint(app, 'signUp', {}, async ({ body: registration }, request) => {
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
            locale: localeOfLanguageHeader(request.headers['accept-language']),
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
    return { email: registration.email };
  });

  registerEndpoint(app, 'signIn', {}, async ({ body: { email, password } }, request, reply) => {
    await limit(request, email, LIMITS.signInPerIp, LIMITS.signInPerEmail);
    const { headers, response } = await callAuth(() =>
      auth.api.signInEmail({
        body: { email, password, rememberMe: true },
        headers: toAuthHeaders(request),
        returnHeaders: true,
      }),
    );
    forwardCookies(headers, reply);
    return answerWithMe(response.user.id);
  });

  registerEndpoint(app, 'verifyEmail', {}, async ({ body: { email, code } }, request, reply) => {
    await limit(request, email, LIMITS.codeVerifyPerIp, LIMITS.codeVerifyPerEmail);
    const current = await findSignedInUser(auth, request, reply);
    const { headers, response } = await callAuth(() =>
      auth.api.verifyEmailOTP({ body: { email, otp: code }, headers: toAuthHeaders(request), returnHeaders: true }),
    );
    await adoptAfterVerification(email, request);
    if (current && current.userId !== response.user.id) {
      // A link someone else crafted must not switch this browser to their account (login CSRF): the address
      // is verified, the session better-auth opened for it is dropped, and the answer is still the same person.
      if (response.token) await dropSession(db, response.token);
      return answerWithMe(current.userId);
    }
    forwardCookies(headers, reply);
    return answerWithMe(response.user.id);
  });

  // The same empty answer whether or not the address has an account waiting for verification.
  registerEndpoint(app, 'resendCode', {}, async ({ body: { email } }, request) => {
    await limit(request, email, LIMITS.codeSendPerIp, LIMITS.codeSendPerEmail);
    await limiter.consume(codeCooldown('verify-email'), email);
    // Looked up and sent after answering: the answer's timing must not tell whether the account exists.
    app.backgroundWork.run('resend verification code', async () => {
      if (await isAwaitingVerification(db, email)) {
        await callAuth(() => auth.api.sendVerificationOTP({ body: { email, type: 'email-verification' } }));
      }
    });
    return undefined;
  });

  // The same empty answer whether or not the address has an account (better-auth sends only if it does).
  registerEndpoint(app, 'forgotPassword', {}, async ({ body: { email } }, request) => {
    await limit(request, email, LIMITS.codeSendPerIp, LIMITS.codeSendPerEmail);
    await limiter.consume(codeCooldown('reset-password'), email);
    // better-auth looks the account up and writes a code only if there is one: after answering, for the same reason.
    app.backgroundWork.run('send password reset code', async () => {
      await callAuth(() => auth.api.requestPasswordResetEmailOTP({ body: { email } }));
    });
    return undefined;
  });

  // Step 2 of the reset: the code is checked but kept for step 3; a wrong try still counts.
  registerEndpoint(app, 'checkResetCode', {}, async ({ body: { email, code } }, request) => {
    await limit(request, email, LIMITS.codeVerifyPerIp, LIMITS.codeVerifyPerEmail);
    await callAuth(() => auth.api.checkVerificationOTP({ body: { email, type: 'forget-password', otp: code } }));
    return undefined;
  });

  // Step 3: the new password; every session of the account ends (revokeSessionsOnPasswordReset).
  registerEndpoint(app, 'resetPassword', {}, async ({ body: { email, code, newPassword } }, request) => {
    await limit(request, email, LIMITS.codeVerifyPerIp, LIMITS.codeVerifyPerEmail);
    await callAuth(() => auth.api.resetPasswordEmailOTP({ body: { email, otp: code, password: newPassword } }));
    await adoptAfterVerification(email, request);
    return undefined;
  });

  // Other browsers are signed out; this one gets a fresh session cookie.
  const changePasswordOptions = { auth, guestMessage: M.passwordUpdateNeedsLogin };
  registerEndpoint(app, 'changePassword', changePasswordOptions, async ({ user, body }, request, reply) => {
    const { currentPassword, newPassword } = body;
    await limiter.consume(LIMITS.passwordChangePerUser, user.userId);
    const { headers } = await callAuth(() =>
      auth.api.changePassword({
        body: { currentPassword, newPassword, revokeOtherSessions: true },
        headers: toAuthHeaders(request),
        returnHeaders: true,
      }),
    );
    forwardCookies(headers, reply);
    return undefined;
  });

  // Deletes the session row and clears the cookie; signing out twice is not an error.
  registerEndpoint(app, 'signOut', {}, async (_input, request, reply) => {
    const { headers } = await callAuth(() =>
      auth.api.signOut({ headers: toAuthHeaders(request), returnHeaders: true }),
    );
    forwardCookies(headers, reply);
    return undefined;
  });
}
