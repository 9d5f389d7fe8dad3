import { MODERATION_MESSAGES } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { moderatorApi } from '../verification/test-utils';
import { makeListingRow } from './test-utils';

const SLOW = { timeout: 5000 };

/** The team's search on the "server": these rows, whatever the query, 20 a page. */
function listingsApi(rows: ReturnType<typeof makeListingRow>[], total = rows.length) {
  return moderatorApi({
    '/api/admin/listings': (url) =>
      jsonResponse({
        items: url.searchParams.get('q') === 'nothing here' ? [] : rows,
        page: Number(url.searchParams.get('page') ?? 1),
        limit: 20,
        total,
        totalCapped: false,
      }),
  });
}

const searchCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/admin/listings')
    .map((url) => url.search);

describe('the console’s listings', () => {
  it('shows each listing with its cover, price, place, owner and where it stands', async () => {
    stubApi(
      listingsApi([
        makeListingRow({ verified: true }),
        makeListingRow({
          id: 'def',
          title: 'Haveli to let',
          purpose: 'rent',
          price: 25_000,
          state: 'hidden',
          hiddenReason: 'duplicate',
          openAppeal: true,
        }),
        makeListingRow({ id: 'ghi', title: 'Plot near the canal', price: 12_000_000, state: 'owner-suspended' }),
        makeListingRow({ id: 'jkl', title: 'Shop on Station Road', verificationPending: true }),
      ]),
    );
    renderApp('/admin/listings');

    const list = await screen.findByRole('list', { name: 'Listings' }, SLOW);
    expect(screen.getByText('4 listings')).toBeInTheDocument();
    const [flat, haveli, plot, shop] = within(list).getAllByRole('article') as HTMLElement[];

    const inFlat = within(flat as HTMLElement);
    expect(inFlat.getByRole('link', { name: 'Courtyard flat in Junagarh' })).toHaveAttribute(
      'href',
      '/admin/listings/abc',
    );
    expect(inFlat.getByText('₹45 L')).toBeInTheDocument();
    expect(inFlat.getByText('Junagarh, Bikaner')).toBeInTheDocument();
    expect(inFlat.getByText('Kavita Rao · kavita@example.in')).toBeInTheDocument();
    expect(inFlat.getByText('Listed 2 days ago')).toBeInTheDocument();
    expect(inFlat.getByText('Live')).toBeInTheDocument();
    expect(inFlat.getByText('Verified')).toBeInTheDocument();
    expect((flat as HTMLElement).querySelector('img')).toHaveAttribute(
      'src',
      '/media/properties/abcdefghijklmnop/card.webp',
    );

    const inHaveli = within(haveli as HTMLElement);
    expect(inHaveli.getByText('₹25,000/mo')).toBeInTheDocument();
    expect(inHaveli.getByText('Hidden: Duplicate of another listing')).toBeInTheDocument();
    expect(inHaveli.getByText('Appeal open')).toBeInTheDocument();
    expect(inHaveli.queryByText('Live')).not.toBeInTheDocument();

    expect(within(plot as HTMLElement).getByText('₹1.2 Cr')).toBeInTheDocument();
    expect(within(plot as HTMLElement).getByText('Owner suspended')).toBeInTheDocument();
    expect(within(shop as HTMLElement).getByText('Pending review')).toBeInTheDocument();
  });

  it('keeps the search and the state filter in the URL, and asks the server with both', async () => {
    const fetchMock = stubApi(listingsApi([makeListingRow()]));
    const { router, user } = renderApp('/admin/listings');
    const box = await screen.findByRole('searchbox', { name: 'Search listings' }, SLOW);

    await user.type(box, 'kavita@example.in{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=kavita%40example.in'));
    await user.click(screen.getByRole('link', { name: 'Hidden' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=kavita%40example.in&state=hidden'));
    expect(screen.getByRole('link', { name: 'Hidden' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(searchCalls(fetchMock)).toEqual([
        '?page=1',
        '?q=kavita%40example.in&page=1',
        '?q=kavita%40example.in&state=hidden&page=1',
      ]),
    );

    await user.click(screen.getByRole('link', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=kavita%40example.in'));
  });

  it('refuses a search too short to find anything in the domain’s words, without asking', async () => {
    const fetchMock = stubApi(listingsApi([makeListingRow()]));
    renderApp('/admin/listings?q=ab');

    const box = await screen.findByRole('searchbox', { name: 'Search listings' }, SLOW);
    await waitFor(() => expect(box).toHaveAccessibleDescription(MODERATION_MESSAGES.searchTooShort));
    expect(searchCalls(fetchMock)).toEqual([]);
    expect(screen.queryByRole('list', { name: 'Listings' })).not.toBeInTheDocument();
  });

  it('says when nothing matches, and pages through many', async () => {
    const fetchMock = stubApi(listingsApi([makeListingRow()], 45));
    const { user } = renderApp('/admin/listings');
    await screen.findByRole('list', { name: 'Listings' }, SLOW);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(searchCalls(fetchMock)).toContain('?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search listings' }), 'nothing here{Enter}');
    expect(await screen.findByRole('heading', { name: 'No listings match' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading, and Retry when the search fails', async () => {
    let isDown = true;
    stubApi(
      moderatorApi({
        '/api/admin/listings': () =>
          isDown
            ? errorResponse(500, 'INTERNAL', 'Something went wrong')
            : jsonResponse({ items: [makeListingRow()], page: 1, limit: 20, total: 1, totalCapped: false }),
      }),
    );
    const { user } = renderApp('/admin/listings');

    expect(await screen.findByRole('status', { name: 'Loading the listings' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Error Loading the Listings' })).toBeInTheDocument();
    isDown = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Courtyard flat in Junagarh' })).toBeInTheDocument();
  });
});
