import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse } from '../../test/api-stub';
import { makeMe } from '../../test/factories';
import { callsTo, currentUserName, openDialog, panel } from './test-utils';

async function fillRegistration(user: UserEvent, values: { email?: string; password?: string } = {}) {
  const form = panel('Register');
  await user.type(form.getByLabelText('Full name'), 'Meera Joshi');
  await user.type(form.getByLabelText('Email'), values.email ?? 'meera@example.com');
  await user.type(form.getByLabelText('Mobile number'), '+91 98765 43210');
  await user.type(form.getByLabelText('Password'), values.password ?? 'secret-pass');
  await user.click(form.getByRole('checkbox', { name: /I agree to the Terms & Conditions and Privacy Policy/ }));
}

const submit = (user: UserEvent) => user.click(panel('Register').getByRole('button', { name: 'Create account' }));

describe('Register tab', () => {
  it("shows the domain's messages for an empty form, and a short password", async () => {
    const { user, fetchMock } = await openDialog({}, 'register');

    expect(screen.getByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    await submit(user);

    // One message per problem, each naming what is missing (issue 19).
    for (const message of [
      'Please enter your full name',
      'Please enter your email address',
      'Please enter your mobile number',
      'Please choose a password',
    ]) {
      expect(await panel('Register').findAllByText(message)).toHaveLength(1);
    }
    const terms = panel('Register').getByRole('checkbox');
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(terms.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You must accept the Terms & Conditions and Privacy Policy to proceed',
    );

    await fillRegistration(user, { password: 'abc' });
    await submit(user);

    expect(await panel('Register').findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(panel('Register').queryByText('Please enter your full name')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/sign-up')).toHaveLength(0);
  });

  it('links the terms and the privacy policy in a new tab', async () => {
    await openDialog({}, 'register');

    for (const [name, href] of [
      ['Terms & Conditions', '/terms'],
      ['Privacy Policy', '/privacy-policy'],
    ]) {
      const link = panel('Register').getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('registers, moves to the code view, verifies, signs in and closes', async () => {
    const me = makeMe({ name: 'Meera Joshi', emailVerified: true });
    const { user, fetchMock, dialog } = await openDialog(
      {
        '/api/auth/sign-up': () => jsonResponse({ email: 'meera@example.com' }, 201),
        '/api/auth/verify-email': () => jsonResponse(me),
      },
      'register',
    );

    await fillRegistration(user, { email: ' Meera@Example.com' });
    await submit(user);

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(screen.getByText(/verify your email with the 6-digit code/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('heading', { name: 'Verify your email' })).toBeInTheDocument();
    expect(within(dialog).getByText('meera@example.com')).toBeInTheDocument();
    // The schema's account type stays home: the server sets it and refuses it from the form.
    expect(callsTo(fetchMock, '/api/auth/sign-up')).toEqual([
      {
        method: 'POST',
        body: {
          name: 'Meera Joshi',
          email: 'meera@example.com',
          phone: '9876543210',
          password: 'secret-pass',
          termsAccepted: true,
        },
      },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Please enter the verification code')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Verification code'), '12 34-56');
    expect(within(dialog).getByLabelText('Verification code')).toHaveValue('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Email verified successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUserName()).toBe('Meera Joshi');
    expect(callsTo(fetchMock, '/api/auth/verify-email')).toEqual([
      { method: 'POST', body: { email: 'meera@example.com', code: '123456' } },
    ]);
  });

  it("says 'Email already in use' for a registered email and puts focus on the email field", async () => {
    const message = 'This email address is already registered. Please log in instead or use a different email.';
    const { user } = await openDialog(
      { '/api/auth/sign-up': () => errorResponse(409, 'CONFLICT', message) },
      'register',
    );

    await fillRegistration(user);
    await submit(user);

    expect(await screen.findByText('Email already in use')).toBeInTheDocument();
    const email = panel('Register').getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(message).length).toBeGreaterThan(0);
    expect(screen.queryByText('Registration failed')).not.toBeInTheDocument();
  });

  it("shows a 400's field messages under the matching inputs", async () => {
    const { user } = await openDialog(
      {
        '/api/auth/sign-up': () =>
          jsonResponse(
            {
              error: {
                code: 'BAD_REQUEST',
                message: 'Please check the highlighted fields',
                fields: { phone: 'This number is blocked' },
              },
            },
            400,
          ),
      },
      'register',
    );

    await fillRegistration(user);
    await submit(user);

    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Please check the highlighted fields')).toBeInTheDocument();
    const phone = panel('Register').getByLabelText('Mobile number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(panel('Register').getByText('This number is blocked')).toBeInTheDocument();
  });

  it('keeps what was typed when switching tabs', async () => {
    const { user } = await openDialog({}, 'register');

    await user.type(panel('Register').getByLabelText('Full name'), 'Meera');
    await user.click(screen.getByRole('tab', { name: 'Login' }));
    expect(panel('Login').getByLabelText('Email')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Register' }));

    expect(panel('Register').getByLabelText('Full name')).toHaveValue('Meera');
  });
});
