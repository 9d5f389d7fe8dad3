import type { FastifyInstance, HTTPMethods } from 'fastify';

/** One route the server answers: its method and URL pattern as registered (e.g. `/api/properties/:id`). */
export interface RouteEntry {
  method: HTTPMethods;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after `recordRoutes`, in order; the fuzz and access-matrix tests walk it. */
    routeTable: readonly RouteEntry[];
  }
}

/**
 * Records each route as it is registered, so tests can cover the server's own routes rather than a list
 * kept by hand that a new route could be missing from. Must run before any route is registered.
 */
export function recordRoutes(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ method, url: route.url });
  });
}
