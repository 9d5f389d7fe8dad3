import { type ReadMail, readOutbox } from '@aangan/testing';
import { eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema.ts';
import { setRoleByEmail } from '../src/modules/team/service.ts';
import { type Account, createVerifiedAccount } from './accounts.ts';
import type { TestApp } from './test-app.ts';

/** A verified account given a team role, as `npm run admin` would. */
export async function createTeamMember(testApp: TestApp, role: 'moderator' | 'admin'): Promise<Account> {
  const account = await createVerifiedAccount(testApp);
  await setRoleByEmail(testApp.database.db, account.email, role);
  return account;
}

/** The mail sent to `address` so far, once the mailer has written what it was given. */
export async function mailsTo(testApp: TestApp, address: string): Promise<ReadMail[]> {
  await testApp.mailer.idle();
  return (await readOutbox(testApp.outboxDir)).filter((mail) => mail.to === address);
}

/** The audit log's entries about one record, oldest first. */
export function auditEntriesFor(testApp: TestApp, targetId: string) {
  return testApp.database.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(auditLog.createdAt);
}
