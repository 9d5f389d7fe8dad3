import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { guest, jsonResponse, stubApi } from '../../../test/api-stub';
import { makeProperty } from '../../../test/factories';
import { renderApp } from '../../../test/render-app';

function page(count: number, total = count) {
  const items = Array.from({ length: count }, (_, index) =>
    makeProperty({ id: `p${index}`, title: `Listing ${index}` }),
  );
  return { items, total, page: 1, limit: 6 };
}

function stubHome() {
  return stubApi({
    '/api/me': guest,
    '/api/properties/stats': () => jsonResponse({ total: 40 }),
    '/api/properties': () => jsonResponse(page(2)),
  });
}

function listingCalls(fetchMock: ReturnType<typeof stubApi>): string[] {
  return fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/properties?'));
}

const searchBox = () => screen.getByLabelText<HTMLInputElement>('Search by location or project');

describe('Hero search', () => {
  it.each([
    ['/', 'Enter city, locality, landmark or project'],
    ['/buy', 'Enter locality, landmark or project'],
    ['/rent', 'Enter city, locality, landmark or project'],
    ['/pg', 'Enter city, locality, landmark or project'],
    ['/commercial', 'Enter city, locality, landmark or project'],
  ])('on %s hints "%s"', async (path, placeholder) => {
    stubHome();
    renderApp(path);
    await screen.findAllByRole('article');
    expect(searchBox().placeholder).toBe(placeholder);
  });

  it('runs on Enter: the text goes into the URL and the API call', async () => {
    const fetchMock = stubHome();
    const { router, user } = renderApp('/rent');
    await screen.findAllByRole('article');

    await user.type(searchBox(), '  Civil Lines {Enter}');

    // The words are read first (the query reader's file loads on the first search): no filter in them.
    await waitFor(() => expect(router.state.location.search).toBe('?q=Civil+Lines'));
    expect(router.state.location.pathname).toBe('/rent');
    await waitFor(() =>
      expect(listingCalls(fetchMock)).toContain('/api/properties?q=Civil+Lines&purpose=rent&limit=6'),
    );
  });

  it('runs on the Search button, and switching tabs keeps the text', async () => {
    const fetchMock = stubHome();
    const { router, user } = renderApp('/');
    await screen.findAllByRole('article');

    await user.type(searchBox(), 'Bikaner');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    // A city the reader knows, but no place page found for it (no suggestions here): searched as typed.
    await waitFor(() => expect(router.state.location.search).toBe('?q=Bikaner'));
    await waitFor(() => expect(screen.getByRole('link', { name: 'PG' })).toHaveAttribute('href', '/pg?q=Bikaner'));

    await user.click(screen.getByRole('link', { name: 'PG' }));
    expect(router.state.location.pathname).toBe('/pg');
    expect(router.state.location.search).toBe('?q=Bikaner');
    expect(searchBox()).toHaveValue('Bikaner');
    await waitFor(() => expect(listingCalls(fetchMock)).toContain('/api/properties?q=Bikaner&purpose=pg&limit=6'));
  });

  it('follows the URL when the seeker goes back', async () => {
    stubHome();
    const { router, user } = renderApp('/?q=Jaipur');
    await screen.findAllByRole('article');
    expect(searchBox()).toHaveValue('Jaipur');

    await user.clear(searchBox());
    await user.type(searchBox(), 'Bikaner{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=Bikaner'));

    await router.navigate(-1);
    await waitFor(() => expect(searchBox()).toHaveValue('Jaipur'));
  });

  it('applies the Advanced Filters into the URL and the API call', async () => {
    const fetchMock = stubHome();
    const { router, user } = renderApp('/buy?q=Bikaner');
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advanced Filters' });
    expect(within(dialog).getByRole('button', { name: 'Buy', pressed: true })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '2 BHK' }));
    await user.click(within(dialog).getByRole('button', { name: 'Semi-furnished' }));
    expect(router.state.location.search).toBe('?q=Bikaner');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/buy');
    expect(router.state.location.search).toBe('?q=Bikaner&bedrooms=2&furnishing=semi-furnished');
    await waitFor(() =>
      expect(listingCalls(fetchMock)).toContain(
        '/api/properties?q=Bikaner&purpose=buy&bedrooms=2&furnishing=semi-furnished&limit=6',
      ),
    );
  });

  it('moves to the tab of a purpose chosen in the dialog, and Reset clears the draft', async () => {
    stubHome();
    const { router, user } = renderApp('/?bedrooms=3');
    await screen.findAllByRole('article');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    let dialog = await screen.findByRole('dialog', { name: 'Advanced Filters' });
    expect(within(dialog).getByRole('button', { name: '3 BHK', pressed: true })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(within(dialog).getByRole('button', { name: '3 BHK', pressed: false })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Rent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/rent'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('heading', { name: 'Properties for Rent' })).toBeInTheDocument();

    // Closing without Apply leaves the URL alone, and the next opening starts from what is applied.
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    dialog = await screen.findByRole('dialog', { name: 'Advanced Filters' });
    await user.click(within(dialog).getByRole('button', { name: '1 BHK' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
  });
});
