import { LOCALE_TAGS, localeBasename, localeOfPath, PAGE_STATE_ELEMENT_ID } from '@aangan/domain';
import type { I18n } from '@lingui/core';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { loadI18n } from './i18n/i18n';
import { preloadLazyParts } from './lib/lazy-component';
import type { PageState } from './lib/route-handle';
import { startServiceWorkerWhenIdle } from './lib/service-worker/start';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html is missing #root');

// The address says the language (/hi/… is Hindi): the router works below its prefix, so every link stays in it.
const locale = localeOfPath(window.location.pathname);
const basename = localeBasename(locale);
// Asked for now, awaited with the page's routes: a Hindi page's messages load beside its code, not after it.
const i18nLoaded = loadI18n(locale);
document.documentElement.lang = LOCALE_TAGS[locale];

const queryClient = createQueryClient();
// A server-rendered page hands over the answers it was rendered from: the first render reads them, no fetch.
const pageStateElement = document.getElementById(PAGE_STATE_ELEMENT_ID);
const pageState = pageStateElement?.textContent ? (JSON.parse(pageStateElement.textContent) as PageState) : null;
if (pageState) hydrate(queryClient, pageState.queries);

/**
 * The page's lazy routes, loaded (with its lazy parts) before hydrating: the first render must be the one the server made, not the
 * router's loading fallback (decision 024).
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const app = (router: ReturnType<typeof createBrowserRouter>, i18n: I18n) => (
  <StrictMode>
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/** Lets the browser handle input and paint between the steps of taking over a page: each is a task of its own. */
const yieldToBrowser = () => new Promise((resolve) => setTimeout(resolve, 0));

if (pageState) {
  const [i18n] = await Promise.all([i18nLoaded, loadMatchedRoutes(), preloadLazyParts(pageState.lazyParts)]);
  await yieldToBrowser();
  // Ranking the whole route table takes a slow phone tens of milliseconds: a task apart from hydrating.
  const router = createBrowserRouter(routes, { basename });
  await yieldToBrowser();
  // As a transition, hydrating yields to the browser every few milliseconds instead of holding a slow phone's
  // main thread for the whole page in one task: the page it shows is already the server's (decision 024).
  startTransition(() => {
    hydrateRoot(root, app(router, i18n), {
      // A page that differs from the server's HTML is a defect: the journeys fail on this line.
      onRecoverableError: (error, info) => console.error('[hydration]', error, info.componentStack),
    });
  });
} else {
  createRoot(root).render(app(createBrowserRouter(routes, { basename }), await i18nLoaded));
}

// Offline reading and updates (decision 027): the built app only, the dev server has no service worker.
if (import.meta.env.PROD) startServiceWorkerWhenIdle();
