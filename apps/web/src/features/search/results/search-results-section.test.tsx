import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { englishI18n } from '../../../i18n/i18n';
import { errorResponse, guest, jsonResponse, stubApi } from '../../../test/api-stub';
import { makeProperty } from '../../../test/factories';
import { SearchResultsSection } from './search-results-section';

function renderSection(path: string) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter([{ path: '*', element: <SearchResultsSection /> }], { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={queryClient} i18n={englishI18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user };
}

function results(count: number, total = count, page = 1, totalCapped = false) {
  const items = Array.from({ length: count }, (_, index) =>
    makeProperty({ id: `r${page}-${index}`, title: `Result ${page}-${index}` }),
  );
  return { items, total, totalCapped, page, limit: 12 };
}

/** The /api/properties URLs the app asked for, as strings. */
function searchCalls(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/properties'));
}

function searchParams(router: ReturnType<typeof renderSection>['router']): URLSearchParams {
  return new URLSearchParams(router.state.location.search);
}

describe('SearchResultsSection', () => {
  it("reads '1,000+ Properties Found' when the server stopped counting", async () => {
    stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(12, 1_000, 1, true)) });
    renderSection('/?view=all');
    expect(await screen.findByText('1,000+ Properties Found')).toBeInTheDocument();
  });

  it("reads '1 Property Found' for a single match", async () => {
    stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    renderSection('/?view=all');
    expect(await screen.findByText('1 Property Found')).toBeInTheDocument();
  });

  it('shows the count found and pages through the results with the page in the URL', async () => {
    const fetchMock = stubApi({
      '/api/me': guest,
      '/api/properties': (url) => {
        const page = Number(url.searchParams.get('page') ?? 1);
        return jsonResponse(results(12, 1234, page));
      },
    });
    const { router, user } = renderSection('/?view=all');

    expect(await screen.findByRole('heading', { name: 'Search Properties' })).toBeInTheDocument();
    expect(await screen.findByText('1,234 Properties Found')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Page 1 of 103')).toBeInTheDocument();
    expect(searchCalls(fetchMock)).toContain('/api/properties?sort=newest&page=1&limit=12');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/?page=2&view=all');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 103')).toBeInTheDocument();
    expect(searchParams(router).get('page')).toBe('2');
    await waitFor(() => expect(searchCalls(fetchMock)).toContain('/api/properties?sort=newest&page=2&limit=12'));
    expect(await screen.findByText('Result 2-0')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 103')).toBeInTheDocument();
    expect(searchParams(router).get('page')).toBeNull();
  });

  it('shows a chip for each non-default filter, and removing one updates the URL and the search', async () => {
    const fetchMock = stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(2)) });
    const { router, user } = renderSection('/?view=all&bedrooms=2&bedrooms=3&furnishing=furnished&maxPrice=5000000');

    const chips = await screen.findByRole('list', { name: 'Applied filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['Remove 2 BHK', 'Remove 3 BHK', 'Remove Furnished', 'Remove ₹5 L – ₹50 L']);

    await user.click(within(chips).getByRole('button', { name: 'Remove 3 BHK' }));
    await waitFor(() => expect(searchParams(router).getAll('bedrooms')).toEqual(['2']));
    expect(searchParams(router).get('furnishing')).toBe('furnished');
    expect(searchParams(router).get('view')).toBe('all');
    await waitFor(() =>
      expect(searchCalls(fetchMock).at(-1)).toBe(
        '/api/properties?bedrooms=2&maxPrice=5000000&furnishing=furnished&sort=newest&page=1&limit=12',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Remove ₹5 L – ₹50 L' }));
    await waitFor(() => expect(searchParams(router).get('maxPrice')).toBeNull());
    expect(screen.queryByRole('button', { name: /Remove ₹/ })).not.toBeInTheDocument();
  });

  it("applies the Filters sheet's choices to the URL, and Clear All resets them", async () => {
    stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    const { router, user } = renderSection('/?view=all&q=Bikaner');
    await screen.findByRole('article');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const bedrooms = within(sheet).getByRole('group', { name: 'Bedrooms' });
    await user.click(within(bedrooms).getByRole('button', { name: '3 BHK' }));
    await user.click(within(sheet).getByRole('button', { name: 'Furnishing' }));
    await user.click(within(sheet).getByRole('button', { name: 'Semi-furnished' }));
    // Nothing is applied until Apply Filters.
    expect(searchParams(router).get('bedrooms')).toBeNull();

    await user.click(within(sheet).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(searchParams(router).get('bedrooms')).toBe('3');
    expect(searchParams(router).get('furnishing')).toBe('semi-furnished');
    expect(searchParams(router).get('q')).toBe('Bikaner');
    expect(screen.getByRole('button', { name: 'Remove 3 BHK' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(again).getByRole('button', { name: '3 BHK' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(again).getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(searchParams(router).get('bedrooms')).toBeNull());
    expect(searchParams(router).get('furnishing')).toBeNull();
    expect(searchParams(router).get('q')).toBeNull();
    expect(within(again).getByRole('button', { name: '3 BHK' })).toHaveAttribute('aria-pressed', 'false');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Search text' })).toHaveValue('');
  });

  it('moves to the tab of a purpose chosen in the sheet', async () => {
    stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    const { router, user } = renderSection('/?view=all');
    await screen.findByRole('article');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('tab', { name: 'Rent' }));
    await user.click(within(sheet).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rent'));
    expect(searchParams(router).get('view')).toBe('all');
  });

  it('offers who the home is for on PG, searches it and shows it as a chip; not on Buy', async () => {
    const fetchMock = stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    const { router, user } = renderSection('/pg?view=all');
    await screen.findByRole('article');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(sheet).getByRole('button', { name: 'Available for' }));
    const tenants = within(sheet).getByRole('group', { name: 'Available for' });
    expect(
      within(tenants)
        .getAllByRole('button')
        .map((option) => option.textContent),
    ).toEqual(['Family', 'Single men', 'Single women']);
    await user.click(within(tenants).getByRole('button', { name: 'Single women' }));
    await user.click(within(sheet).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(searchParams(router).getAll('tenant')).toEqual(['women']));
    await waitFor(() =>
      expect(searchCalls(fetchMock).at(-1)).toBe('/api/properties?purpose=pg&tenant=women&sort=newest&page=1&limit=12'),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Single women' }));
    await waitFor(() => expect(searchParams(router).get('tenant')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const again = await screen.findByRole('dialog', { name: 'Filters' });
    await user.click(within(again).getByRole('tab', { name: 'Buy' }));
    expect(within(again).queryByRole('button', { name: 'Available for' })).not.toBeInTheDocument();
  });

  it('keeps List | Map in the URL, asks a longer page for the map, and searches a map area until cleared', async () => {
    const fetchMock = stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    const { router, user } = renderSection('/rent?view=all&bbox=26.8,75.7,27,75.9');
    await screen.findByRole('article');
    expect(searchCalls(fetchMock).at(-1)).toBe(
      '/api/properties?bbox=26.8%2C75.7%2C27%2C75.9&purpose=rent&sort=newest&page=1&limit=12',
    );

    const display = screen.getByRole('group', { name: 'Show results as' });
    expect(within(display).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(display).getByRole('button', { name: 'Map' }));
    await waitFor(() => expect(searchParams(router).get('display')).toBe('map'));
    expect(within(display).getByRole('button', { name: 'Map' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(searchCalls(fetchMock).at(-1)).toMatch(/&limit=50$/));
    expect(await screen.findByRole('region', { name: 'Map of the results' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search everywhere' }));
    await waitFor(() => expect(searchParams(router).get('bbox')).toBeNull());
    expect(searchParams(router).get('display')).toBe('map');
    expect(screen.queryByText('Showing the map’s area')).not.toBeInTheDocument();
  });

  it('leaves out a map area the search does not take', async () => {
    const fetchMock = stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    renderSection('/rent?view=all&bbox=0,0,80,80');
    await screen.findByRole('article');
    expect(searchCalls(fetchMock).at(-1)).not.toContain('bbox');
    expect(screen.queryByText('Showing the map’s area')).not.toBeInTheDocument();
  });

  // Issue 19: the sheet ran ₹0 to ₹1 Cr in ₹1 L steps on Rent and PG too.
  it.each([
    ['/rent?view=all', '₹5,000', '₹5 L+', '₹6,000'],
    ['/pg?view=all', '₹3,000', '₹50,000+', '₹3,500'],
  ])("on %s the sheet's budget runs %s to %s, a small step at a time", async (path, min, max, next) => {
    stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    const { router, user } = renderSection(path);
    await screen.findByRole('article');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' });
    const low = within(sheet).getByRole('slider', { name: 'Minimum budget' });
    expect(low).toHaveAttribute('aria-valuetext', min);
    expect(within(sheet).getByRole('slider', { name: 'Maximum budget' })).toHaveAttribute('aria-valuetext', max);
    low.focus();
    await user.keyboard('{ArrowRight}');
    expect(low).toHaveAttribute('aria-valuetext', next);
    await user.click(within(sheet).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(searchParams(router).get('minPrice')).toBe(next.replace(/\D/g, '')));
    // The top thumb left at the end is no limit.
    expect(searchParams(router).get('maxPrice')).toBeNull();
  });

  it("names a budget set on the slider by the purpose's range in the chip and the budget select", async () => {
    stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    renderSection('/pg?view=all&minPrice=6000');
    await screen.findByRole('article');

    expect(screen.getByRole('button', { name: 'Remove ₹6,000 – ₹50,000+' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'Budget' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('₹6,000 – ₹50,000+');
  });

  it('runs the typed search on Enter', async () => {
    const fetchMock = stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    const { router, user } = renderSection('/buy?view=all');
    await screen.findByRole('article');

    await user.type(screen.getByRole('combobox', { name: 'Search text' }), 'Lake View{Enter}');
    await waitFor(() => expect(searchParams(router).get('q')).toBe('Lake View'));
    await waitFor(() =>
      expect(searchCalls(fetchMock).at(-1)).toBe('/api/properties?q=Lake+View&purpose=buy&sort=newest&page=1&limit=12'),
    );
  });

  it('shows the empty state, whose Reset Filters clears the filters', async () => {
    stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(0)) });
    const { router, user } = renderSection('/?view=all&bedrooms=4&page=3');

    expect(await screen.findByRole('heading', { name: 'No Properties Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search filters to find more properties.')).toBeInTheDocument();
    expect(screen.getByText('0 Properties Found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=all'));
  });

  it('shows the error state, whose Retry asks again', async () => {
    let fail = true;
    const fetchMock = stubApi({
      '/api/me': guest,
      '/api/properties': () =>
        fail ? errorResponse(500, 'INTERNAL', 'Database unavailable') : jsonResponse(results(3)),
    });
    const { user } = renderSection('/?view=all');

    expect(await screen.findByRole('heading', { name: 'Error Loading Properties' })).toBeInTheDocument();
    expect(screen.getByText('There was a problem loading properties. Please try again later.')).toBeInTheDocument();
    const before = searchCalls(fetchMock).length;
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(searchCalls(fetchMock).length).toBe(before + 1);
  });

  it('answers a failed search from the listings already loaded, saying they may be out of date', async () => {
    const loaded = [
      makeProperty({ id: 'lake', title: 'Lake View villa', purpose: 'sell' }),
      makeProperty({ id: 'fort', title: 'Fort Road flat', purpose: 'sell' }),
      makeProperty({ id: 'lake-rent', title: 'Lake View room', purpose: 'rent' }),
    ];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({
      '/api/me': guest,
      '/api/properties': (url) =>
        url.searchParams.has('q')
          ? errorResponse(503, 'DATABASE_UNAVAILABLE', 'Database unavailable')
          : jsonResponse({ items: loaded, total: 3, totalCapped: false, page: 1, limit: 12 }),
    });
    const { user } = renderSection('/buy?view=all');
    expect(await screen.findAllByRole('article')).toHaveLength(3);

    await user.type(screen.getByRole('combobox', { name: 'Search text' }), 'lake view{Enter}');

    expect(await screen.findByText(/Results may be out of date\./)).toBeInTheDocument();
    // The buy tab's purpose applies too: the room to rent matches the words but not the purpose.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(screen.getByText('Lake View villa')).toBeInTheDocument();
    expect(screen.getByText('1 Property Found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error Loading Properties' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Search failed; showing the listings already loaded that match.',
      expect.any(Error),
    );
    warn.mockRestore();
  });

  it('changes the order with the sort select', async () => {
    const fetchMock = stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    const { router, user } = renderSection('/?view=all&page=2');
    await screen.findByRole('article');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    await waitFor(() => expect(searchParams(router).get('sort')).toBe('price-asc'));
    expect(searchParams(router).get('page')).toBeNull();
    await waitFor(() => expect(searchCalls(fetchMock).at(-1)).toBe('/api/properties?sort=price-asc&page=1&limit=12'));
  });
});

describe('the sidebar filter', () => {
  function sidebar() {
    return screen.getByRole('complementary', { name: 'Sidebar filters' });
  }

  /** A screen as wide as `lg` or not: the sidebar (and its code) comes only where it shows. */
  function screenIsWide(wide: boolean) {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: wide && query === '(min-width: 64rem)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
  }

  beforeEach(() => screenIsWide(true));

  it('is left out on a narrow screen', async () => {
    screenIsWide(false);
    stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    renderSection('/rent?view=all');
    await screen.findByRole('article');

    expect(sidebar()).toBeEmptyDOMElement();
  });

  it.each([
    ['/?view=all', '₹5 L', '₹1 Cr'],
    ['/rent?view=all', '₹5,000', '₹1 L'],
    ['/pg?view=all', '₹3,000', '₹30,000'],
    ['/commercial?view=all&purpose=rent', '₹10,000', '₹10 L+'],
  ])('on %s starts the budget at %s to %s', async (path, from, to) => {
    stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    renderSection(path);
    await screen.findByRole('article');

    const low = await within(sidebar()).findByRole('slider', { name: 'Minimum budget' });
    const high = within(sidebar()).getByRole('slider', { name: 'Maximum budget' });
    expect(low).toHaveAttribute('aria-valuetext', from);
    expect(high).toHaveAttribute('aria-valuetext', to);
    const area = within(sidebar()).getByRole('slider', { name: 'Maximum area' });
    expect(area).toHaveAttribute('aria-valuemax', '10000');
  });

  it('offers who the home is for on Rent, held until Apply Filters; not on Buy', async () => {
    stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    const { router, user } = renderSection('/rent?view=all');
    await screen.findByRole('article');

    const tenants = await within(sidebar()).findByRole('group', { name: 'Available for' });
    await user.click(within(tenants).getByRole('button', { name: 'Family' }));
    expect(searchParams(router).get('tenant')).toBeNull();
    await user.click(within(sidebar()).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(searchParams(router).get('tenant')).toBe('family'));

    await router.navigate('/buy?view=all');
    await waitFor(() =>
      expect(within(sidebar()).queryByRole('group', { name: 'Available for' })).not.toBeInTheDocument(),
    );
    expect(within(sidebar()).getByRole('group', { name: 'Bedrooms' })).toBeInTheDocument();
  });

  it('applies its budget to the URL; a thumb at the end sends no bound', async () => {
    const fetchMock = stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    const { router, user } = renderSection('/rent?view=all');
    await screen.findByRole('article');

    await user.click(await within(sidebar()).findByRole('button', { name: '2 BHK' }));
    const high = within(sidebar()).getByRole('slider', { name: 'Maximum budget' });
    high.focus();
    await user.keyboard('{ArrowLeft}');
    await user.click(within(sidebar()).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(searchParams(router).get('maxPrice')).toBe('90000'));
    expect(searchParams(router).get('bedrooms')).toBe('2');
    expect(searchParams(router).get('minPrice')).toBeNull();
    await waitFor(() =>
      expect(searchCalls(fetchMock).at(-1)).toBe(
        '/api/properties?purpose=rent&bedrooms=2&maxPrice=90000&sort=newest&page=1&limit=12',
      ),
    );

    const top = within(sidebar()).getByRole('slider', { name: 'Maximum budget' });
    top.focus();
    await user.keyboard('{End}');
    await user.click(within(sidebar()).getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() => expect(searchParams(router).get('maxPrice')).toBeNull());

    await user.click(within(sidebar()).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(searchParams(router).get('bedrooms')).toBeNull());
  });
});
