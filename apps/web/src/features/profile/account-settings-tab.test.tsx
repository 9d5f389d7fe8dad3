import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../test/api-stub';
import { makeMe } from '../../test/factories';
import { renderApp } from '../../test/render-app';

type Handler = Parameters<typeof stubApi>[0][string];

function setup(changePassword: Handler = () => new Response(null, { status: 204 }), me = makeMe()) {
  const fetchMock = stubApi({ '/api/me': () => jsonResponse(me), '/api/auth/change-password': changePassword });
  const view = renderApp('/profile');
  return { fetchMock, ...view };
}

async function openSettings(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('tab', { name: 'Account Settings' }));
  return screen.findByRole('form', { name: 'Change password' });
}

async function fillPasswords(
  user: ReturnType<typeof renderApp>['user'],
  form: HTMLElement,
  values: { current?: string; next?: string; confirm?: string },
) {
  if (values.current) await user.type(within(form).getByLabelText('Current password'), values.current);
  if (values.next) await user.type(within(form).getByLabelText('New password'), values.next);
  if (values.confirm) await user.type(within(form).getByLabelText('Confirm new password'), values.confirm);
}

function passwordCalls(fetchMock: ReturnType<typeof stubApi>) {
  return fetchMock.mock.calls.filter(([input]) => String(input) === '/api/auth/change-password');
}

describe('change password', () => {
  it('asks for all three fields, in one alert', async () => {
    const { fetchMock, user } = setup();
    const form = await openSettings(user);

    await user.click(within(form).getByRole('button', { name: 'Update Password' }));

    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe('Please fill in all password fields');
    expect(passwordCalls(fetchMock)).toHaveLength(0);
  });

  it('says when the confirmation does not match and when the new password is short', async () => {
    const { fetchMock, user } = setup();
    const form = await openSettings(user);

    await fillPasswords(user, form, { current: 'old-secret', next: 'new-secret', confirm: 'new-secreT' });
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('New password and confirmation do not match');

    await user.clear(within(form).getByLabelText('New password'));
    await user.clear(within(form).getByLabelText('Confirm new password'));
    await fillPasswords(user, form, { next: 'abc', confirm: 'abc' });
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('New password must be at least 6 characters long'),
    );
    expect(passwordCalls(fetchMock)).toHaveLength(0);
  });

  it('shows the server’s refusal in the alert', async () => {
    const { user } = setup(() => errorResponse(400, 'BAD_REQUEST', 'Your current password is not correct.'));
    const form = await openSettings(user);

    await fillPasswords(user, form, { current: 'wrong-one', next: 'new-secret', confirm: 'new-secret' });
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));

    expect((await within(form).findByRole('alert')).textContent).toBe('Your current password is not correct.');
    expect(screen.queryByText('Password Updated')).not.toBeInTheDocument();
  });

  it("says 'Failed to update password' when the server fails", async () => {
    const { user } = setup(() => errorResponse(500, 'INTERNAL', 'Internal Server Error'));
    const form = await openSettings(user);

    await fillPasswords(user, form, { current: 'old-secret', next: 'new-secret', confirm: 'new-secret' });
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));

    expect((await within(form).findByRole('alert')).textContent).toBe('Failed to update password');
  });

  it("says 'An unexpected error occurred' when the request cannot be made", async () => {
    const { user } = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    const form = await openSettings(user);

    await fillPasswords(user, form, { current: 'old-secret', next: 'new-secret', confirm: 'new-secret' });
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));

    expect((await within(form).findByRole('alert')).textContent).toBe('An unexpected error occurred');
  });

  it('changes the password, shows Password Updated and clears the form', async () => {
    const answer = deferred<Response>();
    const { fetchMock, user } = setup(() => answer.promise);
    const form = await openSettings(user);

    await fillPasswords(user, form, { current: 'old-secret', next: 'new-secret', confirm: 'new-secret' });
    await user.click(within(form).getByRole('button', { name: 'Update Password' }));
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Update Password' })).toHaveProperty('disabled', true),
    );
    answer.resolve(new Response(null, { status: 204 }));

    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    expect(screen.getByText('Password updated successfully')).toBeInTheDocument();
    const [call] = passwordCalls(fetchMock);
    expect(call?.[1]?.method).toBe('POST');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret',
      confirmPassword: 'new-secret',
    });
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(within(form).getByLabelText(label)).toHaveValue('');
    }
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('account settings', () => {
  it('offers Download my data as a link to the file, and Delete Account', async () => {
    const { user } = setup();
    await openSettings(user);

    const download = screen.getByRole('link', { name: 'Download my data' });
    expect(download).toHaveAttribute('href', '/api/me/export');
    expect(download).toHaveAttribute('download');
    expect(screen.getByRole('button', { name: 'Delete Account' })).toBeEnabled();
  });

  it('lists email Verified, phone Pending, two-factor Not Enabled and a disabled Manage button', async () => {
    const { user } = setup();
    await openSettings(user);

    const security = screen.getByRole('region', { name: 'Security' });
    const rows = within(security)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['EmailVerified', 'PhonePending', 'Two-factor authenticationNot Enabled']);
    expect(within(security).getByRole('button', { name: 'Manage' })).toBeDisabled();
  });

  it('shows an unverified email as Pending and a verified phone as Verified', async () => {
    const { user } = setup(undefined, makeMe({ emailVerified: false, phoneVerified: true }));
    await openSettings(user);

    const security = screen.getByRole('region', { name: 'Security' });
    const rows = within(security)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows.slice(0, 2)).toEqual(['EmailPending', 'PhoneVerified']);
  });
});
