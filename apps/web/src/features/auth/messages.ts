/** Toast copy for the auth dialog and the /verify page (docs/product.md §8). Titles and fallbacks are word for word. */
export const AUTH_TOASTS = {
  loginSuccess: { title: 'Login successful', description: 'Welcome back!' },
  loginFailed: { title: 'Login failed', fallback: 'Please check your credentials and try again' },
  registerSuccess: {
    title: 'Registration successful',
    description: 'Please verify your email with the 6-digit code we sent you.',
  },
  registerFailed: { title: 'Registration failed', fallback: 'Please try again or contact support' },
  verifySuccess: { title: 'Email verified successfully', description: 'You are now signed in.' },
  verifyFailed: { title: 'Verification failed', fallback: 'Please check the code and try again' },
  resendSuccess: { title: 'Code resent', description: 'A new verification code is on its way to your email.' },
  resendFailed: {
    title: 'Failed to resend code',
    fallback: 'Failed to resend verification code. Please try again later.',
  },
  resetSent: { title: 'Reset instructions sent', description: 'Password reset instructions sent to your email' },
  resetSendFailed: {
    title: 'Failed to send reset instructions',
    fallback: 'Failed to send password reset instructions. Please try again later.',
  },
  resetSuccess: { title: 'Password reset successful', description: 'Password has been reset successfully' },
  resetFailed: { title: 'Failed to reset password', fallback: 'Failed to reset password. Please try again.' },
  pageVerifySuccess: {
    title: 'Email verified successfully',
    description: 'Your email has been verified. You can now access all features.',
  },
  pageVerifyFailed: { title: 'Verification failed', fallback: 'Please try again or request a new verification code.' },
  pageVerifyError: {
    title: 'Verification error',
    description: 'An unexpected error occurred. Please try again later.',
  },
} as const;
