import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../test/api-stub';
import { makeMe } from '../../test/factories';
import { renderApp, renderInApp } from '../../test/render-app';
import { ProfilePage } from './profile-page';

function statOf(label: string): string | null {
  return screen.getByText(label).closest('div')?.querySelector('dd')?.textContent ?? null;
}

describe('ProfilePage', () => {
  it('shows the avatar letter, name, type, member-since date and the three counts', async () => {
    stubApi({ '/api/me': () => jsonResponse(makeMe({ type: 'builder' })) });
    renderApp('/profile');

    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 })).toBeTruthy();
    expect(document.title).toBe('My Profile · Aangan');
    expect(screen.getByRole('tab', { name: 'Profile Information', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Account Settings' })).toBeTruthy();

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Meera Joshi' })).toBeTruthy();
    expect(within(main).getAllByTestId('avatar-initial')[0]?.textContent).toBe('M');
    expect(within(main).getAllByText('Builder').length).toBeGreaterThan(0);
    expect(within(main).getByText('Member since March 2026')).toBeTruthy();
    expect(statOf('Listed properties')).toBe('2');
    expect(statOf('Saved properties')).toBe('3');
    expect(statOf('Inquiries')).toBe('5');
  });

  it('links the saved count to the saved properties', async () => {
    stubApi({
      '/api/me': () => jsonResponse(makeMe()),
      '/api/me/saved': () => jsonResponse({ items: [] }),
      '/api/me/saved/ids': () => jsonResponse({ ids: [] }),
    });
    const { router, user } = renderApp('/profile');
    await screen.findByRole('heading', { name: 'My Profile', level: 1 });

    const saved = screen.getByRole('link', { name: 'Saved properties: 3' });
    expect(saved.getAttribute('href')).toBe('/saved');
    expect(within(screen.getByRole('main')).queryByRole('link', { name: /Listed properties|Inquiries/ })).toBeNull();

    await user.click(saved);

    await waitFor(() => expect(router.state.location.pathname).toBe('/saved'));
    expect(await screen.findByRole('heading', { name: 'Saved Properties', level: 1 })).toBeTruthy();
  });

  it('shows the email with a Verified badge and the phone', async () => {
    stubApi({ '/api/me': () => jsonResponse(makeMe()) });
    renderApp('/profile');

    const email = await screen.findByText('meera@example.com', { selector: 'main span' });
    expect(within(email.parentElement as HTMLElement).getByText('Verified')).toBeTruthy();
    expect(screen.getByText('9876543210')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeTruthy();
  });

  it('leaves the badge off an unverified email', async () => {
    stubApi({ '/api/me': () => jsonResponse(makeMe({ emailVerified: false })) });
    renderApp('/profile');

    const email = await screen.findByText('meera@example.com', { selector: 'main span' });
    expect(within(email.parentElement as HTMLElement).queryByText('Verified')).toBeNull();
  });

  it('says the profile failed to load when /api/me fails', async () => {
    stubApi({ '/api/me': () => errorResponse(500, 'INTERNAL', 'Database unavailable') });
    renderInApp(<ProfilePage />);

    expect(await screen.findByText('Failed to load your profile. Please try logging in again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Login / Register' })).toBeTruthy();
  });
});
