import { describe, expect, it } from 'vitest';
import {
  changePasswordSchema,
  emailOnlySchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  verifyCodeSchema,
} from './auth-schemas.ts';
import { AUTH_MESSAGES as M } from './messages.ts';

type Parser = { safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } };

function errorsOf(schema: Parser, input: unknown): Record<string, string> {
  const issues = schema.safeParse(input).error?.issues ?? [];
  const paths = issues.map((issue) => issue.path.join('.'));
  expect(new Set(paths).size).toBe(paths.length);
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('loginSchema', () => {
  it('takes an email and a password', () => {
    expect(loginSchema.parse({ email: ' Asha@Example.in ', password: 'pw' })).toEqual({
      email: 'asha@example.in',
      password: 'pw',
    });
  });

  it("says 'Please fill in all fields' for each missing one", () => {
    expect(errorsOf(loginSchema, { email: '', password: '' })).toEqual({
      email: 'Please fill in all fields',
      password: 'Please fill in all fields',
    });
    expect(errorsOf(loginSchema, {})).toEqual({
      email: 'Please fill in all fields',
      password: 'Please fill in all fields',
    });
  });

  it('checks the email’s shape but not the password’s length', () => {
    expect(errorsOf(loginSchema, { email: 'asha', password: '1' })).toEqual({ email: M.emailInvalid });
  });

  it('keeps zod’s wording for a body that is not an object', () => {
    expect(loginSchema.safeParse('asha').success).toBe(false);
  });

  it('refuses unknown fields', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.in', password: 'x', remember: true })).toEqual({
      '': 'Unknown field: remember',
    });
  });
});

describe('registerSchema', () => {
  const valid = {
    name: ' Asha Sharma ',
    email: 'Asha@Example.in',
    phone: '+91 98765 43210',
    password: 'secret1',
    termsAccepted: true as const,
  };

  it('normalizes and always registers an owner', () => {
    expect(registerSchema.parse(valid)).toEqual({
      name: 'Asha Sharma',
      email: 'asha@example.in',
      phone: '9876543210',
      password: 'secret1',
      termsAccepted: true,
      type: 'owner',
    });
  });

  it('names each missing field in its own message, and says what the terms box asks', () => {
    expect(errorsOf(registerSchema, { name: '', email: ' ', phone: '', password: '', termsAccepted: false })).toEqual({
      name: 'Please enter your full name',
      email: 'Please enter your email address',
      phone: 'Please enter your mobile number',
      password: 'Please choose a password',
      termsAccepted: 'You must accept the Terms & Conditions and Privacy Policy to proceed',
    });
  });

  it('checks email, phone and password length', () => {
    expect(errorsOf(registerSchema, { ...valid, email: 'asha@', phone: '12345', password: '12345' })).toEqual({
      email: M.emailInvalid,
      phone: M.phoneInvalid,
      password: 'Password must be at least 6 characters',
    });
  });

  it('refuses a user type: registration is always owner', () => {
    expect(errorsOf(registerSchema, { ...valid, type: 'builder' })).toEqual({ '': 'Unknown field: type' });
  });
});

describe('verifyCodeSchema and emailOnlySchema', () => {
  it('asks for the verification code', () => {
    expect(errorsOf(verifyCodeSchema, { email: 'a@b.in', code: '' })).toEqual({
      code: 'Please enter the verification code',
    });
    expect(verifyCodeSchema.parse({ email: 'a@b.in', code: '123 456' })).toEqual({ email: 'a@b.in', code: '123456' });
    expect(errorsOf(verifyCodeSchema, { email: 'a@b.in', code: '12345' })).toEqual({ code: M.codeFormat });
  });

  it('asks for the email', () => {
    expect(errorsOf(emailOnlySchema, { email: '' })).toEqual({ email: M.emailRequired });
    expect(errorsOf(verifyCodeSchema, { code: '123456' })).toEqual({ email: M.emailRequired });
  });
});

describe('resetPasswordSchema', () => {
  const valid = { email: 'a@b.in', code: '123456', newPassword: 'secret1', confirmPassword: 'secret1' };

  it('accepts matching passwords of 6 or more characters', () => {
    expect(resetPasswordSchema.parse(valid)).toEqual(valid);
  });

  it('requires email, code and new password', () => {
    expect(errorsOf(resetPasswordSchema, { email: '', code: '', newPassword: '', confirmPassword: '' })).toEqual({
      email: M.emailRequired,
      code: M.codeRequired,
      newPassword: M.newPasswordRequired,
    });
  });

  it("says 'Passwords don't match' and 'Password too short'", () => {
    expect(errorsOf(resetPasswordSchema, { ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: "Passwords don't match",
    });
    expect(errorsOf(resetPasswordSchema, { ...valid, newPassword: '12345', confirmPassword: '12345' })).toEqual({
      newPassword: 'Password too short',
    });
    expect(errorsOf(resetPasswordSchema, { ...valid, newPassword: '12345', confirmPassword: '' })).toEqual({
      newPassword: 'Password too short',
      confirmPassword: "Passwords don't match",
    });
  });
});

describe('changePasswordSchema', () => {
  const valid = { currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' };

  it('accepts a complete change', () => {
    expect(changePasswordSchema.parse(valid)).toEqual(valid);
  });

  it("says 'Please fill in all password fields' for each empty one, and nothing more", () => {
    expect(errorsOf(changePasswordSchema, { currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Please fill in all password fields',
      newPassword: 'Please fill in all password fields',
      confirmPassword: 'Please fill in all password fields',
    });
    expect(errorsOf(changePasswordSchema, { ...valid, confirmPassword: '  ' })).toEqual({
      confirmPassword: 'Please fill in all password fields',
    });
  });

  it('checks the confirmation and the length', () => {
    expect(errorsOf(changePasswordSchema, { ...valid, confirmPassword: 'new-pasS' })).toEqual({
      confirmPassword: 'New password and confirmation do not match',
    });
    expect(errorsOf(changePasswordSchema, { ...valid, newPassword: 'abc', confirmPassword: 'abc' })).toEqual({
      newPassword: 'New password must be at least 6 characters long',
    });
  });
});
