import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorResponse, guest, jsonResponse, stubApi } from '../../test/api-stub';
import { makeMe } from '../../test/factories';
import { renderApp } from '../../test/render-app';

const home = {
  '/api/properties/stats': () => jsonResponse({ total: 3 }),
  '/api/properties': () => jsonResponse({ items: [], total: 0, page: 1, limit: 6 }),
};

function signedInAs(overrides: Parameters<typeof makeMe>[0] = {}) {
  return () => jsonResponse(makeMe(overrides));
}

async function openMenu(user: ReturnType<typeof renderApp>['user']) {
  const header = screen.getByRole('banner');
  await user.click(await within(header).findByRole('button', { name: 'My Account (Meera Joshi)' }));
  return screen.findByRole('menu', { name: 'My Account' });
}

describe('header account menu', () => {
  it('keeps List Property and shows the first letter of the name as the avatar', async () => {
    stubApi({ '/api/me': signedInAs(), ...home });
    renderApp('/');

    const header = screen.getByRole('banner');
    const trigger = await within(header).findByRole('button', { name: 'My Account (Meera Joshi)' });
    expect(within(trigger).getByTestId('avatar-initial').textContent).toBe('M');
    expect(within(header).getByRole('link', { name: 'List Property' })).toHaveAttribute('href', '/list-property');
    expect(within(header).queryByRole('button', { name: 'Login / Register' })).not.toBeInTheDocument();
  });

  it('shows the profile picture, falling back to the letter when it fails to load', async () => {
    stubApi({ '/api/me': signedInAs({ avatarUrl: 'https://cdn.example.in/meera.webp' }), ...home });
    renderApp('/');

    const trigger = await within(screen.getByRole('banner')).findByRole('button', { name: 'My Account (Meera Joshi)' });
    const picture = within(trigger).getByTestId('avatar-picture');
    expect(picture).toHaveAttribute('src', 'https://cdn.example.in/meera.webp');

    fireEvent.error(picture);

    expect(within(trigger).queryByTestId('avatar-picture')).not.toBeInTheDocument();
    expect(within(trigger).getByTestId('avatar-initial').textContent).toBe('M');
  });

  it('lists the name, email, Profile, My Properties, Saved Properties, Saved Searches and Logout, and goes to the profile', async () => {
    stubApi({ '/api/me': signedInAs(), ...home });
    const { router, user } = renderApp('/');

    const menu = await openMenu(user);
    expect(within(menu).getByText('Meera Joshi')).toBeInTheDocument();
    expect(within(menu).getByText('meera@example.com')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'My Properties', 'Saved Properties', 'Saved Searches', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'My Properties' })).toHaveAttribute('href', '/my-properties');
    expect(within(menu).getByRole('menuitem', { name: 'Saved Properties' })).toHaveAttribute('href', '/saved');
    expect(within(menu).getByRole('menuitem', { name: 'Saved Searches' })).toHaveAttribute('href', '/saved-searches');

    await user.click(within(menu).getByRole('menuitem', { name: 'Profile' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 })).toBeInTheDocument();
  });

  it('adds the Team Console for a moderator or admin', async () => {
    stubApi({ '/api/me': signedInAs({ role: 'moderator' }), ...home });
    const { user } = renderApp('/');

    const menu = await openMenu(user);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile', 'My Properties', 'Saved Properties', 'Saved Searches', 'Team Console', 'Logout']);
    expect(within(menu).getByRole('menuitem', { name: 'Team Console' })).toHaveAttribute('href', '/admin');
  });

  it('goes to the saved properties', async () => {
    stubApi({
      '/api/me': signedInAs(),
      '/api/me/saved': () => jsonResponse({ items: [] }),
      '/api/me/saved/ids': () => jsonResponse({ ids: [] }),
      ...home,
    });
    const { router, user } = renderApp('/');

    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Saved Properties' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/saved'));
    expect(await screen.findByRole('heading', { name: 'Saved Properties', level: 1 })).toBeInTheDocument();
  });

  it('opens and moves through the menu with the keyboard', async () => {
    stubApi({ '/api/me': signedInAs(), ...home });
    const { router, user } = renderApp('/');

    const trigger = await within(screen.getByRole('banner')).findByRole('button', { name: 'My Account (Meera Joshi)' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'My Account' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'My Properties' })).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-properties'));
  });

  it('logs out: signs out on the server, goes home and shows Login / Register', async () => {
    const fetchMock = stubApi({
      '/api/me': signedInAs(),
      '/api/auth/sign-out': () => new Response(null, { status: 204 }),
      ...home,
    });
    const { router, user } = renderApp('/profile');
    await screen.findByRole('heading', { name: 'My Profile', level: 1 });

    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    const header = screen.getByRole('banner');
    const login = await within(header).findByRole('button', { name: 'Login / Register' });
    expect(router.state.location.pathname).toBe('/');
    // The menu's button that had focus is gone: its replacement takes focus, not <body> (WCAG 2.4.3).
    await waitFor(() => expect(login).toHaveFocus());
    const signOutCall = fetchMock.mock.calls.find(([input]) => String(input) === '/api/auth/sign-out');
    expect(signOutCall?.[1]?.method).toBe('POST');
    // Leaving the guarded page first means no 'Authentication Required' toast on the way out.
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  });

  it('only logs a failed logout and still signs the person out here', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      '/api/me': signedInAs(),
      '/api/auth/sign-out': () => errorResponse(500, 'INTERNAL', 'Database unavailable'),
      ...home,
    });
    const { router, user } = renderApp('/my-properties');
    await screen.findByRole('heading', { name: 'My Properties', level: 1 });

    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));

    expect(
      await within(screen.getByRole('banner')).findByRole('button', { name: 'Login / Register' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[1])).toContain('Database unavailable');
  });

  it('shows Login / Register to a guest', async () => {
    stubApi({ '/api/me': guest, ...home });
    renderApp('/');

    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Login / Register' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: /My Account/ })).not.toBeInTheDocument();
  });
});
