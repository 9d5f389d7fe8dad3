import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../test/api-stub';
import { callsTo, currentUserName, openDialog, panel } from './test-utils';

type Handlers = Parameters<typeof openDialog>[0];

/** Reaches the code view the way an unverified person does: a sign-in that answers 403. */
async function openCodeView(handlers: Handlers) {
  const opened = await openDialog({
    '/api/auth/sign-in': () => errorResponse(403, 'FORBIDDEN', 'Please verify your email first.'),
    ...handlers,
  });
  await opened.user.type(panel('Login').getByLabelText('Email'), 'meera@example.com');
  await opened.user.type(panel('Login').getByLabelText('Password'), 'secret-pass');
  await opened.user.click(panel('Login').getByRole('button', { name: 'Login' }));
  await within(opened.dialog).findByRole('heading', { name: 'Verify your email' });
  return { ...opened, view: within(opened.dialog) };
}

describe('code view', () => {
  it("tells a wrong code with the server's message and stays", async () => {
    const { user, view } = await openCodeView({
      '/api/auth/verify-email': () =>
        errorResponse(400, 'BAD_REQUEST', 'That code is not right. Please check it and try again.'),
    });

    await user.type(view.getByLabelText('Verification code'), '000000');
    await user.click(view.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Verification failed')).toBeInTheDocument();
    expect(screen.getByText('That code is not right. Please check it and try again.')).toBeInTheDocument();
    expect(view.getByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(currentUserName()).toBe('guest');
  });

  it('resends the code to the same address', async () => {
    const { user, view, fetchMock } = await openCodeView({
      '/api/auth/resend-code': () => new Response(null, { status: 204 }),
    });

    await user.click(view.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByText('Code resent')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/resend-code')).toEqual([
      { method: 'POST', body: { email: 'meera@example.com' } },
    ]);
  });

  it("shows the server's wait message when a resend is too soon", async () => {
    const { user, view } = await openCodeView({
      '/api/auth/resend-code': () =>
        errorResponse(429, 'RATE_LIMITED', 'Please wait 42 seconds before asking for a new code.'),
    });

    await user.click(view.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByText('Failed to resend code')).toBeInTheDocument();
    expect(screen.getByText('Please wait 42 seconds before asking for a new code.')).toBeInTheDocument();
  });

  it('falls back to its own words when a resend cannot reach the server', async () => {
    const { user, view } = await openCodeView({
      '/api/auth/resend-code': () => Promise.reject(new TypeError('Failed to fetch')),
    });

    await user.click(view.getByRole('button', { name: 'Resend code' }));

    expect(await screen.findByText('Failed to resend code')).toBeInTheDocument();
    expect(screen.getByText('Failed to resend verification code. Please try again later.')).toBeInTheDocument();
  });

  it('goes back to the Login tab with the address kept', async () => {
    const { user, view } = await openCodeView({});

    await user.click(view.getByRole('button', { name: 'Back to login' }));

    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(panel('Login').getByLabelText('Email')).toHaveValue('meera@example.com');
    await waitFor(() => expect(panel('Login').getByLabelText('Password')).toHaveFocus());
  });
});
