import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, errorResponse, jsonResponse, stubApi } from '../../test/api-stub';
import { makeProperty } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { callsTo, detailApi, findTitle, makeDetail } from './test-utils';

const SIMILAR = '/api/properties/abc/similar';
const similarRegion = () => screen.queryByRole('region', { name: 'Similar properties' });

function similarOnes() {
  return [
    makeProperty({ id: 'near', title: 'Flat next door', price: 19_000, purpose: 'rent' }),
    makeProperty({ id: 'town', title: 'Flat across town', price: 21_000, purpose: 'rent' }),
  ];
}

describe('Similar properties on the detail page', () => {
  it('shows the similar listings as cards, in the order given, below the description', async () => {
    stubApi(detailApi(makeDetail(), { [SIMILAR]: () => jsonResponse({ items: similarOnes() }) }));
    renderApp('/property/abc');

    const region = await screen.findByRole('region', { name: 'Similar properties' });
    const items = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Flat next door',
      'Flat across town',
    ]);
    expect(within(region).getByRole('link', { name: 'Flat next door' })).toHaveAttribute('href', '/property/near');
    expect(within(items[0] as HTMLElement).getByText('/mo')).toBeInTheDocument();
    const description = screen.getByRole('heading', { name: 'Description' });
    expect(description.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks only once the listing is shown, and the listing never waits for it', async () => {
    const listing = deferred<Response>();
    const similar = deferred<Response>();
    const fetchMock = stubApi(
      detailApi(makeDetail(), { '/api/properties/abc': () => listing.promise, [SIMILAR]: () => similar.promise }),
    );
    renderApp('/property/abc');

    await waitFor(() => expect(callsTo(fetchMock, '/api/properties/abc')).toHaveLength(1), { timeout: 5000 });
    expect(callsTo(fetchMock, SIMILAR)).toHaveLength(0);
    listing.resolve(jsonResponse(makeDetail()));
    await findTitle();
    await waitFor(() => expect(callsTo(fetchMock, SIMILAR)).toHaveLength(1));
    expect(similarRegion()).not.toBeInTheDocument();
    similar.resolve(jsonResponse({ items: similarOnes() }));
    expect(await screen.findByRole('region', { name: 'Similar properties' })).toBeInTheDocument();
  });

  it('has no section when nothing is similar', async () => {
    const fetchMock = stubApi(detailApi(makeDetail(), { [SIMILAR]: () => jsonResponse({ items: [] }) }));
    renderApp('/property/abc');

    await findTitle();
    await waitFor(() => expect(callsTo(fetchMock, SIMILAR)).toHaveLength(1));
    expect(similarRegion()).not.toBeInTheDocument();
    expect(screen.queryByText('Similar properties')).not.toBeInTheDocument();
  });

  it('has no section, and no error, when the request fails', async () => {
    const failure = errorResponse(500, 'INTERNAL', 'Something went wrong');
    stubApi(detailApi(makeDetail(), { [SIMILAR]: () => failure }));
    renderApp('/property/abc');

    await findTitle();
    // Read by the client: the query has failed (the tests' client does not retry), and the page carries on.
    await waitFor(() => expect(failure.bodyUsed).toBe(true));
    await act(async () => {});
    expect(similarRegion()).not.toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Description' })).toBeInTheDocument();
  });

  it('is in Hindi on a Hindi page', async () => {
    stubApi(detailApi(makeDetail(), { [SIMILAR]: () => jsonResponse({ items: similarOnes() }) }));
    renderApp('/property/abc', { locale: 'hi' });

    expect(await screen.findByRole('region', { name: 'मिलती-जुलती प्रॉपर्टी' }, { timeout: 5000 })).toBeInTheDocument();
  });
});
