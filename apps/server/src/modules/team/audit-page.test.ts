import { afterAll, describe, expect, it } from 'vitest';
import { type Account, createVerifiedAccount } from '../../../test/accounts.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { verifiedListing } from '../../../test/verification.ts';
import { setRoleByEmail } from './service.ts';

const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const admin = await createVerifiedAccount(testApp);
await setRoleByEmail(db, admin.email, 'admin');
const moderator = await createVerifiedAccount(testApp);
await setRoleByEmail(db, moderator.email, 'moderator');

function readLog(by: Account, query = '') {
  return testApp.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: { cookie: by.cookie } });
}

describe('GET /api/admin/audit', () => {
  it('shows the team every action, newest first, with the fields before and after', async () => {
    const person = await createVerifiedAccount(testApp);
    await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/team',
      headers: { cookie: admin.cookie },
      payload: { email: person.email, role: 'moderator', from: 'member' },
    });
    const answer = await readLog(moderator);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const { items, total } = answer.json();
    expect(total).toBeGreaterThanOrEqual(3);
    expect(items[0]).toEqual({
      id: expect.any(String),
      actor: admin.email,
      action: 'role.change',
      targetType: 'account',
      targetId: person.id,
      targetLabel: person.email,
      reason: null,
      before: { role: 'member' },
      after: { role: 'moderator' },
      createdAt: expect.any(String),
    });
    const times = items.map((item: { createdAt: string }) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('filters by record and by actor, matching % and _ as themselves, a page at a time', async () => {
    const byRecord = (await readLog(moderator, `?targetType=account&targetId=${moderator.id}`)).json();
    expect(byRecord.items).toEqual([expect.objectContaining({ actor: 'command line', after: { role: 'moderator' } })]);
    expect((await readLog(moderator, '?actor=COMMAND')).json().total).toBeGreaterThanOrEqual(2);
    expect((await readLog(moderator, '?actor=%25')).json().total).toBe(0);
    const firstPage = (await readLog(moderator, '?limit=1')).json();
    const secondPage = (await readLog(moderator, '?limit=1&page=2')).json();
    expect(firstPage.items).toHaveLength(1);
    expect(secondPage.items[0].id).not.toBe(firstPage.items[0].id);
  });

  it('names a listing by its title', async () => {
    const owner = await createVerifiedAccount(testApp);
    const { listingId } = await verifiedListing(testApp, owner, moderator, { title: 'Stepwell view flat' });
    const { items } = (await readLog(moderator, `?targetType=listing&targetId=${listingId}`)).json();
    expect(items).toEqual([
      expect.objectContaining({
        action: 'verification.approve',
        targetId: listingId,
        targetLabel: 'Stepwell view flat',
      }),
    ]);
  });

  it('refuses a filter it does not know, in words, and is not there for members', async () => {
    const bad = await readLog(moderator, '?action=delete-everything&colour=blue');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields ?? {})).toEqual(expect.arrayContaining(['action']));
    const member = await createVerifiedAccount(testApp);
    expect((await readLog(member)).statusCode).toBe(404);
  });
});
