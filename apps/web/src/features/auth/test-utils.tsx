import type { Locale } from '@aangan/domain';
import { screen, within } from '@testing-library/react';
import type { Mock } from 'vitest';
import { type AuthDialogTab, useAuthDialog } from '../../lib/auth-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { guest, stubApi } from '../../test/api-stub';
import { renderInApp } from '../../test/render-app';
import { AuthDialog } from './auth-dialog';

type Handlers = Parameters<typeof stubApi>[0];

/** The harness's openers: a test's own buttons standing in for the page's, not words the app shows. */
const OPENERS = { login: 'Open login', register: 'Open register' } as const;

/** The dialog's name in each language. */
const DIALOG_NAMES: Record<Locale, string> = { en: 'Account Access', hi: 'खाते में प्रवेश' };

/** Two openers and who is signed in, beside the dialog, as a page would have them. */
function AuthHarness() {
  const { openAuthDialog } = useAuthDialog();
  const { user, isPending } = useCurrentUser();
  return (
    <>
      <button type="button" onClick={() => openAuthDialog()}>
        {OPENERS.login}
      </button>
      <button type="button" onClick={() => openAuthDialog('register')}>
        {OPENERS.register}
      </button>
      <p data-testid="current-user">{isPending ? 'loading' : (user?.name ?? 'guest')}</p>
      <AuthDialog />
    </>
  );
}

/** Renders the dialog for a guest with the given API answers, and opens it on a tab. */
export async function openDialog(handlers: Handlers, tab: AuthDialogTab = 'login', locale: Locale = 'en') {
  const fetchMock = stubApi({ '/api/me': guest, ...handlers });
  const view = renderInApp(<AuthHarness />, { locale });
  await screen.findByText('guest');
  await view.user.click(screen.getByRole('button', { name: OPENERS[tab] }));
  const dialog = await screen.findByRole('dialog', { name: DIALOG_NAMES[locale] });
  return { ...view, fetchMock, dialog };
}

/** The visible tab panel ('Login' or 'Register'). */
export function panel(name: 'Login' | 'Register') {
  return within(screen.getByRole('tabpanel', { name }));
}

export function currentUserName(): string | null {
  return screen.getByTestId('current-user').textContent;
}

/** The method and JSON bodies the app sent to one path, in order. */
export function callsTo(fetchMock: Mock, path: string): { method: string | undefined; body: unknown }[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === path)
    .map(([, init]) => {
      const { method, body } = (init ?? {}) as RequestInit;
      return { method, body: typeof body === 'string' ? JSON.parse(body) : undefined };
    });
}
