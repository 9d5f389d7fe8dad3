import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../test/api-stub';
import { chosenLocale, languageAfterSignIn, rememberLocale, saveAccountLocale } from './remember-locale';

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the preference the test set.
  document.cookie = 'aangan_lang=; path=/; max-age=0';
});

describe('the device’s language', () => {
  it('is remembered in the cookie the server reads, and read back', () => {
    expect(chosenLocale()).toBeUndefined();
    rememberLocale('hi');
    expect(document.cookie).toContain('aangan_lang=hi');
    expect(chosenLocale()).toBe('hi');
    rememberLocale('en');
    expect(chosenLocale()).toBe('en');
  });
});

describe('languageAfterSignIn', () => {
  it('keeps a device’s own choice and tells the account when it differs', () => {
    expect(languageAfterSignIn('en', 'hi', 'hi')).toEqual({ save: 'hi' });
    expect(languageAfterSignIn('hi', 'hi', 'hi')).toEqual({});
  });

  it('applies the account’s language on a device that never chose', () => {
    expect(languageAfterSignIn('hi', 'en', undefined)).toEqual({ moveTo: 'hi' });
    expect(languageAfterSignIn('en', 'en', undefined)).toEqual({});
  });
});

describe('saveAccountLocale', () => {
  it('puts the language on the account', async () => {
    const bodies: unknown[] = [];
    stubApi({
      '/api/me/language': (_url, init) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(null, { status: 204 });
      },
    });
    await saveAccountLocale('hi');
    expect(bodies).toEqual([{ locale: 'hi' }]);
  });
});
