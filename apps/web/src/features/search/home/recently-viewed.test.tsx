import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readRecentlyViewed, recordRecentlyViewed } from '../../../lib/recently-viewed';
import { guest, jsonResponse, signedIn, stubApi } from '../../../test/api-stub';
import { makeProperty } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

type Handler = Parameters<typeof stubApi>[0][string];

function stubHome(me: Handler = guest) {
  const items = [makeProperty({ id: 'grid1', title: 'Grid listing' })];
  return stubApi({
    '/api/me': me,
    '/api/me/saved/ids': () => jsonResponse({ ids: [] }),
    '/api/properties/stats': () => jsonResponse({ total: 1 }),
    '/api/properties': () => jsonResponse({ items, total: 1, page: 1, limit: 6 }),
  });
}

function openTwo() {
  recordRecentlyViewed(makeProperty({ id: 'first', title: 'Haveli near Junagarh', price: 18_000, purpose: 'rent' }), 1);
  recordRecentlyViewed(makeProperty({ id: 'second', title: 'Plot on Jaipur Road', price: 2_500_000 }), 2);
}

const KEY = 'aangan:recently-viewed:v1';
const strip = () => screen.queryByRole('region', { name: 'Recently viewed' });

describe('Recently viewed on the home page', () => {
  it('is not there on a device that opened no listing', async () => {
    stubHome();
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Grid listing' })).toBeInTheDocument();
    expect(strip()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /recently viewed/i })).not.toBeInTheDocument();
  });

  it('lists the opened listings as cards, most recent first, below the grid', async () => {
    openTwo();
    stubHome(signedIn);
    renderApp('/');

    const region = await screen.findByRole('region', { name: 'Recently viewed' });
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Plot on Jaipur Road',
      'Haveli near Junagarh',
    ]);
    expect(within(region).getByRole('link', { name: 'Plot on Jaipur Road' })).toHaveAttribute(
      'href',
      '/property/second',
    );
    expect(within(items[1] as HTMLElement).getByText('/mo')).toBeInTheDocument();
    expect(within(region).getByText('The listings you opened last, kept on this device only.')).toBeInTheDocument();
    // After the grid's section in the page's order, before 'What are you looking for?'.
    const grid = screen.getByRole('region', { name: 'All Properties' });
    const next = screen.getByRole('region', { name: 'What are you looking for?' });
    expect(grid.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(region.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens a listing from the strip', async () => {
    openTwo();
    stubHome(signedIn);
    const { router, user } = renderApp('/');

    const region = await screen.findByRole('region', { name: 'Recently viewed' });
    await user.click(within(region).getByRole('link', { name: 'Haveli near Junagarh' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/property/first'));
  });

  it('Clear forgets them all, says so, and leaves focus on the next section', async () => {
    openTwo();
    stubHome();
    const { user } = renderApp('/');

    const region = await screen.findByRole('region', { name: 'Recently viewed' });
    await user.click(within(region).getByRole('button', { name: 'Clear recently viewed listings' }));

    expect(strip()).not.toBeInTheDocument();
    expect(readRecentlyViewed()).toEqual([]);
    expect(await screen.findByText('Recently viewed listings cleared')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What are you looking for?' })).toHaveFocus();
  });

  it('appears when a listing is opened in another tab', async () => {
    // What the other tab writes, taken out of storage again before this page starts.
    recordRecentlyViewed(makeProperty({ id: 'elsewhere', title: 'Opened elsewhere' }), 1);
    const written = localStorage.getItem(KEY) ?? '';
    localStorage.removeItem(KEY);
    stubHome();
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Grid listing' })).toBeInTheDocument();
    expect(strip()).not.toBeInTheDocument();

    act(() => {
      localStorage.setItem(KEY, written);
      window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    });
    expect(await screen.findByRole('region', { name: 'Recently viewed' })).toBeInTheDocument();
  });

  it('speaks Hindi on a Hindi page', async () => {
    openTwo();
    stubHome();
    renderApp('/', { locale: 'hi' });

    const region = await screen.findByRole('region', { name: 'हाल में देखी गई प्रॉपर्टी' });
    expect(within(region).getByRole('button', { name: 'हाल में देखी गई लिस्टिंग हटाएँ' })).toHaveTextContent('हटाएँ');
  });
});
