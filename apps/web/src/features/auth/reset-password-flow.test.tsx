import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../test/api-stub';
import { callsTo, openDialog, panel } from './test-utils';

const noContent = () => new Response(null, { status: 204 });

describe('password reset', () => {
  it('walks email, code and new password, then returns to Login with the email filled in', async () => {
    const { user, dialog, fetchMock } = await openDialog({
      '/api/auth/forgot-password': noContent,
      '/api/auth/check-reset-code': noContent,
      '/api/auth/reset-password': noContent,
    });
    const view = within(dialog);

    await user.type(panel('Login').getByLabelText('Email'), 'meera@example.com');
    await user.click(panel('Login').getByRole('button', { name: 'Forgot password?' }));

    // Step 1: the address from the Login tab is already there.
    expect(await view.findByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(view.queryByRole('tab')).not.toBeInTheDocument();
    expect(view.getByLabelText('Email')).toHaveValue('meera@example.com');
    await user.click(view.getByRole('button', { name: 'Send reset code' }));

    expect(await screen.findByText('Reset instructions sent')).toBeInTheDocument();
    expect(screen.getByText('Password reset instructions sent to your email')).toBeInTheDocument();

    // Step 2: the code.
    expect(await view.findByRole('heading', { name: 'Enter the reset code' })).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Continue' }));
    expect(await view.findByText('Please enter the verification code')).toBeInTheDocument();
    await user.type(view.getByLabelText('Verification code'), '654321');
    await user.click(view.getByRole('button', { name: 'Continue' }));

    // Step 3: the new password, twice.
    expect(await view.findByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
    expect(view.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await user.type(view.getByLabelText('New password'), 'abc');
    await user.click(view.getByRole('button', { name: 'Reset password' }));
    expect(await view.findByText('Password too short')).toBeInTheDocument();

    await user.type(view.getByLabelText('New password'), 'def-ghi');
    await user.type(view.getByLabelText('Confirm new password'), 'something-else');
    await user.click(view.getByRole('button', { name: 'Reset password' }));
    expect(await view.findByText("Passwords don't match")).toBeInTheDocument();

    await user.clear(view.getByLabelText('Confirm new password'));
    await user.type(view.getByLabelText('Confirm new password'), 'abcdef-ghi');
    await user.click(view.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Password reset successful')).toBeInTheDocument();
    expect(screen.getByText('Password has been reset successfully')).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(panel('Login').getByLabelText('Email')).toHaveValue('meera@example.com');
    await waitFor(() => expect(panel('Login').getByLabelText('Password')).toHaveFocus());

    const sent = { email: 'meera@example.com', code: '654321' };
    expect(callsTo(fetchMock, '/api/auth/forgot-password')).toEqual([
      { method: 'POST', body: { email: 'meera@example.com' } },
    ]);
    expect(callsTo(fetchMock, '/api/auth/check-reset-code')).toEqual([{ method: 'POST', body: sent }]);
    expect(callsTo(fetchMock, '/api/auth/reset-password')).toEqual([
      { method: 'POST', body: { ...sent, newPassword: 'abcdef-ghi', confirmPassword: 'abcdef-ghi' } },
    ]);
  });

  it("tells a refused request with the server's message", async () => {
    const { user, dialog } = await openDialog({
      '/api/auth/forgot-password': () =>
        errorResponse(429, 'RATE_LIMITED', 'Please wait 30 seconds before asking for a new code.'),
    });
    const view = within(dialog);

    await user.click(panel('Login').getByRole('button', { name: 'Forgot password?' }));
    await user.click(await view.findByRole('button', { name: 'Send reset code' }));
    expect(await view.findByText('Please enter your email address')).toBeInTheDocument();

    await user.type(view.getByLabelText('Email'), 'meera@example.com');
    await user.click(view.getByRole('button', { name: 'Send reset code' }));

    expect(await screen.findByText('Failed to send reset instructions')).toBeInTheDocument();
    expect(screen.getByText('Please wait 30 seconds before asking for a new code.')).toBeInTheDocument();
    expect(view.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('tells a wrong code and a failed reset', async () => {
    let codeAnswers = 0;
    const { user, dialog } = await openDialog({
      '/api/auth/forgot-password': noContent,
      '/api/auth/check-reset-code': () => {
        codeAnswers += 1;
        return codeAnswers === 1 ? errorResponse(400, 'BAD_REQUEST', 'That code is not right.') : noContent();
      },
      '/api/auth/reset-password': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const view = within(dialog);

    await user.type(panel('Login').getByLabelText('Email'), 'meera@example.com');
    await user.click(panel('Login').getByRole('button', { name: 'Forgot password?' }));
    await user.click(await view.findByRole('button', { name: 'Send reset code' }));
    await user.type(await view.findByLabelText('Verification code'), '111111');
    await user.click(view.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByText('That code is not right.')).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Continue' }));

    await user.type(await view.findByLabelText('New password'), 'abcdef');
    await user.type(view.getByLabelText('Confirm new password'), 'abcdef');
    await user.click(view.getByRole('button', { name: 'Reset password' }));

    expect(await screen.findByText('Failed to reset password')).toBeInTheDocument();
    expect(screen.getByText('Failed to reset password. Please try again.')).toBeInTheDocument();
    expect(view.getByRole('heading', { name: 'Choose a new password' })).toBeInTheDocument();
  });

  it("goes 'Back to login' from any step", async () => {
    const { user, dialog } = await openDialog({ '/api/auth/forgot-password': noContent });
    const view = within(dialog);

    await user.click(panel('Login').getByRole('button', { name: 'Forgot password?' }));
    await user.type(await view.findByLabelText('Email'), 'meera@example.com');
    await user.click(view.getByRole('button', { name: 'Send reset code' }));
    await view.findByRole('heading', { name: 'Enter the reset code' });
    await user.click(view.getByRole('button', { name: 'Back to login' }));

    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
  });
});
