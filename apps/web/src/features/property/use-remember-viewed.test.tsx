import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readRecentlyViewed, recordRecentlyViewed } from '../../lib/recently-viewed';
import { errorResponse, stubApi } from '../../test/api-stub';
import { makeProperty } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { detailApi, findTitle, makeDetail } from './test-utils';

const recentIds = () => readRecentlyViewed().map((listing) => listing.id);

describe('the detail page and recently viewed', () => {
  it('puts the opened listing first, with its card as the page shows it', async () => {
    recordRecentlyViewed(makeProperty({ id: 'older' }), 1);
    recordRecentlyViewed(makeProperty({ id: 'abc', price: 9_000_000 }), 2);
    recordRecentlyViewed(makeProperty({ id: 'newer' }), 3);
    stubApi(detailApi(makeDetail({ price: 8_200_000 })));
    renderApp('/property/abc');

    await findTitle();
    await waitFor(() => expect(recentIds()).toEqual(['abc', 'newer', 'older']));
    expect(readRecentlyViewed()[0]).toMatchObject({ title: 'Sunny 2 BHK near Junagarh', price: 8_200_000 });
  });

  it('forgets a listing that is gone', async () => {
    recordRecentlyViewed(makeProperty({ id: 'abc' }), 1);
    recordRecentlyViewed(makeProperty({ id: 'other' }), 2);
    stubApi(
      detailApi(makeDetail(), {
        '/api/properties/abc': () => errorResponse(404, 'NOT_FOUND', 'Property not found. It may have been deleted.'),
      }),
    );
    renderApp('/property/abc');

    expect(await screen.findByRole('heading', { level: 1, name: 'Property Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(recentIds()).toEqual(['other']));
  });

  it('keeps the list when the listing only failed to load', async () => {
    recordRecentlyViewed(makeProperty({ id: 'abc' }), 1);
    stubApi(detailApi(makeDetail(), { '/api/properties/abc': () => errorResponse(500, 'INTERNAL', 'Database down') }));
    renderApp('/property/abc');

    expect(await screen.findByText('Could not load property details.')).toBeInTheDocument();
    expect(recentIds()).toEqual(['abc']);
  });
});
