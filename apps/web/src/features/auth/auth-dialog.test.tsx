import { AUTH_MESSAGES } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse } from '../../test/api-stub';
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

describe('AuthDialog in Hindi', () => {
  const hindiPanel = (name: string) => within(screen.getByRole('tabpanel', { name }));

  it('logs in with Hindi words, and says a missing field and a wrong password in Hindi', async () => {
    const { user, dialog } = await openDialog(
      { '/api/auth/sign-in': () => errorResponse(401, 'UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials) },
      'login',
      'hi',
    );

    expect(within(dialog).getByRole('heading', { name: 'खाते में प्रवेश' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'लॉगिन', selected: true })).toBeInTheDocument();
    const login = hindiPanel('लॉगिन');
    expect(login.getByRole('button', { name: 'पासवर्ड भूल गए?' })).toBeInTheDocument();

    await user.click(login.getByRole('button', { name: 'लॉगिन करें' }));
    expect(await login.findAllByText('कृपया सभी फ़ील्ड भरें')).toHaveLength(2);
    expect(screen.queryByText(AUTH_MESSAGES.loginFieldsRequired)).not.toBeInTheDocument();

    await user.type(login.getByLabelText('ईमेल'), 'meera@example.com');
    await user.type(login.getByLabelText('पासवर्ड'), 'wrong-pass');
    await user.click(login.getByRole('button', { name: 'लॉगिन करें' }));

    expect(await screen.findByText('लॉगिन नहीं हो सका')).toBeInTheDocument();
    expect(screen.getByText('ईमेल या पासवर्ड गलत है')).toBeInTheDocument();
  });

  it('registers with Hindi labels and says what is missing in Hindi', async () => {
    const { user } = await openDialog({}, 'register', 'hi');

    expect(screen.getByRole('tab', { name: 'रजिस्टर', selected: true })).toBeInTheDocument();
    const register = hindiPanel('रजिस्टर');
    for (const label of ['पूरा नाम', 'ईमेल', 'मोबाइल नंबर', 'पासवर्ड'])
      expect(register.getByLabelText(label)).toBeInTheDocument();

    await user.type(register.getByLabelText('मोबाइल नंबर'), '12345');
    await user.click(register.getByRole('button', { name: 'खाता बनाएँ' }));

    expect(await register.findByText('कृपया अपना पूरा नाम डालें')).toBeInTheDocument();
    expect(register.getByText('कृपया 10 अंकों का सही भारतीय मोबाइल नंबर डालें')).toBeInTheDocument();
    expect(register.getByText(/आगे बढ़ने के लिए नियम और शर्तें/)).toBeInTheDocument();
  });

  it('shows the code view and the reset in Hindi, the address inside the sentence', async () => {
    const { user, dialog } = await openDialog(
      { '/api/auth/sign-in': () => errorResponse(403, 'FORBIDDEN', AUTH_MESSAGES.emailNotVerified) },
      'login',
      'hi',
    );
    const login = hindiPanel('लॉगिन');
    await user.type(login.getByLabelText('ईमेल'), 'meera@example.com');
    await user.type(login.getByLabelText('पासवर्ड'), 'secret-pass');
    await user.click(login.getByRole('button', { name: 'लॉगिन करें' }));

    const view = within(dialog);
    expect(await view.findByRole('heading', { name: 'अपना ईमेल वेरिफ़ाई करें' })).toBeInTheDocument();
    expect(view.getByText('meera@example.com').tagName).toBe('STRONG');
    expect(view.getByText(/6 अंकों का कोड भेजा है/)).toBeInTheDocument();
    expect(screen.getByText(/कृपया पहले अपना ईमेल वेरिफ़ाई करें/)).toBeInTheDocument();
    expect(view.getByLabelText('वेरिफ़िकेशन कोड')).toHaveFocus();

    await user.click(view.getByRole('button', { name: 'लॉगिन पर वापस जाएँ' }));
    await user.click(hindiPanel('लॉगिन').getByRole('button', { name: 'पासवर्ड भूल गए?' }));
    expect(await view.findByRole('heading', { name: 'अपना पासवर्ड रीसेट करें' })).toBeInTheDocument();
    expect(view.getByText('चरण 1 / 3')).toBeInTheDocument();
  });
});
