import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, guest, jsonResponse, signedIn, stubApi } from '../../test/api-stub';
import { makeProperty } from '../../test/factories';
import { renderApp } from '../../test/render-app';

const stats = () => jsonResponse({ total: 1250 });

function page(count: number) {
  const items = Array.from({ length: count }, (_, index) =>
    makeProperty({ id: `p${index}`, title: `Listing ${index}` }),
  );
  return { items, total: count, page: 1, limit: 6 };
}

describe('HomePage', () => {
  it('shows six skeleton cards, then the newest listings', async () => {
    const listings = deferred<Response>();
    const fetchMock = stubApi({
      '/api/me': guest,
      '/api/properties/stats': stats,
      '/api/properties': () => listings.promise,
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'All Properties' })).toBeInTheDocument();
    expect(screen.getAllByTestId('listing-card-skeleton')).toHaveLength(6);
    expect(await screen.findByText('1,250+ Properties')).toBeInTheDocument();

    listings.resolve(jsonResponse(page(6)));

    expect(await screen.findAllByRole('article')).toHaveLength(6);
    expect(screen.queryByTestId('listing-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post Property' })).toHaveAttribute('href', '/list-property');
    const listingCall = fetchMock.mock.calls
      .map(([input]) => String(input))
      .find((url) => url.startsWith('/api/properties?'));
    expect(listingCall).toBe('/api/properties?limit=6');
  });

  it('titles each tab by its path and asks the API for that tab', async () => {
    const fetchMock = stubApi({
      '/api/me': guest,
      '/api/properties/stats': stats,
      '/api/properties': () => jsonResponse(page(1)),
    });
    const { router, user } = renderApp('/rent');

    expect(await screen.findByRole('heading', { name: 'Properties for Rent' })).toBeInTheDocument();
    await screen.findByRole('article');
    expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/properties?purpose=rent&limit=6')).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Commercial' }));
    expect(await screen.findByRole('heading', { name: 'Commercial Properties' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/commercial');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([input]) => String(input) === '/api/properties?type=commercial&limit=6')).toBe(
        true,
      ),
    );
  });

  it('shows the error state with a Retry button when listings fail to load', async () => {
    stubApi({
      '/api/me': guest,
      '/api/properties/stats': stats,
      '/api/properties': () => errorResponse(500, 'INTERNAL', 'Database unavailable'),
    });
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Error Loading Properties' })).toBeInTheDocument();
    expect(screen.getByText('There was a problem loading properties. Please try again later.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the empty state, whose Reset Filters goes home when no filter is set', async () => {
    stubApi({
      '/api/me': guest,
      '/api/properties/stats': () => jsonResponse({ total: 0 }),
      '/api/properties': () => jsonResponse(page(0)),
    });
    const { router, user } = renderApp('/pg');

    expect(await screen.findByRole('heading', { name: 'No Properties Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search filters to find more properties.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: 'All Properties' })).toBeInTheDocument();
  });

  it('clears the filters on the same tab when the empty state has some to reset', async () => {
    const fetchMock = stubApi({
      '/api/me': guest,
      '/api/properties/stats': stats,
      '/api/properties': (url) => jsonResponse(page(url.searchParams.has('q') ? 0 : 2)),
    });
    const { router, user } = renderApp('/pg?q=nowhere&bedrooms=2');

    expect(await screen.findByRole('heading', { name: 'No Properties Found' })).toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(
        ([input]) => String(input) === '/api/properties?q=nowhere&purpose=pg&bedrooms=2&limit=6',
      ),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(router.state.location.pathname).toBe('/pg');
    expect(router.state.location.search).toBe('');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByLabelText('Search by location or project')).toHaveValue('');
  });

  it('opens Account Access when a guest clicks a card', async () => {
    stubApi({
      '/api/me': guest,
      '/api/properties/stats': stats,
      '/api/properties': () => jsonResponse(page(2)),
    });
    const { router, user } = renderApp('/');

    await user.click(await screen.findByRole('link', { name: 'Listing 1' }));

    const dialog = await screen.findByRole('dialog', { name: 'Account Access' });
    expect(within(dialog).getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('takes a signed-in user from a card to the property page', async () => {
    stubApi({
      '/api/me': signedIn,
      '/api/properties/stats': stats,
      '/api/properties': () => jsonResponse(page(2)),
      '/api/properties/p1': () =>
        jsonResponse({ ...makeProperty({ id: 'p1', title: 'Listing 1' }), viewer: { isOwner: false, isSaved: false } }),
      '/api/properties/p1/views': () => jsonResponse({ recorded: true, views: 1 }),
      '/api/me/saved/ids': () => jsonResponse({ ids: [] }),
    });
    const { router, user } = renderApp('/');
    await screen.findByRole('link', { name: 'List Property' });

    await user.click(await screen.findByRole('link', { name: 'Listing 1' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/property/p1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Listing 1' })).toBeInTheDocument();
  });
});
