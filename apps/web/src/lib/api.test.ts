import { describe, expect, it } from 'vitest';
import { errorResponse, jsonResponse, stubApi } from '../test/api-stub';
import { callApi, toSearchParams } from './api';
import { ApiError } from './api-client';

const listingId = '3f2b8c1e-5a4d-4e6f-9a7b-1c2d3e4f5a6b';

describe('toSearchParams', () => {
  it('repeats list values, leaves out empty ones, and passes built parameters through', () => {
    expect(
      toSearchParams({ q: 'jaipur fort', amenities: ['lift', 'gym'], purpose: '', page: 2, verified: true }).toString(),
    ).toBe('q=jaipur+fort&amenities=lift&amenities=gym&page=2&verified=true');
    const built = new URLSearchParams('purpose=rent');
    expect(toSearchParams(built)).toBe(built);
    expect(toSearchParams(undefined).toString()).toBe('');
  });
});

describe('callApi', () => {
  it("fills the path's parameters, encoded, and sends the endpoint's method", async () => {
    const fetchMock = stubApi({
      [`/api/properties/${listingId}/views`]: () => jsonResponse({ recorded: true, views: 4 }),
    });
    await expect(callApi('recordView', { params: { id: listingId } })).resolves.toEqual({ recorded: true, views: 4 });
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/properties/${listingId}/views`,
      expect.objectContaining({ method: 'POST' }),
    );

    const unknown = stubApi({});
    await expect(callApi('propertyDetail', { params: { id: 'a/b?c' } })).rejects.toMatchObject({ status: 404 });
    expect(unknown).toHaveBeenCalledWith('/api/properties/a%2Fb%3Fc', expect.objectContaining({ method: 'GET' }));
  });

  it('sends a query and a JSON body as the contract names them', async () => {
    const fetchMock = stubApi({
      '/api/me/properties': () => jsonResponse({ items: [], summary: {} }),
      '/api/contact': () => jsonResponse({ id: 'm1' }, 201),
    });
    await callApi('myProperties', { query: { q: 'villa', purpose: 'rent' } });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/me/properties?q=villa&purpose=rent');

    const message = {
      name: 'Asha',
      email: 'asha@example.in',
      phone: '9829012345',
      reason: 'inquiry',
      subject: 'Hi',
      message: 'Is it free?',
    } as const;
    await expect(callApi('sendContactMessage', { body: message })).resolves.toEqual({ id: 'm1' });
    const init = fetchMock.mock.calls[1]?.[1];
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(message);
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('answers a 204 with nothing and a failure with the server’s error', async () => {
    stubApi({
      [`/api/me/saved/${listingId}`]: () => new Response(null, { status: 204 }),
      '/api/me': () => errorResponse(401, 'UNAUTHORIZED', 'Please sign in to continue.'),
    });
    await expect(callApi('saveProperty', { params: { propertyId: listingId } })).resolves.toBeUndefined();
    const failure = await callApi('me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Please sign in to continue.' });
  });
});
