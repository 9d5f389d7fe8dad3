import { describe, expect, it } from 'vitest';
import {
  emailField,
  nameField,
  normalizeIndianMobile,
  passwordField,
  phoneField,
  verificationCodeField,
} from './fields.ts';
import { AUTH_MESSAGES as M } from './messages.ts';

const REQUIRED = 'Required here';

function messagesOf(
  schema: { safeParse: (input: unknown) => { error?: { issues: { message: string }[] } } },
  input: unknown,
) {
  return schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
}

describe('emailField', () => {
  const email = emailField(REQUIRED);

  it('trims and lower-cases', () => {
    expect(email.parse('  Asha@Example.IN ')).toBe('asha@example.in');
  });

  it.each([undefined, null, '', '   '])('reads %j as missing, once', (input) => {
    expect(messagesOf(email, input)).toEqual([REQUIRED]);
  });

  it.each(['asha', 'asha@', '@example.com', 'asha@example', 'a b@example.com', 'asha@@example.com'])(
    'refuses %j',
    (input) => {
      expect(messagesOf(email, input)).toEqual([M.emailInvalid]);
    },
  );

  it('refuses addresses longer than 254 characters', () => {
    expect(messagesOf(email, `${'a'.repeat(250)}@x.in`)).toEqual([M.emailTooLong]);
  });
});

describe('nameField', () => {
  const name = nameField(REQUIRED);

  it('trims and bounds the name', () => {
    expect(name.parse('  Asha Sharma ')).toBe('Asha Sharma');
    expect(messagesOf(name, '  ')).toEqual([REQUIRED]);
    expect(name.parse('a'.repeat(100))).toHaveLength(100);
    expect(messagesOf(name, 'a'.repeat(101))).toEqual([M.nameTooLong]);
  });
});

describe('normalizeIndianMobile and phoneField', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+91-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(98765) 43210', '9876543210'],
    ['6000000000', '6000000000'],
    ['9198765432', '9198765432'],
  ])('%j → %j', (typed, stored) => {
    expect(normalizeIndianMobile(typed)).toBe(stored);
    expect(phoneField(REQUIRED).parse(typed)).toBe(stored);
  });

  it.each(['12345', '5876543210', '98765432101', '+1 9876543210', '+919876543', 'phone', '98765-4321x'])(
    'refuses %j',
    (typed) => {
      expect(normalizeIndianMobile(typed)).toBeNull();
      expect(messagesOf(phoneField(REQUIRED), typed)).toEqual([M.phoneInvalid]);
    },
  );

  it('reads empty as missing', () => {
    expect(messagesOf(phoneField(REQUIRED), ' ')).toEqual([REQUIRED]);
  });
});

describe('passwordField', () => {
  const withMinimum = passwordField(REQUIRED, { min: 6, message: 'Too short' });

  it('keeps the password exactly as typed', () => {
    expect(withMinimum.parse(' secret ')).toBe(' secret ');
  });

  it('reads empty or whitespace-only as missing, once', () => {
    expect(messagesOf(withMinimum, '')).toEqual([REQUIRED]);
    expect(messagesOf(withMinimum, '       ')).toEqual([REQUIRED]);
    expect(messagesOf(withMinimum, undefined)).toEqual([REQUIRED]);
  });

  it('applies the minimum and the 128-character ceiling', () => {
    expect(messagesOf(withMinimum, '12345')).toEqual(['Too short']);
    expect(withMinimum.parse('123456')).toBe('123456');
    expect(withMinimum.parse('p'.repeat(128))).toHaveLength(128);
    expect(messagesOf(withMinimum, 'p'.repeat(129))).toEqual([M.passwordTooLong]);
  });

  it('has no minimum unless given one', () => {
    expect(passwordField(REQUIRED).parse('1')).toBe('1');
  });
});

describe('verificationCodeField', () => {
  it('takes six digits, dropping spaces', () => {
    expect(verificationCodeField.parse(' 123 456 ')).toBe('123456');
  });

  it('asks for the code when empty', () => {
    expect(messagesOf(verificationCodeField, '')).toEqual(['Please enter the verification code']);
    expect(messagesOf(verificationCodeField, '  ')).toEqual(['Please enter the verification code']);
  });

  it.each(['12345', '1234567', '12a456', '١٢٣٤٥٦'])('refuses %j', (code) => {
    expect(messagesOf(verificationCodeField, code)).toEqual([M.codeFormat]);
  });
});
