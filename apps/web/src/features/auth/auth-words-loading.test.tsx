import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthDialogSlot } from '../../app/layout/auth-dialog-slot';
import { AppProviders } from '../../app/providers';
import { createQueryClient } from '../../app/query-client';
import { routes } from '../../app/router';
import { loadI18n } from '../../i18n/i18n';
import { useAuthDialog } from '../../lib/auth-dialog';

function Opener() {
  const { openAuthDialog } = useAuthDialog();
  return (
    <button type="button" onClick={() => openAuthDialog()}>
      open
    </button>
  );
}

/** The route the emailed link opens. */
function verifyRoute() {
  const children = routes[0]?.children?.[0]?.children ?? [];
  const route = children.find((child) => child.path === 'verify');
  if (typeof route?.lazy !== 'function') throw new Error('no lazy /verify route');
  return route.lazy;
}

// In the browser a page holds only the parts it has loaded (unlike the other tests, which hold every part):
// a Hindi page that opens the dialog or the /verify link must load the auth part first, or it would show ids.
describe('the auth words load with the code that shows them', () => {
  it('loads the auth part before the dialog first renders, in Hindi', async () => {
    const hindi = await loadI18n('hi');
    expect(hindi.messages['auth.dialog.title']).toBeUndefined();
    const page = (
      <>
        <Opener />
        <AuthDialogSlot />
      </>
    );
    const router = createMemoryRouter([{ path: '*', element: page }], { initialEntries: ['/'] });
    render(
      <AppProviders queryClient={createQueryClient()} i18n={hindi}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'open' }));

    expect(await screen.findByRole('dialog', { name: 'खाते में प्रवेश' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'लॉगिन' })).toBeInTheDocument();
  });

  it('loads the auth part with the /verify page', async () => {
    const hindi = await loadI18n('hi');
    expect(hindi.messages['auth.verify.docTitle']).toBeUndefined();

    await verifyRoute()();

    expect(hindi._('auth.verify.docTitle')).toBe('ईमेल वेरिफ़ाई करें');
  });
});
