import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, hasRole, isRole, ROLE_MESSAGES, ROLES } from './roles.ts';

describe('roles', () => {
  it('rank member below moderator below admin', () => {
    expect(hasRole('admin', 'moderator')).toBe(true);
    expect(hasRole('moderator', 'moderator')).toBe(true);
    expect(hasRole('member', 'moderator')).toBe(false);
    expect(hasRole('moderator', 'admin')).toBe(false);
    for (const role of ROLES) expect(hasRole(role, 'member')).toBe(true);
  });

  it('start every account as a member, and know a role from anything else', () => {
    expect(DEFAULT_ROLE).toBe(ROLES[0]);
    expect(isRole('moderator')).toBe(true);
    expect(isRole('Admin')).toBe(false);
    expect(isRole(undefined)).toBe(false);
  });

  it('name the person and the role in the command line’s answers', () => {
    expect(ROLE_MESSAGES.granted('asha@example.in', 'admin')).toBe('asha@example.in is now an admin.');
    expect(ROLE_MESSAGES.unchanged('ravi@example.in', 'moderator')).toBe('ravi@example.in was already a moderator.');
    expect(ROLE_MESSAGES.unknownEmail('x@example.in')).toContain('x@example.in');
  });
});
