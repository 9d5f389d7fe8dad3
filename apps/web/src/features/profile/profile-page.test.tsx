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

    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('My Profile · Aangan');
    expect(screen.getByRole('tab', { name: 'Profile Information', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Account Settings' })).toBeInTheDocument();

    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { name: 'Meera Joshi' })).toBeInTheDocument();
    expect(within(main).getAllByTestId('avatar-initial')[0]?.textContent).toBe('M');
    expect(within(main).getAllByText('Builder').length).toBeGreaterThan(0);
    expect(within(main).getByText('Member since March 2026')).toBeInTheDocument();
    expect(statOf('Listed properties')).toBe('2');
    expect(statOf('Saved properties')).toBe('3');
    expect(statOf('Inquiries')).toBe('5');
  });

  it('links to the saved searches, in English and Hindi', async () => {
    stubApi({ '/api/me': () => jsonResponse(makeMe()) });
    const { unmount } = renderApp('/profile');
    await screen.findByRole('heading', { name: 'My Profile', level: 1 });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Saved Searches' })).toHaveAttribute('href', '/saved-searches');
    unmount();

    renderApp('/profile', { locale: 'hi' });
    const link = await within(await screen.findByRole('main')).findByRole('link', { name: 'सेव की गई खोजें' });
    expect(link).toHaveAttribute('href', '/hi/saved-searches');
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
    expect(saved).toHaveAttribute('href', '/saved');
    expect(
      within(screen.getByRole('main')).queryByRole('link', { name: /Listed properties|Inquiries/ }),
    ).not.toBeInTheDocument();

    await user.click(saved);

    await waitFor(() => expect(router.state.location.pathname).toBe('/saved'));
    expect(await screen.findByRole('heading', { name: 'Saved Properties', level: 1 })).toBeInTheDocument();
  });

  it('shows the email with a Verified badge and the phone', async () => {
    stubApi({ '/api/me': () => jsonResponse(makeMe()) });
    renderApp('/profile');

    const email = await screen.findByText('meera@example.com', { selector: 'main span' });
    expect(within(email.parentElement as HTMLElement).getByText('Verified')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('leaves the badge off an unverified email', async () => {
    stubApi({ '/api/me': () => jsonResponse(makeMe({ emailVerified: false })) });
    renderApp('/profile');

    const email = await screen.findByText('meera@example.com', { selector: 'main span' });
    expect(within(email.parentElement as HTMLElement).queryByText('Verified')).not.toBeInTheDocument();
  });

  it('says the profile failed to load when /api/me fails', async () => {
    stubApi({ '/api/me': () => errorResponse(500, 'INTERNAL', 'Database unavailable') });
    renderInApp(<ProfilePage />);

    expect(await screen.findByText('Failed to load your profile. Please try logging in again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login / Register' })).toBeInTheDocument();
  });
});

describe('ProfilePage in Hindi', () => {
  it('shows the profile, its counts and the account settings in Hindi', async () => {
    stubApi({ '/api/me': () => jsonResponse(makeMe({ type: 'builder' })) });
    const { user } = renderApp('/profile', { locale: 'hi' });

    expect(await screen.findByRole('heading', { name: 'मेरी प्रोफ़ाइल', level: 1 })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getAllByText('बिल्डर').length).toBeGreaterThan(0);
    expect(within(main).getByText('मार्च 2026 से सदस्य')).toBeInTheDocument();
    expect(statOf('सेव की गई प्रॉपर्टी')).toBe('3');
    expect(screen.getByRole('link', { name: 'सेव की गई प्रॉपर्टी: 3' })).toHaveAttribute('href', '/hi/saved');
    expect(within(main).getByRole('button', { name: 'प्रोफ़ाइल बदलें' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'अकाउंट सेटिंग्स' }));
    expect(await screen.findByRole('button', { name: 'पासवर्ड अपडेट करें' })).toBeInTheDocument();
    expect(screen.getByLabelText('मौजूदा पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'सुरक्षा' })).toHaveTextContent('टू-फ़ैक्टर ऑथेंटिकेशन');
  });
});
