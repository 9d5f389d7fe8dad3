import type { Place, TopCities } from '@aangan/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { routes } from '../../../app/router';
import { englishI18n } from '../../../i18n/i18n';
import { errorResponse, guest, jsonResponse, stubApi } from '../../../test/api-stub';
import { makeProperty } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';
import { placeQuery, topCitiesQuery } from './api';

function place(overrides: Partial<Place> = {}): Place {
  return {
    segment: 'rent',
    city: { name: 'Bikaner', slug: 'bikaner' },
    locality: { name: 'Sadul Ganj', slug: 'sadul-ganj' },
    count: 24,
    countCapped: false,
    localities: [
      { name: 'Sadul Ganj', slug: 'sadul-ganj', count: 24, countCapped: false },
      { name: 'Rani Bazar', slug: 'rani-bazar', count: 9, countCapped: false },
    ],
    segments: [
      { segment: 'buy', count: 3, countCapped: false },
      { segment: 'rent', count: 24, countCapped: false },
      { segment: 'pg', count: 0, countCapped: false },
      { segment: 'commercial', count: 2, countCapped: false },
    ],
    ...overrides,
  };
}

function results(count: number, total = count, totalCapped = false) {
  const items = Array.from({ length: count }, (_, index) =>
    makeProperty({ id: `r${index}`, title: `Result ${index}` }),
  );
  return { items, total, totalCapped, page: 1, limit: 12 };
}

const TOP_CITIES: TopCities = {
  cities: [
    { name: 'Bikaner', slug: 'bikaner', count: 120 },
    { name: 'Jaipur', slug: 'jaipur', count: 40 },
  ],
};
const topCities = () => jsonResponse(TOP_CITIES);

/** The /api/properties searches the page made. */
function searches(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/properties?'));
}

