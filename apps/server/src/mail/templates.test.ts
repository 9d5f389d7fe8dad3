import { describe, expect, it } from 'vitest';
import { codeMail, findCode, verificationLink } from './templates.ts';

const base = {
  to: 'asha@example.in',
  code: '482913',
  publicUrl: 'https://aangan.in',
  validMinutes: 10,
  locale: 'en',
} as const;

describe('codeMail', () => {
  it('puts the code and a /verify link in the verification mail', () => {
    const mail = codeMail({ ...base, purpose: 'verify-email' });
    expect(mail.subject).toBe('Your Aangan verification code');
    expect(mail.text).toContain('    482913\n');
    expect(mail.text).toContain('https://aangan.in/verify?token=482913&email=asha%40example.in');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain('href="https://aangan.in/verify?token=482913&#38;email=asha%40example.in"');
    expect(findCode(mail)).toBe('482913');
  });

  it('sends the reset code without a link', () => {
    const mail = codeMail({ ...base, purpose: 'reset-password' });
    expect(mail.subject).toBe('Your Aangan password reset code');
    expect(mail.text).not.toContain('/verify');
    expect(mail.html).not.toContain('<a ');
    expect(findCode(mail)).toBe('482913');
  });

  it('escapes what it places in HTML', () => {
    const mail = codeMail({ ...base, code: '<b>1</b>', purpose: 'reset-password' });
    expect(mail.html).toContain('&#60;b&#62;1&#60;/b&#62;');
  });
});

describe('codeMail in Hindi', () => {
  it('writes the code mail in the account’s language, linking to the Hindi page', () => {
    const mail = codeMail({ ...base, locale: 'hi', purpose: 'verify-email' });
    expect(mail.subject).toBe('आपका आँगन सत्यापन कोड');
    expect(mail.text).toContain('नमस्ते,');
    expect(mail.text).toContain('यह कोड 10 मिनट तक मान्य है');
    expect(mail.text).toContain('https://aangan.in/hi/verify?token=482913&email=asha%40example.in');
    expect(mail.html).toContain('<html lang="hi-IN">');
    expect(findCode(mail)).toBe('482913');
  });
});

describe('verificationLink', () => {
  it('keeps a base path out of the way and encodes the address', () => {
    expect(verificationLink('http://localhost:3000/', 'a+b@x.in', '000123')).toBe(
      'http://localhost:3000/verify?token=000123&email=a%2Bb%40x.in',
    );
  });
});
