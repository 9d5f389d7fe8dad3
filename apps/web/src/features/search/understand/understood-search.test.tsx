import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { englishI18n } from '../../../i18n/i18n';
import { guest, jsonResponse, stubApi } from '../../../test/api-stub';
import { makeProperty } from '../../../test/factories';
import { SearchResultsSection } from '../results/search-results-section';

const JAIPUR = {
  kind: 'city',
  name: 'Jaipur',
  city: 'Jaipur',
  citySlug: 'jaipur',
  count: 42,
  href: '/rent/jaipur',
};

/** The results as a place page shows them: narrowed to its city (the place page itself is tested apart). */
function PlacePageSection() {
  const { city = '' } = useParams();
  return <SearchResultsSection place={{ city }} />;
}

function renderSection(path: string, places: unknown[]) {
  stubApi({
    '/api/me': guest,
    '/api/properties': () =>
      jsonResponse({ items: [makeProperty()], total: 1, totalCapped: false, page: 1, limit: 12 }),
    '/api/places': () => jsonResponse({ places }),
  });
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(
    [
      { path: '/:segment/:city', element: <PlacePageSection /> },
      { path: '*', element: <SearchResultsSection /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={queryClient} i18n={englishI18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, user: userEvent.setup() };
}

async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = await screen.findByRole('combobox', { name: 'Search text' });
  await user.clear(box);
  await user.type(box, `${text}{Enter}`);
}

describe('a text search read for filters', () => {
  it('opens the place’s page with the filters understood, shows them as chips, and takes one back', async () => {
    const { router, user } = renderSection('/rent?view=all', [JAIPUR]);
    await searchFor(user, '2bhk jaipur under 25k furnished');

    await waitFor(() => expect(router.state.location.pathname).toBe('/rent/jaipur'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.getAll('bedrooms')).toEqual(['2']);
    expect(params.get('maxPrice')).toBe('25000');
    expect(params.get('said')).toBe('2bhk jaipur under 25k furnished');
    expect(params.get('q')).toBeNull();

    const understood = await screen.findByRole('list', { name: 'We understood:' });
    for (const label of ['2 BHK', 'under ₹25,000', 'Furnished']) {
      expect(within(understood).getByRole('button', { name: `Remove ${label}` })).toBeInTheDocument();
    }
    // The bar's own chips do not say the same again.
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();

    await user.click(within(understood).getByRole('button', { name: 'Remove 2 BHK' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).getAll('bedrooms')).toEqual([]));
    expect(router.state.location.pathname).toBe('/rent/jaipur');
    expect(
      within(screen.getByRole('list', { name: 'We understood:' })).queryByRole('button', { name: 'Remove 2 BHK' }),
    ).toBeNull();
  });

  it('searches a place without a page as words, and plain words as typed with no chips', async () => {
    const { router, user } = renderSection('/rent?view=all', []);
    await searchFor(user, '3 bhk jaipur');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('jaipur'));
    expect(router.state.location.pathname).toBe('/rent');
    expect(new URLSearchParams(router.state.location.search).getAll('bedrooms')).toEqual(['3']);
    // The box takes the applied words in the render that shows the chips: clearing it before that render let
    // the render put the words back under the new ones (a busy machine typed 'jaipursea facing').
    await screen.findByRole('list', { name: 'We understood:' });
    expect(screen.getByRole('combobox', { name: 'Search text' })).toHaveValue('3 bhk jaipur');

    await searchFor(user, 'sea facing');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('sea facing'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('said')).toBeNull();
    expect(params.getAll('bedrooms')).toEqual(['3']);
    // The chips follow the address in a later render: wait for it (a busy machine showed the earlier one).
    await waitFor(() => expect(screen.queryByRole('list', { name: 'We understood:' })).not.toBeInTheDocument());
  });

  it('asks which MG Road a name several cities share means, and one chosen opens its page', async () => {
    const mgRoad = {
      kind: 'locality',
      name: 'MG Road',
      city: 'Bengaluru',
      citySlug: 'bengaluru',
      localitySlug: 'mg-road',
      count: 3,
      href: '/commercial/bengaluru/mg-road',
    };
    const { router, user } = renderSection('/commercial?view=all', [mgRoad]);
    await searchFor(user, 'office mg road');

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('said')).toBe('office mg road'));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('mg road');
    const choices = await screen.findByRole('list', { name: 'Did you mean:' });
    const names = within(choices)
      .getAllByRole('button')
      .map((choice) => choice.textContent);
    expect(names).toContain('MG Road, Bengaluru');
    expect(names.length).toBeGreaterThan(1);

    await user.click(within(choices).getByRole('button', { name: 'MG Road, Bengaluru' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/commercial/bengaluru/mg-road'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('q')).toBeNull();
    expect(params.getAll('subType')).toEqual(['office']);
  });

  it('reads words a plain form sent before the script took over, in place of the as-typed answer', async () => {
    const { router } = renderSection('/rent?q=2bhk+jaipur+under+25k&read=1', [JAIPUR]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/rent/jaipur'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.getAll('bedrooms')).toEqual(['2']);
    expect(params.get('said')).toBe('2bhk jaipur under 25k');
    expect(params.get('read')).toBeNull();
    // In place of the arrival: Back leaves the page rather than returning to the words unread.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('list', { name: 'We understood:' })).toBeInTheDocument();
  });

  it('leaves a link’s own text search alone: only the plain form’s words are read', async () => {
    const { router } = renderSection('/rent?q=2bhk+jaipur', [JAIPUR]);
    expect(await screen.findByRole('combobox', { name: 'Search text' })).toHaveValue('2bhk jaipur');
    expect(router.state.location.pathname).toBe('/rent');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('2bhk jaipur');
  });
});