describe('PlacePage', () => {
  it('shows a locality page: heading in words, count, breadcrumbs, the place’s results and links', async () => {
    const fetchMock = stubApi({
      '/api/me': guest,
      '/api/places/rent/bikaner/sadul-ganj': () => jsonResponse(place()),
      '/api/properties': () => jsonResponse(results(12, 24)),
      '/api/places/top-cities': topCities,
    });
    renderApp('/rent/bikaner/sadul-ganj');

    expect(
      await screen.findByRole('heading', { name: 'Flats and houses for rent in Sadul Ganj, Bikaner', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('24 properties for rent listed on Aangan')).toBeInTheDocument();
    expect(document.title).toBe('Flats and houses for rent in Sadul Ganj, Bikaner · Aangan');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^24 properties for rent in Sadul Ganj, Bikaner: /,
    );

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Rent' })).toHaveAttribute('href', '/rent');
    expect(crumbs.getByRole('link', { name: 'Bikaner' })).toHaveAttribute('href', '/rent/bikaner');
    expect(crumbs.getByText('Sadul Ganj')).toHaveAttribute('aria-current', 'page');

    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(searches(fetchMock)).toContain(
      '/api/properties?city=bikaner&locality=sadul-ganj&purpose=rent&sort=newest&page=1&limit=12',
    );

    // Other segments with listings here; PG has none, so no link to an empty page.
    const more = within(screen.getByRole('navigation', { name: 'More in Sadul Ganj' }));
    expect(more.getByRole('link', { name: 'Buy, 3 listings' })).toHaveAttribute('href', '/buy/bikaner/sadul-ganj');
    expect(more.getByRole('link', { name: 'Commercial, 2 listings' })).toHaveAttribute(
      'href',
      '/commercial/bikaner/sadul-ganj',
    );
    expect(more.queryByRole('link', { name: /PG/ })).not.toBeInTheDocument();

    const localities = within(screen.getByRole('region', { name: 'Localities in Bikaner' }));
    expect(localities.getByRole('link', { name: 'Rani Bazar, 9 listings' })).toHaveAttribute(
      'href',
      '/rent/bikaner/rani-bazar',
    );
    expect(localities.getByRole('link', { name: 'Sadul Ganj, 24 listings' })).toHaveAttribute('aria-current', 'page');
  });

  it('says 1,000+ where a count stopped at the cap, as the search’s total does', async () => {
    stubApi({
      '/api/me': guest,
      '/api/places/rent/bikaner': () =>
        jsonResponse(
          place({
            locality: null,
            count: 1_000,
            countCapped: true,
            localities: [
              { name: 'Sadul Ganj', slug: 'sadul-ganj', count: 1_000, countCapped: true },
              { name: 'Rani Bazar', slug: 'rani-bazar', count: 9, countCapped: false },
            ],
            segments: [
              { segment: 'buy', count: 1_000, countCapped: true },
              { segment: 'rent', count: 1_000, countCapped: true },
              { segment: 'pg', count: 1, countCapped: false },
              { segment: 'commercial', count: 0, countCapped: false },
            ],
          }),
        ),
      '/api/properties': () => jsonResponse(results(12, 1_000, true)),
      '/api/places/top-cities': topCities,
    });
    renderApp('/rent/bikaner');

    expect(
      await screen.findByRole('heading', { name: 'Flats and houses for rent in Bikaner', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByText('1,000+ properties for rent listed on Aangan')).toBeInTheDocument();
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /^1,000\+ properties for rent in Bikaner: /,
    );
    expect(await screen.findByText('1,000+ Properties Found')).toBeInTheDocument();

    const more = within(screen.getByRole('navigation', { name: 'More in Bikaner' }));
    // On screen the count alone; the words around it are for screen readers.
    expect(within(more.getByRole('link', { name: 'Buy, 1,000+ listings' })).getByText('1,000+')).toBeVisible();
    expect(more.getByRole('link', { name: 'PG, 1 listing' })).toHaveAttribute('href', '/pg/bikaner');
    const localities = within(screen.getByRole('region', { name: 'Localities in Bikaner' }));
    expect(
      within(localities.getByRole('link', { name: 'Sadul Ganj, 1,000+ listings' })).getByText('1,000+'),
    ).toBeVisible();
    expect(within(localities.getByRole('link', { name: 'Rani Bazar, 9 listings' })).getByText('9')).toBeVisible();
  });

  it('keeps the place in a filtered, paged search from the query string', async () => {
    const fetchMock = stubApi({
      '/api/me': guest,
      '/api/places/commercial/bikaner': () => jsonResponse(place({ segment: 'commercial', locality: null, count: 2 })),
      '/api/properties': () => jsonResponse(results(2, 30)),
      '/api/places/top-cities': topCities,
    });
    renderApp('/commercial/bikaner?furnishing=furnished&page=2');

    expect(
      await screen.findByRole('heading', { name: 'Commercial properties in Bikaner', level: 1 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(searches(fetchMock)).toContain(
        '/api/properties?city=bikaner&type=commercial&furnishing=furnished&sort=newest&page=2&limit=12',
      ),
    );
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('shows the site’s not-found page for a place nobody lists in', async () => {
    stubApi({
      '/api/me': guest,
      '/api/places/rent/nowhere': () => errorResponse(404, 'NOT_FOUND', 'Place not found'),
      '/api/properties': () => jsonResponse(results(0)),
      '/api/places/top-cities': topCities,
    });
    renderApp('/rent/nowhere');

    expect(await screen.findByRole('heading', { name: 'Oops! Page not found', level: 1 })).toBeInTheDocument();
  });

  it('moves another spelling of a place to its one address', async () => {
    stubApi({
      '/api/me': guest,
      '/api/places/pg/bikaner/sadul-ganj': () => jsonResponse(place({ segment: 'pg', count: 0 })),
      '/api/properties': () => jsonResponse(results(0)),
      '/api/places/top-cities': topCities,
    });
    const { router } = renderApp('/pg/Bikaner/Sadul%20Ganj?sort=price-asc');

    expect(
      await screen.findByRole('heading', { name: 'PG accommodations in Sadul Ganj, Bikaner' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pg/bikaner/sadul-ganj');
    expect(router.state.location.search).toBe('?sort=price-asc');
    expect(screen.getByText('No PG accommodations listed on Aangan')).toBeInTheDocument();
  });
});

describe('PlacePage from prefetched data', () => {
  it('renders the place and the footer’s cities from the query cache, asking the API for neither', async () => {
    const fetchMock = stubApi({ '/api/me': guest, '/api/properties': () => jsonResponse(results(1)) });
    // What the server's rendering does before it renders: the same query builders, filled in advance.
    const queryClient = createQueryClient();
    queryClient.setQueryData(placeQuery('rent', 'bikaner', 'sadul-ganj').queryKey, place());
    queryClient.setQueryData(topCitiesQuery().queryKey, TOP_CITIES);
    const router = createMemoryRouter(routes, { initialEntries: ['/rent/bikaner/sadul-ganj'] });
    render(
      <AppProviders queryClient={queryClient} i18n={englishI18n}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    expect(
      await screen.findByRole('heading', { name: /^Flats and houses for rent in Sadul Ganj/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Popular cities' })).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.filter((url) => url.startsWith('/api/places'))).toEqual([]);
  });
});

describe('Popular cities', () => {
  it('links the top cities from the home page and the footer', async () => {
    stubApi({
      '/api/me': guest,
      '/api/properties/stats': () => jsonResponse({ total: 160 }),
      '/api/properties': () => jsonResponse(results(0)),
      '/api/places/top-cities': topCities,
    });
    renderApp('/');

    const home = within(await screen.findByRole('region', { name: 'Popular cities' }));
    expect(home.getByRole('link', { name: 'Rent in Bikaner' })).toHaveAttribute('href', '/rent/bikaner');
    expect(home.getByRole('link', { name: 'Buy in Jaipur' })).toHaveAttribute('href', '/buy/jaipur');
    expect(home.getByText('120 properties')).toBeInTheDocument();
    const footer = within(screen.getByRole('navigation', { name: 'Popular cities' }));
    expect(footer.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/rent/bikaner',
      '/rent/jaipur',
    ]);
  });
});
