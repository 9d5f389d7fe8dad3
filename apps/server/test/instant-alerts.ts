import type { TestApp } from './test-app.ts';

/**
 * One run of the instant-alerts job, as the engine would start it after a commit (tests do not start the
 * engine); its figures, once the mailer has written its mail.
 */
export async function runInstantAlerts(testApp: TestApp): Promise<Record<string, number>> {
  const job = testApp.app.jobs.definitions.find((definition) => definition.name === 'instant-alerts');
  if (!job) throw new Error('the instant-alerts job is in the registry');
  const figures = await job.run(new Date());
  await testApp.mailer.idle();
  return figures;
}
