import { describe, expect, it } from 'vitest';
import { describeChanges } from './audit-changes';

describe('describeChanges', () => {
  it('says each changed field in a moderator’s words', () => {
    expect(describeChanges({ before: { role: 'member' }, after: { role: 'moderator' } })).toBe(
      'Role: member → moderator',
    );
    expect(
      describeChanges({
        before: { verificationStatus: false },
        after: { verificationStatus: true, checks: ['identityDocument', 'siteVisit'] },
      }),
    ).toBe('Verified: no → yes; Checked: Owner identity document seen; Property visited');
    expect(
      describeChanges({
        before: { listed: true, hidden: false },
        after: { listed: false, hidden: true, reason: 'duplicate', note: null },
      }),
    ).toMatch(/^In search: yes → no; Hidden: no → yes; Reason: \S.*; Note: —$/);
  });

  it('leaves out ids that mean nothing on screen, and says a cleared field once', () => {
    expect(describeChanges({ before: { status: 'open' }, after: { status: 'answered', reply: 'f3a1' } })).toBe(
      'Status: open → answered',
    );
    expect(describeChanges({ before: { title: 'Flat' }, after: null })).toBe('Title was Flat');
  });
});
