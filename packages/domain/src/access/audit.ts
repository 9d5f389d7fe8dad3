/**
 * The team's actions as the audit log names them, and what they act on. Every team action is written to
 * the log in the same transaction as the change itself; the log is append-only.
 */
export const AUDIT_ACTIONS = [
  'role.change',
  'verification.approve',
  'verification.reject',
  'verification.revoke',
  'listing.hide',
  'listing.restore',
  'listing.delete',
  'appeal.answer',
  'account.suspend',
  'account.unsuspend',
  'message.reply',
  'message.status',
  'report.decide',
  'flag.decide',
  'job.run',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = ['account', 'listing', 'message', 'job'] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** The actor of what is done from the machine itself (`npm run admin`), where no account acts. */
export const COMMAND_LINE_ACTOR = 'command line';

/** How the console names each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'role.change': 'Role changed',
  'verification.approve': 'Listing verified',
  'verification.reject': 'Verification declined',
  'verification.revoke': 'Verification revoked',
  'listing.hide': 'Listing hidden',
  'listing.restore': 'Listing restored',
  'listing.delete': 'Listing deleted',
  'appeal.answer': 'Appeal answered',
  'account.suspend': 'Account suspended',
  'account.unsuspend': 'Account unsuspended',
  'message.reply': 'Reply sent',
  'message.status': 'Message status changed',
  'report.decide': 'Reports decided',
  'flag.decide': 'Broker flag reviewed',
  'job.run': 'Job run by hand',
};
