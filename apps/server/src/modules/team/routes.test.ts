import { TEAM_MESSAGES } from '@aangan/domain';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { auditEntriesFor } from '../../../test/team.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { user } from '../../db/schema.ts';
import { setRoleByEmail } from './service.ts';

const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const admin = await createVerifiedAccount(testApp);
const secondAdmin = await createVerifiedAccount(testApp);
await setRoleByEmail(db, admin.email, 'admin');
await setRoleByEmail(db, secondAdmin.email, 'admin');

function changeRole(by: Account, payload: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/admin/team',
    headers: { cookie: by.cookie },
    payload: payload as object,
  });
}
const roleOf = async (account: Account) =>
  (await db.select({ role: user.role }).from(user).where(eq(user.id, account.id)))[0]?.role;
/** The account's audit entries, oldest first. */
const entriesFor = (account: Account) => auditEntriesFor(testApp, account.id);

describe('POST /api/admin/team', () => {
  it('lets an admin make a member a moderator and back, each change in the audit log under the admin’s name', async () => {
    const person = await createVerifiedAccount(testApp);
    const granted = await changeRole(admin, { email: person.email.toUpperCase(), role: 'moderator', from: 'member' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().members).toContainEqual({ email: person.email, name: expect.any(String), role: 'moderator' });
    expect(await roleOf(person)).toBe('moderator');

    const revoked = await changeRole(admin, { email: person.email, role: 'member', from: 'moderator' });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().members).not.toContainEqual(expect.objectContaining({ email: person.email }));
    expect(await entriesFor(person)).toEqual([
      expect.objectContaining({ actorId: admin.id, actor: admin.email, after: { role: 'moderator' } }),
      expect.objectContaining({ actorId: admin.id, actor: admin.email, after: { role: 'member' } }),
    ]);
  });

  it('never changes your own role, an admin’s, or an account someone else changed first', async () => {
    const own = await changeRole(admin, { email: admin.email, role: 'member', from: 'admin' });
    expect([own.statusCode, own.json().error.message]).toEqual([403, TEAM_MESSAGES.ownRole]);
    const other = await changeRole(admin, { email: secondAdmin.email, role: 'member', from: 'admin' });
    expect([other.statusCode, other.json().error.message]).toEqual([403, TEAM_MESSAGES.adminsFromCommandLine]);

    const person = await createVerifiedAccount(testApp);
    await setRoleByEmail(db, person.email, 'moderator');
    const stale = await changeRole(admin, { email: person.email, role: 'moderator', from: 'member' });
    expect([stale.statusCode, stale.json().error.message]).toEqual([409, TEAM_MESSAGES.changedBySomeoneElse]);
    expect(await roleOf(admin)).toBe('admin');
    expect(await roleOf(secondAdmin)).toBe('admin');
    expect(await roleOf(person)).toBe('moderator');
  });

  it('applies one of two admins acting at once; the other hears 409 and nothing is written twice', async () => {
    const person = await createVerifiedAccount(testApp);
    const answers = await Promise.all([
      changeRole(admin, { email: person.email, role: 'moderator', from: 'member' }),
      changeRole(secondAdmin, { email: person.email, role: 'moderator', from: 'member' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await entriesFor(person)).toHaveLength(1);
  });

  it('refuses bad input in words an admin understands, changing nothing', async () => {
    const person = await createVerifiedAccount(testApp);
    const cases: [unknown, number][] = [
      [{ email: 'nobody@example.in', role: 'moderator', from: 'member' }, 404],
      [{ email: person.email, role: 'admin', from: 'member' }, 400],
      [{ email: person.email, role: 'moderator' }, 400],
      [{ email: '', role: 'moderator', from: 'member' }, 400],
      [{ email: person.email, role: 'moderator', from: 'member', reason: 'x' }, 400],
    ];
    for (const [payload, status] of cases) {
      const answer = await changeRole(admin, payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      expect(answer.json().error.message.length).toBeGreaterThan(5);
    }
    expect(await roleOf(person)).toBe('member');
    expect(await entriesFor(person)).toEqual([]);
  });

  it('is not there for a moderator, a member or a guest', async () => {
    const moderator = await createVerifiedAccount(testApp);
    await setRoleByEmail(db, moderator.email, 'moderator');
    const member = await createVerifiedAccount(testApp);
    for (const cookie of [moderator.cookie, member.cookie, undefined]) {
      const answer = await testApp.app.inject({
        method: 'POST',
        url: '/api/admin/team',
        headers: cookie ? { cookie } : {},
        payload: { email: member.email, role: 'moderator', from: 'member' },
      });
      expect(answer.statusCode).toBe(404);
    }
    expect(await roleOf(member)).toBe('member');
  });
});
