import catalogues from 'virtual:messages/all';
import { type Locale, localeBasename, pathInLocale } from '@aangan/domain';
import { setupI18n } from '@lingui/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { englishI18n } from '../i18n/i18n';

/** The page's language with every part of its messages, as the server's renderer holds them. */
const i18nIn = (locale: Locale) =>
  locale === 'en' ? englishI18n : setupI18n({ locale, messages: { [locale]: catalogues[locale] } });

function renderWithRoutes(routeTable: RouteObject[], path: string, locale: Locale) {
  const queryClient = createQueryClient();
  // Tests answer once; retrying a stubbed failure would only slow them down.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  // A Hindi page works below /hi, as in the browser (main.tsx).
  const router = createMemoryRouter(routeTable, {
    initialEntries: [pathInLocale(path, locale)],
    basename: localeBasename(locale),
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18nIn(locale)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

/** Renders the whole app (real routes, providers and layout) at a path, as a browser would; in Hindi at /hi/…. */
export function renderApp(path = '/', { locale = 'en' }: { locale?: Locale } = {}) {
  return renderWithRoutes(routes, path, locale);
}

/** Renders one component inside the app's providers and a router, for component tests. */
export function renderInApp(ui: ReactNode, { locale = 'en' }: { locale?: Locale } = {}) {
  return renderWithRoutes([{ path: '*', element: ui }], '/', locale);
}
