import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The Team Console's Jobs section names each job in words (the web's `admin` part, read as a file: the server
 * never imports the web's code). A job registered without words would show its bare name there.
 */
function webAdminWords(locale: 'en' | 'hi'): Record<string, string> {
  const file = new URL(`../../../web/src/i18n/locales/${locale}/admin.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8'));
}

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('the job registry', () => {
  it('has every job named in the console’s words, in both languages', () => {
    const names = testApp.app.jobs.definitions.map((definition) => definition.name);
    expect(names.length).toBeGreaterThan(5);
    for (const locale of ['en', 'hi'] as const) {
      const words = webAdminWords(locale);
      for (const name of names) expect(words[`admin.job.${name}`], `${locale} ${name}`).toBeTruthy();
    }
  });
});
