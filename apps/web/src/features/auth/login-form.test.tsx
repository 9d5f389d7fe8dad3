import { MODERATION_MESSAGES } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '../../test/api-stub';
import { makeMe } from '../../test/factories';
import { callsTo, currentUserName, openDialog, panel } from './test-utils';

describe('Login tab', () => {
  it('signs in, says welcome back, sets the user and closes', async () => {
    const me = makeMe({ name: 'Meera Joshi', email: 'meera@example.com' });
    const { user, fetchMock } = await openDialog({ '/api/auth/sign-in': () => jsonResponse(me) });

    const login = panel('Login');
    expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(login.getByLabelText('Email')).toHaveAttribute('autocomplete', 'email');
    expect(login.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    await user.type(login.getByLabelText('Email'), ' Meera@Example.com ');
    await user.type(login.getByLabelText('Password'), 'secret-pass');
    await user.click(login.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login successful')).toBeInTheDocument();
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUserName()).toBe('Meera Joshi');
    expect(callsTo(fetchMock, '/api/auth/sign-in')).toEqual([
      { method: 'POST', body: { email: 'meera@example.com', password: 'secret-pass' } },
    ]);
  });

  it("tabs from the email to the password, then to 'Forgot password?' (WCAG 2.4.3)", async () => {
    const { user } = await openDialog({});
    const login = panel('Login');

    await user.click(login.getByLabelText('Email'));
    await user.tab();
    expect(login.getByLabelText('Password')).toHaveFocus();
    await user.tab();
    expect(login.getByRole('button', { name: 'Forgot password?' })).toHaveFocus();
  });

  it('asks for both fields before calling the server', async () => {
    const { user, fetchMock } = await openDialog({});

    await user.click(panel('Login').getByRole('button', { name: 'Login' }));

    expect(await panel('Login').findAllByText('Please fill in all fields')).toHaveLength(2);
    const email = panel('Login').getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please fill in all fields',
    );
    expect(email).toHaveFocus();
    expect(callsTo(fetchMock, '/api/auth/sign-in')).toHaveLength(0);
  });

  it("shows the server's message when sign-in fails and stays open", async () => {
    const { user, dialog } = await openDialog({
      '/api/auth/sign-in': () => errorResponse(401, 'UNAUTHORIZED', 'Invalid email or password'),
    });

    await user.type(panel('Login').getByLabelText('Email'), 'meera@example.com');
    await user.type(panel('Login').getByLabelText('Password'), 'wrong-pass');
    await user.click(panel('Login').getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(dialog.isConnected).toBe(true);
    expect(currentUserName()).toBe('guest');
    expect(panel('Login').getByRole('button', { name: 'Login' }).hasAttribute('disabled')).toBe(false);
  });

  it('falls back to its own words when the server cannot be reached', async () => {
    const { user } = await openDialog({
      '/api/auth/sign-in': () => Promise.reject(new TypeError('Failed to fetch')),
    });

    await user.type(panel('Login').getByLabelText('Email'), 'meera@example.com');
    await user.type(panel('Login').getByLabelText('Password'), 'secret-pass');
    await user.click(panel('Login').getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Please check your credentials and try again')).toBeInTheDocument();
  });

  it('keeps a suspended account (403) on the login form with the server’s words', async () => {
    const { user, dialog } = await openDialog({
      '/api/auth/sign-in': () => errorResponse(403, 'FORBIDDEN', MODERATION_MESSAGES.suspendedSignIn),
    });

    await user.type(panel('Login').getByLabelText('Email'), 'ravi@example.in');
    await user.type(panel('Login').getByLabelText('Password'), 'secret-pass');
    await user.click(panel('Login').getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(MODERATION_MESSAGES.suspendedSignIn)).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { name: 'Verify your email' })).not.toBeInTheDocument();
    expect(panel('Login').getByRole('button', { name: 'Login' })).toBeEnabled();
    expect(currentUserName()).toBe('guest');
  });

  it('sends an unverified account (403) to the code view for its email', async () => {
    const message = 'Please verify your email first: enter the code we emailed you, or ask for a new one.';
    const { user, dialog } = await openDialog({
      '/api/auth/sign-in': () => errorResponse(403, 'FORBIDDEN', message),
    });

    await user.type(panel('Login').getByLabelText('Email'), 'New@Example.com');
    await user.type(panel('Login').getByLabelText('Password'), 'secret-pass');
    await user.click(panel('Login').getByRole('button', { name: 'Login' }));

    expect(await within(dialog).findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(within(dialog).getByText('new@example.com')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    const code = within(dialog).getByLabelText('Verification code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await waitFor(() => expect(code).toHaveFocus());
  });
});
