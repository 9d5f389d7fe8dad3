import { describe, expect, it } from 'vitest';
import {
  AUTH_MESSAGES,
  CODE_RESEND_COOLDOWN_SECONDS,
  isAlreadyRegisteredMessage,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_USER_TYPE,
  resendTooSoonMessage,
} from './messages.ts';

describe('auth messages', () => {
  it('quotes the spec word for word', () => {
    expect(AUTH_MESSAGES).toMatchObject({
      loginFieldsRequired: 'Please fill in all fields',
      registerFieldsRequired: 'Missing fields',
      registerTermsRequired: 'Terms & Conditions',
      codeRequired: 'Please enter the verification code',
      resetPasswordsMismatch: "Passwords don't match",
      resetPasswordTooShort: 'Password too short',
      changePasswordFieldsRequired: 'Please fill in all password fields',
      changePasswordMismatch: 'New password and confirmation do not match',
      changePasswordTooShort: 'New password must be at least 6 characters long',
      passwordUpdateNeedsLogin: 'You must be logged in to update your password.',
      profileMissingInformation: 'Missing Information',
      userDataMissing: 'Missing required user data fields',
      verificationLinkTitle: 'Invalid verification link',
      verificationLinkMissing: 'The verification link is missing required parameters.',
      duplicateEmail: 'This email address is already registered. Please log in instead or use a different email.',
      duplicateEmailTitle: 'Email already in use',
    });
  });

  it('fixes the password minimum at 6 and registration to owner', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(REGISTRATION_USER_TYPE).toBe('owner');
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
    expect(CODE_RESEND_COOLDOWN_SECONDS).toBe(60);
  });
});
