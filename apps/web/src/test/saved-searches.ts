import type { SavedSearch } from '@aangan/domain';
import { errorResponse, jsonResponse, signedIn } from './api-stub';

/** A saved search as GET /api/saved-searches lists it. */
export function makeSavedSearch(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return {
    id: 's1',
    name: '2 BHK flats for rent in Bikaner',
    url: '/rent/bikaner?bedrooms=2',
    frequency: 'daily',
    createdAt: '2026-11-20T10:00:00.000Z',
    lastSeenAt: '2026-11-24T10:00:00.000Z',
    newMatches: 0,
    newMatchesCapped: false,
    ...overrides,
  };
}

type Frequency = SavedSearch['frequency'];

/** What the app sent to the saved-search endpoints: method, path and body. */
interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** The person's saved searches on the "server": list, save, rename, delete and mark seen, as the API answers. */
export function savedSearchesApi(initial: SavedSearch[]) {
  let items = [...initial];
  let saves = 0;
  const sent: SentRequest[] = [];
  const note = (url: URL, init: RequestInit) => {
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ method: init.method ?? 'GET', path: url.pathname, body });
    return body as Record<string, string> | undefined;
  };
  const handlers: Record<string, (url: URL, init: RequestInit) => Response> = {
    '/api/me': () => signedIn(new URL('http://localhost/api/me'), {}) as Response,
    '/api/saved-searches': (url, init) => {
      const body = note(url, init);
      if (init.method !== 'POST') return jsonResponse({ items });
      saves += 1;
      const saved = makeSavedSearch({ id: `new${saves}`, name: body?.name ?? '', url: body?.url ?? '/' });
      items = [saved, ...items];
      return jsonResponse(saved, 201);
    },
  };
  // The searches there at first, and the ids the next few saves get (the stub's paths are fixed up front).
  const ids = [...initial.map((search) => search.id), ...Array.from({ length: 3 }, (_, n) => `new${n + 1}`)];
  for (const id of ids) {
    const search = { id };
    handlers[`/api/saved-searches/${search.id}`] = (url, init) => {
      const body = note(url, init);
      if (!items.some((item) => item.id === search.id)) {
        return errorResponse(404, 'NOT_FOUND', 'Saved search not found. It may have been deleted.');
      }
      if (init.method === 'DELETE') {
        items = items.filter((item) => item.id !== search.id);
        return new Response(null, { status: 204 });
      }
      items = items.map((item) =>
        item.id === search.id
          ? { ...item, name: body?.name ?? item.name, frequency: (body?.frequency ?? item.frequency) as Frequency }
          : item,
      );
      return jsonResponse(items.find((item) => item.id === search.id));
    };
    handlers[`/api/saved-searches/${search.id}/seen`] = (url, init) => {
      note(url, init);
      return new Response(null, { status: 204 });
    };
  }
  return { handlers, sent };
}
