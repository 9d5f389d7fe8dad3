import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, jsonResponse, stubApi } from '../../test/api-stub';
import { makeMe } from '../../test/factories';
import { renderApp } from '../../test/render-app';

const home = {
  '/api/properties/stats': () => jsonResponse({ total: 3 }),
  '/api/properties': () => jsonResponse({ items: [], total: 0, page: 1, limit: 6 }),
};

describe('MobileDrawer', () => {
  it('shows the avatar, name and email with Profile, My Properties, Saved Properties, Saved Searches and Logout', async () => {
    stubApi({ '/api/me': () => jsonResponse(makeMe()), ...home });
    const { router, user } = renderApp('/');
    await within(screen.getByRole('banner')).findByRole('link', { name: 'List Property' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByText('Meera Joshi')).toBeInTheDocument();
    expect(within(drawer).getByText('meera@example.com')).toBeInTheDocument();
    expect(within(drawer).getByTestId('avatar-initial').textContent).toBe('M');
    const account = within(drawer).getByRole('navigation', { name: 'My Account' });
    expect(
      within(account)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'My Properties', 'Saved Properties', 'Saved Searches']);
    expect(within(account).getByRole('link', { name: 'My Properties' })).toHaveAttribute('href', '/my-properties');
    expect(within(account).getByRole('link', { name: 'Saved Properties' })).toHaveAttribute('href', '/saved');
    expect(within(account).getByRole('link', { name: 'Saved Searches' })).toHaveAttribute('href', '/saved-searches');
    expect(within(account).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Login / Register' })).not.toBeInTheDocument();

    await user.click(within(account).getByRole('link', { name: 'Profile' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  });

  it('logs out from the drawer', async () => {
    const fetchMock = stubApi({
      '/api/me': () => jsonResponse(makeMe()),
      '/api/auth/sign-out': () => new Response(null, { status: 204 }),
      ...home,
    });
    const { router, user } = renderApp('/profile');
    await screen.findByRole('heading', { name: 'My Profile', level: 1 });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('button', { name: 'Logout' }));

    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Login / Register' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/auth/sign-out')).toBe(true);
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  });

  it('offers Login / Register and no account links to a guest', async () => {
    stubApi({ '/api/me': guest, ...home });
    const { user } = renderApp('/');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('button', { name: 'Login / Register' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('navigation', { name: 'My Account' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
