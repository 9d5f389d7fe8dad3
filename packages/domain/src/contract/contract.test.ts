import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ENDPOINTS, type EndpointSchemas } from './endpoints.ts';
import { API_ROUTES, type EndpointName, pathOf } from './routes.ts';

const names = Object.keys(API_ROUTES) as EndpointName[];
const schemasOf = (name: EndpointName): EndpointSchemas => API_ENDPOINTS[name];

describe('the contract', () => {
  it('gives every route one method and path, and every path its schemas', () => {
    const keys = names.map((name) => `${API_ROUTES[name].method} ${API_ROUTES[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(API_ENDPOINTS).sort()).toEqual([...names].sort());
  });

  it("declares exactly the path's parameters, each with the words for a thing that is not there", () => {
    for (const name of names) {
      const inPath = [...API_ROUTES[name].path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const { params, notFound } = schemasOf(name);
      const declared = params instanceof z.ZodObject ? Object.keys(params.shape) : [];
      expect(declared, name).toEqual(inPath);
      if (inPath.length > 0) expect(notFound, name).toMatch(/\w/);
    }
  });

  it('answers a 204 with nothing and every other status with a schema', () => {
    for (const name of names) {
      const hasAnswer = schemasOf(name).response !== undefined;
      expect(hasAnswer, name).toBe(API_ROUTES[name].status !== 204);
    }
  });

  it('takes a body only on writes, and a query only on reads', () => {
    // RFC 8058's one-click unsubscribe POSTs to the very address in the mail's List-Unsubscribe header:
    // its token can only be in the query. A guest alert's confirmation takes its token the same way.
    const queryWrites: EndpointName[] = ['alertUnsubscribe', 'confirmGuestAlert'];
    for (const name of names) {
      const { method } = API_ROUTES[name];
      const { body, multipart, query } = schemasOf(name);
      if (body || multipart) expect(['POST', 'PATCH', 'PUT'], name).toContain(method);
      if (query) expect(method, name).toBe(queryWrites.includes(name) ? 'POST' : 'GET');
    }
  });

  it('keeps owner-only endpoints on a listing, and every write to a listing behind sign-in', () => {
    for (const name of names) {
      const { access, method, path } = API_ROUTES[name];
      if (access === 'owner') expect(path, name).toMatch(/^\/api\/properties\/:id/);
      if (method !== 'GET' && path.startsWith('/api/properties')) expect(access, name).not.toBe('public');
    }
  });
});

describe('pathOf', () => {
  it('fills each parameter, encoded, and names a missing one', () => {
    expect(pathOf(API_ROUTES.recordView, { id: 'a/b c' })).toBe('/api/properties/a%2Fb%20c/views');
    expect(pathOf(API_ROUTES.searchProperties)).toBe('/api/properties');
    expect(() => pathOf(API_ROUTES.saveProperty, {})).toThrow(
      '/api/me/saved/:propertyId needs the path parameter propertyId',
    );
  });
});
