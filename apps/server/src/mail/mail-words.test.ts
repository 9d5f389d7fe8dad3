import { catalogueProblems } from '@aangan/testing/catalogues';
import { describe, expect, it } from 'vitest';
import english from './locales/en.json' with { type: 'json' };
import hindi from './locales/hi.json' with { type: 'json' };
import { mailWords } from './mail-words.ts';

describe('the mail catalogues', () => {
  it('have every key in both languages, sorted, with the same arguments, translated', () => {
    // 'BHK' is how Hindi portals write it too, as the web's `listing.bhk` does.
    expect(catalogueProblems(english, hindi, new Set(['mail.alert.bhk']))).toEqual([]);
  });
});

describe('mailWords', () => {
  it('speaks the reader’s language and links to their pages', () => {
    const hi = mailWords('hi');
    expect(hi.t('mail.greetingName', { name: 'Asha' })).toBe('नमस्ते Asha,');
    expect(hi.link('https://aangan.in', '/my-properties')).toBe('https://aangan.in/hi/my-properties');
    expect(hi.tag).toBe('hi-IN');
    const en = mailWords('en');
    expect(en.t('mail.code.validity', { minutes: 10 })).toBe('The code is valid for 10 minutes and works once.');
    expect(en.link('https://aangan.in', '/my-properties')).toBe('https://aangan.in/my-properties');
  });
});
