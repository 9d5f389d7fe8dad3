import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { englishI18n } from '../i18n/i18n';

function renderWithRoutes(routeTable: RouteObject[], path: string) {
  const queryClient = createQueryClient();
  // Tests answer once; retrying a stubbed failure would only slow them down.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} i18n={englishI18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

/** Renders the whole app (real routes, providers and layout) at a path, as a browser would. */
export function renderApp(path = '/') {
  return renderWithRoutes(routes, path);
}

/** Renders one component inside the app's providers and a router, for component tests. */
export function renderInApp(ui: ReactNode) {
  return renderWithRoutes([{ path: '*', element: ui }], '/');
}
