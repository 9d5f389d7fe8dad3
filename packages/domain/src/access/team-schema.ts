import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../search/filters.ts';
import { positiveIntField } from '../search/query-fields.ts';
import { unknownKeysError } from '../unknown-keys.ts';
import { emailField } from '../user/fields.ts';
import { AUDIT_ACTIONS, AUDIT_TARGETS } from './audit.ts';
import { ROLES } from './roles.ts';

/** The console's words for changing who is on the team. */
export const TEAM_MESSAGES = {
  emailRequired: 'Enter the email address of the person’s account.',
  roleInvalid: 'Choose moderator, or member to take the role away.',
  fromRequired: 'Reload the team list and try again.',
  ownRole: 'You cannot change your own role.',
  adminsFromCommandLine: 'Admins are made and removed from the command line (npm run admin).',
  changedBySomeoneElse: 'This account was changed by someone else. Reload to see the latest.',
} as const;

/**
 * POST /api/admin/team (admins only): make someone a moderator, or a moderator a member again. `from` is the
 * role the admin saw: when it is no longer so, someone else acted first and nothing is applied.
 */
export const teamRoleChangeSchema = z.strictObject(
  {
    email: emailField(TEAM_MESSAGES.emailRequired),
    role: z.enum(['member', 'moderator'], { error: TEAM_MESSAGES.roleInvalid }),
    from: z.enum(ROLES, { error: TEAM_MESSAGES.fromRequired }),
  },
  { error: unknownKeysError() },
);
export type TeamRoleChange = z.output<typeof teamRoleChangeSchema>;

/** The console's "Add a moderator" form: the person's email; the rest of the change is fixed. */
export const moderatorEmailSchema = z.strictObject({ email: emailField(TEAM_MESSAGES.emailRequired) });
export type ModeratorEmailInput = z.input<typeof moderatorEmailSchema>;

/** The audit log a page at a time, newest first: 25 entries a page, at most 50. */
const AUDIT_PAGE_SIZE = 25;

/** GET /api/admin/audit: filters a moderator can combine; every one is optional. */
export const auditQuerySchema = z.strictObject(
  {
    page: positiveIntField('Page').default(1),
    limit: positiveIntField('Limit')
      .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
      .default(AUDIT_PAGE_SIZE),
    action: z.enum(AUDIT_ACTIONS, { error: 'Choose one of the actions the log records' }).optional(),
    targetType: z.enum(AUDIT_TARGETS, { error: 'Choose account, listing, message or job' }).optional(),
    targetId: z.string().trim().max(100, 'An id is at most 100 characters').optional(),
    /** Part of the acting person's email, or 'command line'. */
    actor: z.string().trim().max(200, 'At most 200 characters').optional(),
  },
  { error: unknownKeysError({ noun: 'parameter' }) },
);
export type AuditQuery = z.output<typeof auditQuerySchema>;
