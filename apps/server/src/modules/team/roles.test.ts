import { newRegistration } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount, getMe, post } from '../../../test/accounts.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { user } from '../../db/schema.ts';
import { setRoleByEmail } from './service.ts';

const testApp = await createTestApp();
afterAll(() => testApp.close());

const roleOf = async (email: string) =>
  (await testApp.database.db.select({ role: user.role }).from(user).where(eq(user.email, email)))[0]?.role;

describe('roles', () => {
  it('cannot be chosen at sign-up or changed on the profile: the field is refused by name', async () => {
    const registration = newRegistration({ role: 'admin' });
    const signUp = await post(testApp, '/api/auth/sign-up', registration);
    expect(signUp.statusCode).toBe(400);
    expect(signUp.body).toContain('role');
    expect(await roleOf(registration.email)).toBeUndefined();

    const member = await createVerifiedAccount(testApp);
    const update = await testApp.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: member.cookie },
      payload: { name: 'Ravi Mehta', role: 'admin' },
    });
    expect(update.statusCode).toBe(400);
    expect(update.body).toContain('role');
    expect(await roleOf(member.email)).toBe('member');
    expect((await getMe(testApp, member.cookie)).json().role).toBe('member');
  });

  it('open the team’s endpoints to the team only, and a revoked role closes them at once', async () => {
    const person = await createVerifiedAccount(testApp);
    const askTeam = () =>
      testApp.app.inject({ method: 'GET', url: '/api/admin/team', headers: { cookie: person.cookie } });
    expect((await askTeam()).statusCode).toBe(404);

    await setRoleByEmail(testApp.database.db, person.email, 'moderator');
    const asModerator = await askTeam();
    expect(asModerator.statusCode).toBe(200);
    expect(asModerator.json().members).toContainEqual({
      email: person.email,
      name: expect.any(String),
      role: 'moderator',
    });
    expect((await getMe(testApp, person.cookie)).json().role).toBe('moderator');

    await setRoleByEmail(testApp.database.db, person.email, 'member');
    const afterRevoke = await askTeam();
    expect(afterRevoke.statusCode).toBe(404);
    expect(afterRevoke.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found' } });
  });
});
