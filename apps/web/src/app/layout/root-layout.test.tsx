import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, jsonResponse, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

const api = {
  '/api/me': guest,
  '/api/properties/stats': () => jsonResponse({ total: 3 }),
  '/api/properties': () => jsonResponse({ items: [], total: 0, page: 1, limit: 6 }),
};

describe('layout', () => {
  it('links the information pages from the header', async () => {
    stubApi(api);
    renderApp('/');

    const header = screen.getByRole('banner');
    for (const [name, href] of [
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['FAQ', '/faq'],
      ['Terms', '/terms'],
    ]) {
      expect(within(header).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('opens Account Access from the Login / Register button', async () => {
    stubApi(api);
    const { user } = renderApp('/');

    const [login] = await screen.findAllByRole('button', { name: 'Login / Register' });
    if (!login) throw new Error('no login button');
    await user.click(login);

    expect(await screen.findByRole('dialog', { name: 'Account Access' })).toBeInTheDocument();
  });

  it('shows the contact details and the newsletter box in the footer', () => {
    stubApi(api);
    renderApp('/');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('support@aangan.in')).toBeInTheDocument();
    expect(within(footer).getByText('+91 98290 00000')).toBeInTheDocument();
    expect(within(footer).getByText('Aangan Realty, Station Road, Bikaner, Rajasthan 334001')).toBeInTheDocument();
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Aangan. All rights reserved.`)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    // Signing up is newsletter-form.test.tsx's job; here the box is simply there.
    expect(within(footer).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('opens the mobile drawer with the same links', async () => {
    stubApi(api);
    const { user } = renderApp('/');

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    for (const name of ['Home', 'About Us', 'Contact Us', 'FAQ', 'Terms']) {
      expect(within(drawer).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(drawer).getByRole('button', { name: 'Login / Register' })).toBeInTheDocument();
  });
});
