/**
 * The team's actions as the audit log names them, and what they act on. Every team action is written to
 * the log in the same transaction as the change itself; the log is append-only.
 */
export const AUDIT_ACTIONS = ['role.change'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = ['account', 'listing', 'message'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** The actor of what is done from the machine itself (`npm run admin`), where no account acts. */
export const COMMAND_LINE_ACTOR = 'command line';

/** How the console names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'role.change': 'Role changed',
};
