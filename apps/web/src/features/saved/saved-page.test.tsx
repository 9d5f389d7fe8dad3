import type { Property } from '@aangan/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, signedIn, stubApi } from '../../test/api-stub';
import { makeProperty } from '../../test/factories';
import { renderApp } from '../../test/render-app';

/** One page of saved listings as GET /api/me/saved answers it. */
function savedPage(items: Property[], page = 1, limit = 12) {
  return { items: items.slice((page - 1) * limit, page * limit), page, limit, total: items.length };
}

/** The saved list on the "server": GET the listings and their ids, DELETE one of them. */
function savedApi(initial: Property[]) {
  let items = [...initial];
  const handlers = {
    '/api/me': signedIn,
    '/api/me/saved': (url: URL) => jsonResponse(savedPage(items, Number(url.searchParams.get('page') ?? 1))),
    '/api/me/saved/ids': () => jsonResponse({ ids: items.map((item) => item.id) }),
  };
  for (const item of initial) {
    Object.assign(handlers, {
      [`/api/me/saved/${item.id}`]: () => {
        items = items.filter((saved) => saved.id !== item.id);
        return new Response(null, { status: 204 });
      },
    });
  }
  return handlers;
}

describe('SavedPage', () => {
  it('lists the saved listings, newest save first, with their count', async () => {
    stubApi(
      savedApi([makeProperty({ id: 'a', title: 'Lake view flat' }), makeProperty({ id: 'b', title: 'Corner shop' })]),
    );
    renderApp('/saved');

    expect(await screen.findByRole('heading', { name: 'Saved Properties', level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Saved Properties · Aangan');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Lake view flat',
      'Corner shop',
    ]);
    expect(screen.getByText('2 properties saved')).toBeInTheDocument();
    for (const card of cards) {
      expect(within(card).getByRole('button', { name: 'Remove from saved', pressed: true })).toBeInTheDocument();
    }
  });

  it('drops a listing unsaved here once the list is fetched again', async () => {
    const fetchMock = stubApi(
      savedApi([makeProperty({ id: 'a', title: 'Lake view flat' }), makeProperty({ id: 'b', title: 'Corner shop' })]),
    );
    const { user } = renderApp('/saved');
    const [first] = await screen.findAllByRole('article');
    if (!first) throw new Error('no saved card');

    await user.click(within(first).getByRole('button', { name: 'Remove from saved' }));

    await waitFor(() => expect(screen.queryByText('Lake view flat')).not.toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 property saved')).toBeInTheDocument();
    expect(screen.getByText('Removed from saved')).toBeInTheDocument();
    const removal = fetchMock.mock.calls.find(([input]) => input === '/api/me/saved/a');
    expect(removal?.[1]?.method).toBe('DELETE');
  });

  it('shows skeleton cards while loading', async () => {
    const answer = deferred<Response>();
    stubApi({ ...savedApi([]), '/api/me/saved': () => answer.promise });
    renderApp('/saved');

    expect(await screen.findByText('Loading saved properties')).toBeInTheDocument();
    expect(screen.getAllByTestId('listing-card-skeleton').length).toBeGreaterThan(0);

    answer.resolve(jsonResponse(savedPage([makeProperty({ title: 'Lake view flat' })])));

    expect(await screen.findByText('Lake view flat')).toBeInTheDocument();
    expect(screen.queryByTestId('listing-card-skeleton')).not.toBeInTheDocument();
  });

  it('says nothing is saved yet and links to browsing', async () => {
    stubApi(savedApi([]));
    renderApp('/saved');

    expect(await screen.findByRole('heading', { name: 'No saved properties yet' })).toBeInTheDocument();
    expect(screen.getByText('0 properties saved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Properties' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers Retry when the list fails to load, and loads it again', async () => {
    let calls = 0;
    const server = savedApi([makeProperty({ title: 'Lake view flat' })]);
    stubApi({
      ...server,
      '/api/me/saved': () => {
        calls += 1;
        return calls === 1
          ? errorResponse(500, 'INTERNAL', 'Database unavailable')
          : server['/api/me/saved'](new URL('http://localhost/api/me/saved'));
      },
    });
    const { user } = renderApp('/saved');

    expect(await screen.findByRole('heading', { name: 'Error Loading Saved Properties' })).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe(
      'There was a problem loading your saved properties. Please try again.',
    );

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Lake view flat')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Error Loading Saved Properties' })).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('pages through a long list, keeping the page in the address', async () => {
    const saved = Array.from({ length: 14 }, (_, index) =>
      makeProperty({ id: `p${index}`, title: `Saved flat ${index + 1}` }),
    );
    stubApi(savedApi(saved));
    const { router, user } = renderApp('/saved');

    expect(await screen.findByText('14 properties saved')).toBeInTheDocument();
    expect(await screen.findAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText('Saved flat 13')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });
});

describe('SavedPage in Hindi', () => {
  it('names the page and counts the saved listings in Hindi', async () => {
    stubApi(
      savedApi([makeProperty({ id: 'a', title: 'Lake view flat' }), makeProperty({ id: 'b', title: 'Corner shop' })]),
    );
    renderApp('/saved', { locale: 'hi' });

    expect(await screen.findByRole('heading', { name: 'सेव की गई प्रॉपर्टी', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('2 प्रॉपर्टी सेव की गईं')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lake view flat/ })).toHaveAttribute('href', '/hi/property/a');
  });

  it('invites the first save in Hindi when there is none', async () => {
    stubApi(savedApi([]));
    renderApp('/saved', { locale: 'hi' });

    expect(await screen.findByRole('heading', { name: 'अभी तक कोई प्रॉपर्टी सेव नहीं की गई' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'प्रॉपर्टी देखें' })).toHaveAttribute('href', '/hi');
  });
});
