import type { PropertyDetail } from '@aangan/domain';
import { screen } from '@testing-library/react';
import type { Mock } from 'vitest';
import { jsonResponse, signedIn } from '../../test/api-stub';
import { makeProperty } from '../../test/factories';

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

/** What the badge of a verified fixture explains: documents and a visit, on 12 Nov 2026. */
const VERIFIED_BY_VISIT: PropertyDetail['verification'] = {
  verifiedAt: '2026-11-12T06:30:00.000Z',
  checks: ['identityDocument', 'authorityDocument', 'siteVisit'],
};

/** A listing as GET /api/properties/abc answers, opened by someone who did not post it. */
export function makeDetail(
  overrides: Omit<Partial<PropertyDetail>, 'viewer'> & { viewer?: Partial<PropertyDetail['viewer']> } = {},
): PropertyDetail {
  const { viewer, verification, ...property } = overrides;
  const listing = makeProperty({ id: 'abc', title: 'Sunny 2 BHK near Junagarh', ...property });
  return {
    ...listing,
    // As the server answers a viewer who has not opened the contact: the public point only, no pin.
    location: { ...listing.location, pin: null, ...property.location },
    // As the server answers: every verified listing's badge explained, none of the others'.
    verification: verification !== undefined ? verification : listing.verificationStatus ? VERIFIED_BY_VISIT : null,
    viewer: { isOwner: false, isSaved: false, verificationRequest: null, ...viewer },
  };
}

/** The calls the page makes for listing 'abc', signed in; `extra` adds or replaces paths. */
export function detailApi(property: PropertyDetail, extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    '/api/me': signedIn,
    '/api/me/saved/ids': () => jsonResponse({ ids: [] }),
    '/api/properties/abc': () => jsonResponse(property),
    '/api/properties/abc/views': () => jsonResponse({ recorded: true, views: property.views + 1 }),
    ...extra,
  };
}

/** The calls the stubbed fetch received for a path (and method). */
export function callsTo(fetchMock: Mock, path: string, method = 'GET') {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = new URL(String(input), 'http://localhost');
    return url.pathname === path && ((init as RequestInit | undefined)?.method ?? 'GET') === method;
  });
}

/** Waits for the listing's heading, i.e. the loaded page (the first test also waits for the lazy route). */
export function findTitle(title = 'Sunny 2 BHK near Junagarh') {
  return screen.findByRole('heading', { level: 1, name: title }, { timeout: 5000 });
}

/** Text split across elements (a price and its '/month'), matched on the element holding all of it. */
export function byWholeText(text: string) {
  return (_content: string, element: Element | null) =>
    element?.textContent === text && Array.from(element.children).every((child) => child.textContent !== text);
}
