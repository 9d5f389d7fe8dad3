import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

describe('NotFoundPage', () => {
  it('answers an unknown path with a way home', async () => {
    stubApi({ '/api/me': guest });
    const { router, user } = renderApp('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Oops! Page not found', level: 1 })).toBeTruthy();
    const home = screen.getByRole('link', { name: 'Return to Home' });
    expect(home.getAttribute('href')).toBe('/');

    await user.click(home);
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a named coming-soon page for information routes', async () => {
    stubApi({ '/api/me': guest });
    renderApp('/faq');

    expect(await screen.findByRole('heading', { name: 'Frequently Asked Questions', level: 1 })).toBeTruthy();
    expect(screen.getByText('Coming soon')).toBeTruthy();
  });
});
