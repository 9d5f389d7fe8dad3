import { z } from 'zod';
import { ROLES, type Role } from '../access/roles.ts';
import { unknownKeysError } from '../unknown-keys.ts';
import { emailField, normalizeIndianMobile } from '../user/fields.ts';
import { MODERATION_TEXT_MAX, moderationReasonField } from '../verification/requests.ts';
import { MODERATION_MESSAGES as M } from './messages.ts';

/** POST /api/admin/accounts/:id/suspend: the reason the person is mailed. */
export const suspendAccountSchema = z.strictObject({ reason: moderationReasonField }, { error: unknownKeysError() });

/** POST /api/admin/accounts/:id/unsuspend: an optional note for the log. */
export const unsuspendAccountSchema = z.strictObject(
  {
    note: z
      .string()
      .trim()
      .max(MODERATION_TEXT_MAX, M.noteTooLong)
      .optional()
      .transform((note) => note || undefined),
  },
  { error: unknownKeysError() },
);

/** What the account search names: an email address or an Indian mobile number, exactly. */
export type AccountLookup = { by: 'email'; email: string } | { by: 'phone'; phone: string };

/** GET /api/admin/accounts?q=: an account by its email or mobile (the two things a complaint names). */
export const accountSearchQuerySchema = z.strictObject(
  {
    q: z
      .string({ error: M.accountQueryInvalid })
      .trim()
      .max(200, M.accountQueryInvalid)
      .transform((value, ctx): AccountLookup => {
        const phone = normalizeIndianMobile(value);
        if (phone) return { by: 'phone', phone };
        const email = emailField(M.accountQueryInvalid).safeParse(value);
        if (email.success) return { by: 'email', email: email.data };
        ctx.addIssue({ code: 'custom', message: M.accountQueryInvalid });
        return z.NEVER;
      }),
  },
  { error: unknownKeysError({ noun: 'parameter' }) },
);

/**
 * Who may suspend whom: never oneself, and only someone of a lower role — moderators suspend members,
 * admins members and moderators. An admin is suspended by nobody: the role comes off from the command line
 * first. Returns the refusal's words, or null when allowed.
 */
export function suspensionRefusal(
  actor: { id: string; role: Role },
  target: { id: string; role: Role },
): string | null {
  if (actor.id === target.id) return M.ownAccount;
  if (target.role === 'admin') return M.adminsNotSuspended;
  return ROLES.indexOf(actor.role) > ROLES.indexOf(target.role) ? null : M.moderatorsSuspendMembers;
}
