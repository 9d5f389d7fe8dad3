/**
 * Every account has a role. Members use the marketplace; moderators and admins are the Aangan team, who
 * verify and moderate listings; only admins change who is on the team. Roles live on the server and are
 * checked there; the web only hides what the server already refuses.
 */
export const ROLES = ['member', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The role every new account gets. */
export const DEFAULT_ROLE: Role = 'member';

/** Whether `role` reaches `least` (member < moderator < admin). */
export function hasRole(role: Role, least: Role): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(least);
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The command line's words (`npm run admin`). */
export const ROLE_MESSAGES = {
  usage: 'usage: npm run admin -- grant <email> <member|moderator|admin>  |  revoke <email>  |  list',
  unknownRole: (value: string) => `"${value}" is not a role: use member, moderator or admin.`,
  unknownEmail: (email: string) => `No account uses ${email}. The person must sign up first.`,
  granted: (email: string, role: Role) => `${email} is now ${role === 'admin' ? 'an' : 'a'} ${role}.`,
  unchanged: (email: string, role: Role) => `${email} was already ${role === 'admin' ? 'an' : 'a'} ${role}.`,
  noTeam: 'Nobody has a team role yet. Make the first admin with: npm run admin -- grant <email> admin',
} as const;
