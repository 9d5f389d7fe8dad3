import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../test/accounts.ts';
import { createTestApp } from '../../test/test-app.ts';
import { auditLog } from '../db/schema.ts';
import { setRoleByEmail } from '../modules/team/service.ts';
import { recordAudit } from './audit-log.ts';

const testApp = await createTestApp();
const db = testApp.database.db;
afterAll(() => testApp.close());

const entriesFor = (targetId: string) => db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

describe('the audit log', () => {
  it('records a role change with who, what, on which account, and the role before and after', async () => {
    const account = await createVerifiedAccount(testApp);
    await setRoleByEmail(db, account.email, 'moderator');
    await setRoleByEmail(db, account.email, 'moderator');
    expect(await entriesFor(account.id)).toEqual([
      expect.objectContaining({
        actorId: null,
        actor: 'command line',
        action: 'role.change',
        targetType: 'account',
        before: { role: 'member' },
        after: { role: 'moderator' },
        createdAt: expect.any(Date),
      }),
    ]);
  });

  it('keeps an entry only with the change it records', async () => {
    const failing = db.transaction(async (tx) => {
      await recordAudit(tx, {
        actor: { id: null, label: 'command line' },
        action: 'role.change',
        target: { type: 'account', id: 'rolled-back' },
      });
      throw new Error('the change failed');
    });
    await expect(failing).rejects.toThrow('the change failed');
    expect(await entriesFor('rolled-back')).toEqual([]);
  });

  it('cannot be changed or emptied, even by a hand-written query', async () => {
    const account = await createVerifiedAccount(testApp);
    await setRoleByEmail(db, account.email, 'admin');
    await expect(
      db.update(auditLog).set({ reason: 'rewritten' }).where(eq(auditLog.targetId, account.id)),
    ).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.targetId, account.id))).rejects.toThrow();
    await expect(db.execute(sql`truncate ${auditLog}`)).rejects.toThrow();
    expect(await entriesFor(account.id)).toEqual([expect.objectContaining({ after: { role: 'admin' }, reason: null })]);
  });
});
