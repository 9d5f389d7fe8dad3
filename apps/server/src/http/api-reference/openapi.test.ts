import { API_ROUTES, isTeamAccess } from '@aangan/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../../../test/accounts.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { setRoleByEmail } from '../../modules/team/service.ts';
import { buildOpenApiDocument, openApiPath } from './openapi.ts';

const testApp = await createTestApp();
afterAll(() => testApp.close());

const document = buildOpenApiDocument('team');
/** Every API route the running server registered, as `get /api/properties/{id}` (HEAD follows its GET). */
const registered = [
  ...new Set(
    testApp.app.routeTable
      .filter((route) => route.url.startsWith('/api/') && route.method !== 'HEAD')
      .map((route) => `${route.method.toLowerCase()} ${openApiPath(route.url)}`),
  ),
];
const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.keys(operations).map((method) => `${method} ${path}`),
);

describe('the OpenAPI document', () => {
  it('describes every API route the server registers, and no route it lacks', () => {
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((route) => !registered.includes(route))).toEqual([]);
    expect(documented).toHaveLength(Object.keys(API_ROUTES).length);
  });

  it('names each operation once, declares every path parameter, and answers every status the route uses', () => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.values(methods).map((operation) => ({ path, operation })),
    );
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, operation } of operations) {
      const declared = ((operation.parameters ?? []) as { name: string; in: string }[])
        .filter((parameter) => parameter.in === 'path')
        .map((parameter) => parameter.name);
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(declared, path).toEqual(inPath);
      const route = API_ROUTES[operation.operationId as keyof typeof API_ROUTES];
      expect(Object.keys(operation.responses as object), path).toContain(String(route.status));
    }
  });

  it('describes a listing the way the API sends it, and the listing body the way a client sends it', () => {
    const detail = document.paths['/api/properties/{id}']?.get as {
      responses: Record<string, { content: Record<string, { schema: { properties: Record<string, unknown> } }> }>;
    };
    const answer = detail.responses['200']?.content['application/json']?.schema.properties ?? {};
    expect(Object.keys(answer)).toEqual(expect.arrayContaining(['price', 'verificationStatus', 'viewer']));
    const create = document.paths['/api/properties']?.post as {
      requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> };
    };
    expect(Object.keys(create.requestBody.content['application/json']?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['title', 'price', 'images']),
    );
  });

  it('describes the subscribers’ CSV as a file to save, and the reference page as HTML', () => {
    type Answer = {
      responses: Record<string, { content: Record<string, unknown>; headers?: Record<string, unknown> }>;
    };
    const success = (path: string) => (document.paths[path]?.get as Answer | undefined)?.responses['200'];
    const csv = success('/api/admin/subscribers.csv');
    expect(Object.keys(csv?.content ?? {})).toEqual(['text/csv']);
    expect(Object.keys(csv?.headers ?? {})).toEqual(['Content-Disposition']);
    const page = success('/api/docs');
    expect(Object.keys(page?.content ?? {})).toEqual(['text/html']);
    expect(page?.headers).toBeUndefined();
  });

  it('is served at /api/openapi.json and as a page at /api/docs, the team’s endpoints to the team only', async () => {
    const publicRoutes = Object.values(API_ROUTES).filter((route) => !isTeamAccess(route.access));
    const json = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual(buildOpenApiDocument('public'));
    expect(Object.keys(json.json().paths)).toHaveLength(new Set(publicRoutes.map((route) => route.path)).size);
    expect(JSON.stringify(json.json())).not.toContain('/api/admin');

    const page = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    for (const route of publicRoutes) expect(page.body).toContain(openApiPath(route.path));
    expect(page.body).not.toContain('/api/admin');
    expect(page.body).not.toMatch(/<script/i);

    const moderator = await createVerifiedAccount(testApp);
    await setRoleByEmail(testApp.database.db, moderator.email, 'moderator');
    const forTeam = await testApp.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { cookie: moderator.cookie },
    });
    expect(forTeam.json()).toEqual(document);
    const teamPage = await testApp.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { cookie: moderator.cookie },
    });
    expect(teamPage.body).toContain('/api/admin/team');
  });
});
