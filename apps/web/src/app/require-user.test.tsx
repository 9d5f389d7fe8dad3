import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, jsonResponse, signedIn, stubApi } from '../test/api-stub';
import { renderApp } from '../test/render-app';

const home = {
  '/api/properties/stats': () => jsonResponse({ total: 3 }),
  '/api/properties': () => jsonResponse({ items: [], total: 0, page: 1, limit: 6 }),
};

describe('RequireUser', () => {
  it.each(['/profile', '/my-properties', '/edit-property/p1', '/property/p1'])(
    'sends a guest from %s home with a toast',
    async (path) => {
      stubApi({ '/api/me': guest, ...home });
      const { router } = renderApp(path);

      expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
      expect(screen.getByText('Please sign in to access this page')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findByRole('heading', { name: 'All Properties' })).toBeInTheDocument();
    },
  );

  it.each(['/list-property', '/list-property/rent'])(
    'tells a guest on %s to log in to list a property',
    async (path) => {
      stubApi({ '/api/me': guest, ...home });
      const { router } = renderApp(path);

      expect(await screen.findByText('Authentication required')).toBeInTheDocument();
      expect(screen.getByText('Please login to list a property')).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    },
  );

  it('lets a signed-in user through', async () => {
    stubApi({ '/api/me': signedIn, ...home });
    const { router } = renderApp('/my-properties');

    expect(await screen.findByRole('heading', { name: 'My Properties', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-properties');
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  });
});
