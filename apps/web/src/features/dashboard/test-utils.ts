import type { MyPropertiesPage as MyPropertiesResult, Property } from '@aangan/domain';
import { screen, within } from '@testing-library/react';
import { jsonResponse, signedIn, stubApi } from '../../test/api-stub';
import { makeProperty } from '../../test/factories';
import { renderApp } from '../../test/render-app';

type Handler = Parameters<typeof stubApi>[0][string];

/** Room for a lazy route, a fetch and the search pause on a busy machine, for findBy and waitFor. */
export const SLOW = { timeout: 5000 };

/** The summary the server would give for these listings. */
function summaryOf(items: Property[]): MyPropertiesResult['summary'] {
  const byPurpose = { sell: 0, rent: 0, pg: 0 };
  for (const item of items) byPurpose[item.purpose] += 1;
  return {
    total: items.length,
    byPurpose,
    views: items.reduce((sum, item) => sum + item.views, 0),
    verified: items.filter((item) => item.verificationStatus).length,
  };
}

type MyProperty = MyPropertiesResult['items'][number];

/** A listing as a test writes it: what the dashboard adds to a listing may be left out (none). */
export type DashboardListing = Property & Partial<Pick<MyProperty, 'verificationRequest' | 'moderation' | 'expiry'>>;

/** A live listing's period, as one posted on 1 Dec 2026 has it. */
export const liveExpiry: MyProperty['expiry'] = {
  confirmedAt: '2026-12-01T06:30:00.000Z',
  expiresAt: '2027-01-30T06:30:00.000Z',
  expiredAt: null,
  withdrawnAt: null,
  listed: true,
};

/** GET /api/me/properties as the server answers it: q over title, city or locality, the purpose tab, all-listing summary. */
export function myPropertiesAnswer(listings: DashboardListing[], url: URL): MyPropertiesResult {
  const q = url.searchParams.get('q')?.toLowerCase();
  const purpose = url.searchParams.get('purpose');
  const items = listings.filter(
    (item) =>
      (!purpose || item.purpose === purpose) &&
      (!q || [item.title, item.location.city, item.location.locality].some((text) => text.toLowerCase().includes(q))),
  );
  return {
    items: items.map((item) => ({ verificationRequest: null, moderation: null, expiry: liveExpiry, ...item })),
    summary: summaryOf(listings),
  };
}

/**
 * A signed-in owner with these listings. DELETE /api/properties/{id} answers with `onDelete` (204 by
 * default); `list` can replace the listing answer, `handlers` answer other paths.
 */
export function stubDashboard(
  listings: DashboardListing[],
  options: {
    list?: Handler;
    onDelete?: (id: string) => Response | Promise<Response>;
    /** More paths a test answers. */
    handlers?: Record<string, Handler>;
  } = {},
) {
  let stored = [...listings];
  const answerDelete = options.onDelete ?? (() => new Response(null, { status: 204 }));
  // A successful answer removes the listing, so the reload after it no longer has it.
  const remove = async (id: string) => {
    const response = await answerDelete(id);
    if (response.ok) stored = stored.filter((item) => item.id !== id);
    return response;
  };
  const deleteHandlers = Object.fromEntries(
    listings.map((item): [string, Handler] => [
      `/api/properties/${item.id}`,
      (_url, init) => (init.method === 'DELETE' ? remove(item.id) : jsonResponse(item)),
    ]),
  );
  return stubApi({
    '/api/me': signedIn,
    '/api/me/properties': options.list ?? ((url) => jsonResponse(myPropertiesAnswer(stored, url))),
    ...deleteHandlers,
    ...options.handlers,
  });
}

type FetchMock = ReturnType<typeof stubApi>;

/** Every GET /api/me/properties the app sent, as URLs. */
export function listRequests(fetchMock: FetchMock): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/me/properties');
}

/** The calls the app made with a method, as paths. */
export function pathsCalledWith(fetchMock: FetchMock, method: string): string[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([input]) => new URL(String(input), 'http://localhost').pathname);
}

const place = (locality: string, city = 'Bikaner') => ({ ...makeProperty().location, locality, city });

/** Three listings, one per purpose: a rent in Junagarh, a sale in Rani Bazar, a PG in Jaipur. */
export function sampleListings(): Property[] {
  return [
    makeProperty({
      id: 'haveli',
      title: 'Haveli with courtyard',
      purpose: 'rent',
      price: 25_000,
      views: 1,
      verificationStatus: false,
      location: place('Junagarh'),
      createdAt: '2025-03-05T10:00:00.000Z',
    }),
    makeProperty({
      id: 'flat',
      title: 'Sunny corner flat',
      purpose: 'sell',
      views: 1204,
      location: place('Rani Bazar'),
    }),
    makeProperty({
      id: 'pg',
      title: 'Girls PG near college',
      purpose: 'pg',
      price: 8000,
      location: place('Sadar', 'Jaipur'),
    }),
  ];
}

/** Signs in, opens the dashboard at `path` and waits for the cards. */
export async function openDashboard(
  path = '/my-properties',
  items: DashboardListing[] = sampleListings(),
  options: Parameters<typeof stubDashboard>[1] = {},
) {
  const fetchMock = stubDashboard(items, options);
  const view = renderApp(path);
  await screen.findAllByRole('article', {}, SLOW);
  return { ...view, fetchMock };
}

export const card = (title: string) => screen.getByRole('article', { name: title });

export const searchBox = () => screen.getByRole('searchbox', { name: 'Search your properties' }) as HTMLInputElement;

/** A figure of the summary panel, by its label. */
export const statValue = (label: string) =>
  within(screen.getByRole('complementary', { name: 'Summary' }))
    .getByText(label)
    .closest('div')
    ?.querySelector('dd')?.textContent;
