import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse } from '../../test/api-stub';
import { makeMe } from '../../test/factories';
import { currentUserName, openDialog, panel } from './test-utils';

describe('AuthDialog', () => {
  it('opens on the tab asked for', async () => {
    const { dialog } = await openDialog({}, 'register');

    expect(within(dialog).getByRole('heading', { name: 'Account Access' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    expect(panel('Register').getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('cannot be closed while a request runs, and shows it is busy', async () => {
    const answer = deferred<Response>();
    const { user, dialog } = await openDialog({ '/api/auth/sign-in': () => answer.promise });

    await user.type(panel('Login').getByLabelText('Email'), 'meera@example.com');
    await user.type(panel('Login').getByLabelText('Password'), 'secret-pass');
    await user.click(panel('Login').getByRole('button', { name: 'Login' }));

    const pending = await panel('Login').findByRole('button', { name: 'Signing in...' });
    expect(pending.hasAttribute('disabled')).toBe(true);
    expect(panel('Login').getByRole('button', { name: 'Forgot password?' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('tab', { name: 'Register' }).hasAttribute('disabled')).toBe(true);
    expect(dialog).toHaveAttribute('aria-busy', 'true');

    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('dialog', { name: 'Account Access' })).toBe(dialog);

    answer.resolve(jsonResponse(makeMe({ name: 'Meera Joshi' })));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(currentUserName()).toBe('Meera Joshi');
  });

  it('starts afresh each time it opens', async () => {
    const { user, dialog } = await openDialog({});

    await user.type(panel('Login').getByLabelText('Email'), 'meera@example.com');
    await user.click(panel('Login').getByRole('button', { name: 'Forgot password?' }));
    await within(dialog).findByRole('heading', { name: 'Reset your password' });

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open login' }));

    await screen.findByRole('dialog', { name: 'Account Access' });
    expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(panel('Login').getByLabelText('Email')).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Reset your password' })).not.toBeInTheDocument();
  });
});
