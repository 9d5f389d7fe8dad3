import { describe, expect, it } from 'vitest';
import { USER_TYPES } from '../enums.ts';
import {
  AUTH_MESSAGES,
  EMAIL_MAX_LENGTH,
  isAlreadyRegisteredMessage,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_USER_TYPE,
  resendTooSoonMessage,
  VERIFICATION_CODE_LENGTH,
} from './messages.ts';

describe('auth messages', () => {
  it('states each limit from the constant it names', () => {
    expect(AUTH_MESSAGES.registerPasswordTooShort).toContain(`at least ${PASSWORD_MIN_LENGTH} characters`);
    expect(AUTH_MESSAGES.changePasswordTooShort).toContain(`at least ${PASSWORD_MIN_LENGTH} characters`);
    expect(AUTH_MESSAGES.passwordTooLong).toContain(`at most ${PASSWORD_MAX_LENGTH} characters`);
    expect(AUTH_MESSAGES.nameTooLong).toContain(`at most ${NAME_MAX_LENGTH} characters`);
    expect(AUTH_MESSAGES.emailTooLong).toContain(`at most ${EMAIL_MAX_LENGTH} characters`);
    expect(AUTH_MESSAGES.codeFormat).toContain(`${VERIFICATION_CODE_LENGTH} digits`);
  });

  it('keeps the password bounds in order and registers a known user type', () => {
    expect(PASSWORD_MIN_LENGTH).toBeGreaterThan(0);
    expect(PASSWORD_MIN_LENGTH).toBeLessThan(PASSWORD_MAX_LENGTH);
    expect(USER_TYPES).toContain(REGISTRATION_USER_TYPE);
  });
});

describe('isAlreadyRegisteredMessage', () => {
  it('spots the already-registered wording, whatever its case', () => {
    expect(isAlreadyRegisteredMessage(AUTH_MESSAGES.duplicateEmail)).toBe(true);
    expect(isAlreadyRegisteredMessage('User already registered')).toBe(true);
    expect(isAlreadyRegisteredMessage('User Already Registered')).toBe(true);
    expect(isAlreadyRegisteredMessage('Password too short')).toBe(false);
  });
});

describe('resendTooSoonMessage', () => {
  it('counts the whole seconds left, singular for one', () => {
    expect(resendTooSoonMessage(42.2)).toBe('Please wait 43 seconds before asking for a new code.');
    expect(resendTooSoonMessage(0.4)).toBe('Please wait 1 second before asking for a new code.');
  });
});
