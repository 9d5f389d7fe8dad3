import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, stubApi } from '../test/api-stub';
import { renderApp } from '../test/render-app';

describe('NotFoundPage', () => {
  it('answers an unknown path with a way home', async () => {
    stubApi({ '/api/me': guest });
    const { router, user } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Oops! Page not found', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Aangan');
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home).toHaveAttribute('href', '/');

    await user.click(home);
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/about', 'About Aangan'],
    ['/faq', 'Frequently Asked Questions'],
    ['/terms', 'Terms and Conditions'],
    ['/privacy-policy', 'Privacy Policy'],
  ])('leaves %s to its information page', async (path, heading) => {
    stubApi({ '/api/me': guest });
    renderApp(path);

    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Oops! Page not found' })).not.toBeInTheDocument();
  });
});
