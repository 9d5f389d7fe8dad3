import {
  DEFAULT_LOCALE,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_USER_TYPE,
  VERIFICATION_CODE_LENGTH,
} from '@aangan/domain';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { emailOTP } from 'better-auth/plugins/email-otp';
import type { Database } from '../db/database.ts';
import { account, session, user, verification } from '../db/schema.ts';
import type { CodePurpose } from '../mail/templates.ts';
import { withHashedSessionTokens } from './hashed-session-tokens.ts';
import { refuseSuspendedSessions } from './suspended-accounts.ts';

/** Codes live 10 minutes; the fifth wrong try uses a code up (docs/design.md §2). */
export const CODE_VALID_MINUTES = 10;
const CODE_ALLOWED_ATTEMPTS = 5;
const SESSION_DAYS = 30;

export interface AuthOptions {
  db: Database;
  secret: string;
  publicUrl: string;
  /** Queues the mail with the code; must not wait for delivery (answers must not time who exists). */
  sendCode: (input: { email: string; code: string; purpose: CodePurpose }) => Promise<void>;
  /** Where better-auth's own warnings and errors go (the app's logger), instead of the console. */
  log: (level: 'info' | 'warn' | 'error' | 'debug', message: string, details: unknown[]) => void;
}

const PURPOSE_BY_OTP_TYPE: Record<string, CodePurpose> = {
  'email-verification': 'verify-email',
  'forget-password': 'reset-password',
};

/**
 * better-auth with email and password, 6-digit email codes (stored hashed) and database sessions.
 * Only our routes (modules/users/auth-routes.ts) call it, through `auth.api`: they validate with the domain's schemas,
 * apply the rate limits and shape every answer, so no endpoint of its own is exposed.
 */
export function createAuth({ db, secret, publicUrl, sendCode, log }: AuthOptions) {
  return betterAuth({
    appName: 'Aangan',
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret,
    telemetry: { enabled: false },
    // Session tokens are kept as their SHA-256, so a read of the table opens no session (hashed-session-tokens.ts).
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: { user, session, account, verification },
        // Sign-up writes the user and the account, reset writes the password and drops sessions: all or nothing.
        transaction: true,
      }),
    ),
    user: {
      fields: { image: 'avatarUrl' },
      additionalFields: {
        phone: { type: 'string', required: true, input: true },
        type: { type: 'string', required: false, input: false, defaultValue: REGISTRATION_USER_TYPE },
        phoneVerified: { type: 'boolean', required: false, input: false, defaultValue: false },
        termsAccepted: { type: 'boolean', required: true, input: true },
        // The page's language at sign-up (our route reads it from the request): the code mail is written in it.
        locale: { type: 'string', required: false, input: true, defaultValue: DEFAULT_LOCALE },
        termsAcceptedAt: { type: 'date', required: false, input: false },
        // Read with every session, so a suspended account's request is a guest's at once (session.ts).
        suspendedAt: { type: 'date', required: false, input: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Registration is always an owner, and the terms were accepted now (routes check the box).
          before: async (newUser) => ({
            data: { ...newUser, type: REGISTRATION_USER_TYPE, termsAcceptedAt: new Date() },
          }),
        },
      },
      session: { create: { before: refuseSuspendedSessions } },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      // A code is sent only when asked for (sign-up, resend), so the 60-second rule sees every send.
      sendOnSignIn: false,
      autoSignInAfterVerification: true,
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    // Our limiter (rate-limit/) counts per IP and per email, in memory or Redis; better-auth's counts per IP only.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'aangan',
      useSecureCookies: publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
    },
    logger: { level: 'warn', log: (level, message, ...details) => log(level, message, details) },
    plugins: [
      emailOTP({
        otpLength: VERIFICATION_CODE_LENGTH,
        expiresIn: CODE_VALID_MINUTES * 60,
        allowedAttempts: CODE_ALLOWED_ATTEMPTS,
        storeOTP: 'hashed',
        overrideDefaultEmailVerification: true,
        disableSignUp: true,
        async sendVerificationOTP({ email, otp, type }) {
          const purpose = PURPOSE_BY_OTP_TYPE[type];
          if (purpose) await sendCode({ email, code: otp, purpose });
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
