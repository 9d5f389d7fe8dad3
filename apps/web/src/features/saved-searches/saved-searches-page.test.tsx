import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { makeSavedSearch, savedSearchesApi } from '../../test/saved-searches';

const bikaner = makeSavedSearch({
  id: 's1',
  name: '2 BHK flats for rent in Bikaner',
  url: '/rent/bikaner?bedrooms=2&furnishing=furnished&maxPrice=40000',
  newMatches: 3,
});
const lake = makeSavedSearch({ id: 's2', name: 'Lake view', url: '/buy?q=lake', newMatches: 0 });

const cardNamed = (name: string) => screen.getByRole('article', { name });

describe('SavedSearchesPage', () => {
  it('lists the saved searches with what each looks for and what is new since last opened', async () => {
    stubApi(savedSearchesApi([bikaner, lake]).handlers);
    renderApp('/saved-searches');

    expect(await screen.findByRole('heading', { name: 'Saved Searches', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Saved Searches · Aangan');
    expect(await screen.findByText('2 of 20 searches saved')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);

    const first = cardNamed('2 BHK flats for rent in Bikaner');
    const looksFor = within(first).getByRole('list', { name: 'What it looks for' });
    expect(
      within(looksFor)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rent', 'Residential', '2 BHK', 'Furnished', '₹5,000 – ₹40,000']);
    expect(within(first).getByText('3 new since 24 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Open 2 BHK flats for rent in Bikaner' })).toHaveAttribute(
      'href',
      '/rent/bikaner?bedrooms=2&furnishing=furnished&maxPrice=40000',
    );

    const second = cardNamed('Lake view');
    expect(within(second).getByText('“lake”')).toBeInTheDocument();
    expect(within(second).getByText('Nothing new since 24 Nov 2026')).toBeInTheDocument();
    // A home tab shows its full results at once, as 'View All Properties' would.
    expect(within(second).getByRole('link', { name: 'Open Lake view' })).toHaveAttribute(
      'href',
      '/buy?q=lake&view=all',
    );
  });

  it('marks a search seen as it is opened, and lands on its results', async () => {
    const server = savedSearchesApi([lake]);
    stubApi({
      ...server.handlers,
      '/api/properties': () => jsonResponse({ items: [], total: 0, totalCapped: false, page: 1, limit: 12 }),
    });
    const { router, user } = renderApp('/saved-searches');

    await user.click(await screen.findByRole('link', { name: 'Open Lake view' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/buy'));
    expect(router.state.location.search).toBe('?q=lake&view=all');
    await waitFor(() =>
      expect(server.sent).toContainEqual({ method: 'POST', path: '/api/saved-searches/s2/seen', body: undefined }),
    );
  });

  it('renames a search in a dialog and gives focus back to its Rename button', async () => {
    const server = savedSearchesApi([bikaner]);
    stubApi(server.handlers);
    const { user } = renderApp('/saved-searches');

    const rename = await screen.findByRole('button', { name: 'Rename 2 BHK flats for rent in Bikaner' });
    await user.click(rename);
    const dialog = await screen.findByRole('dialog', { name: 'Rename search' });
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(field).toHaveValue('2 BHK flats for rent in Bikaner');

    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the search a name')).toBeInTheDocument();
    expect(server.sent.filter((request) => request.method === 'PATCH')).toEqual([]);

    await user.type(field, 'Near the station');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('article', { name: 'Near the station' })).toBeInTheDocument();
    expect(screen.getByText('Search renamed')).toBeInTheDocument();
    expect(server.sent).toContainEqual({
      method: 'PATCH',
      path: '/api/saved-searches/s1',
      body: { name: 'Near the station' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Rename Near the station' })).toHaveFocus();
  });

  it('deletes a search once confirmed, with focus on the heading after', async () => {
    const server = savedSearchesApi([bikaner, lake]);
    stubApi(server.handlers);
    const { user } = renderApp('/saved-searches');

    await user.click(await screen.findByRole('button', { name: 'Delete Lake view' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this saved search?' });
    expect(dialog).toHaveTextContent('"Lake view" will leave your saved searches.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('article', { name: 'Lake view' })).not.toBeInTheDocument());
    expect(screen.getByText('Saved search deleted')).toBeInTheDocument();
    expect(screen.getByText('1 of 20 searches saved')).toBeInTheDocument();
    expect(server.sent).toContainEqual({ method: 'DELETE', path: '/api/saved-searches/s2', body: undefined });
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Saved Searches', level: 1 })).toHaveFocus());
  });

  it('keeps a search when Delete is cancelled', async () => {
    const server = savedSearchesApi([lake]);
    stubApi(server.handlers);
    const { user } = renderApp('/saved-searches');

    const open = await screen.findByRole('button', { name: 'Delete Lake view' });
    await user.click(open);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Lake view' })).toBeInTheDocument();
    expect(server.sent.filter((request) => request.method === 'DELETE')).toEqual([]);
    expect(open).toHaveFocus();
  });

  it('says there are none yet and offers a search', async () => {
    stubApi(savedSearchesApi([]).handlers);
    renderApp('/saved-searches');

    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search Properties' })).toHaveAttribute('href', '/?view=all');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows placeholders while loading, and Retry when the list fails', async () => {
    const answer = deferred<Response>();
    let calls = 0;
    const server = savedSearchesApi([lake]);
    stubApi({
      ...server.handlers,
      '/api/saved-searches': (url, init) => {
        calls += 1;
        return calls === 1 ? answer.promise : (server.handlers['/api/saved-searches']?.(url, init) ?? jsonResponse({}));
      },
    });
    const { user } = renderApp('/saved-searches');

    expect(await screen.findByText('Loading saved searches')).toBeInTheDocument();
    expect(screen.getAllByTestId('saved-search-skeleton').length).toBeGreaterThan(0);
    answer.resolve(errorResponse(500, 'INTERNAL', 'Database unavailable'));

    expect(await screen.findByRole('heading', { name: 'Error Loading Saved Searches' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Lake view' })).toBeInTheDocument();
  });
});

describe('SavedSearchesPage in Hindi', () => {
  it('names the page, what each search looks for and what is new in Hindi', async () => {
    stubApi(savedSearchesApi([bikaner, lake]).handlers);
    renderApp('/saved-searches', { locale: 'hi' });

    expect(await screen.findByRole('heading', { name: 'सेव की गई खोजें', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('20 में से 2 खोजें सेव की गईं')).toBeInTheDocument();
    const first = cardNamed('2 BHK flats for rent in Bikaner');
    expect(within(first).getByText('किराया')).toBeInTheDocument();
    expect(within(first).getByText('₹5,000 – ₹40,000')).toBeInTheDocument();
    expect(within(first).getByText(/3 नई/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: '2 BHK flats for rent in Bikaner खोलें' })).toHaveAttribute(
      'href',
      '/hi/rent/bikaner?bedrooms=2&furnishing=furnished&maxPrice=40000',
    );
    expect(
      within(first).getByRole('button', { name: '2 BHK flats for rent in Bikaner का नाम बदलें' }),
    ).toBeInTheDocument();
  });

  it('invites the first save in Hindi when there is none', async () => {
    stubApi(savedSearchesApi([]).handlers);
    renderApp('/saved-searches', { locale: 'hi' });

    expect(await screen.findByRole('heading', { name: 'अभी तक कोई खोज सेव नहीं की गई' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रॉपर्टी खोजें' })).toHaveAttribute('href', '/hi?view=all');
  });
});

describe('the email alerts of a saved search', () => {
  it('shows how often each card emails, and saves a new choice at once', async () => {
    const server = savedSearchesApi([bikaner, { ...lake, frequency: 'weekly' }]);
    stubApi(server.handlers);
    const { user } = renderApp('/saved-searches');

    expect(await screen.findByText('New matches are emailed to meera@example.com.')).toBeInTheDocument();
    const first = await screen.findByRole('combobox', { name: 'Email alerts for 2 BHK flats for rent in Bikaner' });
    expect(first).toHaveValue('daily');
    expect(screen.getByRole('combobox', { name: 'Email alerts for Lake view' })).toHaveValue('weekly');
    expect(
      within(first)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['As soon as they are posted', 'Once a day', 'Once a week', 'Off']);

    await user.selectOptions(first, 'Off');
    await waitFor(() =>
      expect(server.sent).toContainEqual({
        method: 'PATCH',
        path: '/api/saved-searches/s1',
        body: { frequency: 'off' },
      }),
    );
    expect(await screen.findByText('Email alerts updated')).toBeInTheDocument();
    expect(first).toHaveValue('off');
  });

  it('puts the stored choice back when the change is refused', async () => {
    const server = savedSearchesApi([bikaner]);
    stubApi({
      ...server.handlers,
      '/api/saved-searches/s1': () =>
        errorResponse(404, 'NOT_FOUND', 'Saved search not found. It may have been deleted.'),
    });
    const { user } = renderApp('/saved-searches');

    const select = await screen.findByRole('combobox', { name: 'Email alerts for 2 BHK flats for rent in Bikaner' });
    await user.selectOptions(select, 'As soon as they are posted');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Email alerts were not changed');
    expect(alert).toHaveTextContent('Saved search not found. It may have been deleted.');
    expect(select).toHaveValue('daily');
  });

  it('speaks Hindi', async () => {
    stubApi(savedSearchesApi([bikaner]).handlers);
    renderApp('/saved-searches', { locale: 'hi' });

    const select = await screen.findByRole('combobox', { name: '2 BHK flats for rent in Bikaner के ईमेल अलर्ट' });
    expect(select).toHaveDisplayValue('दिन में एक बार');
    expect(screen.getByText('खोज से मिलती नई लिस्टिंग meera@example.com पर ईमेल की जाती हैं।')).toBeInTheDocument();
  });
});
