import type { UserType } from '../enums.ts';

/** Sign-up, sign-in and profile messages. Those quoted in docs/product.md §5 'Registration and auth' are word for word. */

export const PASSWORD_MIN_LENGTH = 6;
/** better-auth's own ceiling; longer input is refused before it reaches the hasher. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
/** The longest address SMTP allows. */
export const EMAIL_MAX_LENGTH = 254;
export const VERIFICATION_CODE_LENGTH = 6;

/** Every new account is an owner; the type can be changed later in the profile (docs/product.md §6). */
export const REGISTRATION_USER_TYPE: UserType = 'owner';

export const AUTH_MESSAGES = {
  loginFieldsRequired: 'Please fill in all fields',
  // One message per missing field, naming it, rather than the spec's 'Missing fields' under each (decision 025).
  registerNameRequired: 'Please enter your full name',
  registerPhoneRequired: 'Please enter your mobile number',
  registerPasswordRequired: 'Please choose a password',
  // The spec's words for the listing form's terms box (docs/product.md §5), rather than 'Terms & Conditions' alone.
  registerTermsRequired: 'You must accept the Terms & Conditions and Privacy Policy to proceed',
  registerPasswordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  codeRequired: 'Please enter the verification code',
  codeFormat: `The verification code must be ${VERIFICATION_CODE_LENGTH} digits`,
  emailRequired: 'Please enter your email address',
  emailInvalid: 'Please enter a valid email address',
  emailTooLong: `Email address must be at most ${EMAIL_MAX_LENGTH} characters`,
  phoneInvalid: 'Please enter a valid 10-digit Indian mobile number',
  nameTooLong: `Name must be at most ${NAME_MAX_LENGTH} characters`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  newPasswordRequired: 'Please enter a new password',
  resetPasswordsMismatch: "Passwords don't match",
  resetPasswordTooShort: 'Password too short',
  changePasswordFieldsRequired: 'Please fill in all password fields',
  changePasswordMismatch: 'New password and confirmation do not match',
  changePasswordTooShort: `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  passwordUpdateNeedsLogin: 'You must be logged in to update your password.',
  profileMissingInformation: 'Missing Information',
  userTypeInvalid: 'Choose owner, builder or agent',
  emailNotEditable: 'Email cannot be changed',
  verificationLinkTitle: 'Invalid verification link',
  verificationLinkMissing: 'The verification link is missing required parameters.',
  duplicateEmail: 'This email address is already registered. Please log in instead or use a different email.',
  duplicateEmailTitle: 'Email already in use',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email first: enter the code we emailed you, or ask for a new one.',
  codeInvalid: 'That code is not right. Please check it and try again.',
  codeExpired: 'This code has expired. Please ask for a new one.',
  codeTooManyTries: 'Too many wrong tries. Please ask for a new code.',
  currentPasswordWrong: 'Your current password is not correct.',
  tooManyRequests: 'Too many attempts. Please wait a minute and try again.',
  signInRequired: 'Please sign in to continue.',
  avatarUrlInvalid: 'Profile picture must be an http:// or https:// address',
} as const;

/** Minimum wait between two codes sent to one address for one purpose (verification, reset). */
export const CODE_RESEND_COOLDOWN_SECONDS = 60;

/** Refusal for a code asked for again within the cooldown. */
export function resendTooSoonMessage(secondsLeft: number): string {
  const seconds = Math.max(1, Math.ceil(secondsLeft));
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before asking for a new code.`;
}

/** Registration errors whose message says 'already registered' are shown as 'Email already in use' (docs/product.md §8). */
export function isAlreadyRegisteredMessage(message: string): boolean {
  return message.toLowerCase().includes('already registered');
}
