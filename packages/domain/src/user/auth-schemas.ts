import { z } from 'zod';
import { unknownKeysError } from '../unknown-keys.ts';
import { emailField, nameField, passwordField, phoneField, verificationCodeField } from './fields.ts';
import { AUTH_MESSAGES as M, PASSWORD_MIN_LENGTH, REGISTRATION_USER_TYPE } from './messages.ts';

/**
 * The auth dialog's forms (docs/product.md §5 'Registration and auth'), shared by react-hook-form and the server.
 * Strict: a field the form does not have (a user type on sign-up, say) is refused, not quietly kept.
 */

const unknownField = unknownKeysError();

function form<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, { error: unknownField });
}

/** Sign-in checks presence and email shape only: a password rule added later must not lock anyone out. */
export const loginSchema = form({
  email: emailField(M.loginFieldsRequired),
  password: passwordField(M.loginFieldsRequired),
});

export const registerSchema = form({
  name: nameField(M.registerNameRequired),
  email: emailField(M.emailRequired),
  phone: phoneField(M.registerPhoneRequired),
  password: passwordField(M.registerPasswordRequired, {
    min: PASSWORD_MIN_LENGTH,
    message: M.registerPasswordTooShort,
  }),
  termsAccepted: z.literal(true, { error: M.registerTermsRequired }),
}).transform((registration) => ({ ...registration, type: REGISTRATION_USER_TYPE }));

/** The one-time code view after sign-up, and step 2 of the password reset. */
export const verifyCodeSchema = form({
  email: emailField(M.emailRequired),
  code: verificationCodeField,
});

/** Resending the code, and step 1 of the password reset. */
export const emailOnlySchema = form({ email: emailField(M.emailRequired) });

function checkPasswordsMatch(
  values: { newPassword: string; confirmPassword: string },
  ctx: z.RefinementCtx,
  message: string,
): void {
  if (values.newPassword.trim() === '' || values.newPassword === values.confirmPassword) return;
  ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message });
}

/** Step 3 of the password reset: the code again, the new password twice. */
export const resetPasswordSchema = form({
  email: emailField(M.emailRequired),
  code: verificationCodeField,
  newPassword: passwordField(M.newPasswordRequired, { min: PASSWORD_MIN_LENGTH, message: M.resetPasswordTooShort }),
  confirmPassword: z.string({ error: M.resetPasswordsMismatch }),
}).superRefine((values, ctx) => checkPasswordsMatch(values, ctx, M.resetPasswordsMismatch));

/** Account settings' change password. */
export const changePasswordSchema = form({
  currentPassword: passwordField(M.changePasswordFieldsRequired),
  newPassword: passwordField(M.changePasswordFieldsRequired, {
    min: PASSWORD_MIN_LENGTH,
    message: M.changePasswordTooShort,
  }),
  confirmPassword: passwordField(M.changePasswordFieldsRequired),
}).superRefine((values, ctx) => {
  if (values.confirmPassword.trim() !== '') checkPasswordsMatch(values, ctx, M.changePasswordMismatch);
});

export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type Registration = z.output<typeof registerSchema>;
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
