/**
 * The server's renderer (decision 024): the same routes and components as the browser's app, rendered to
 * HTML by the Fastify process for every public page. Built by Vite into dist-server/ and loaded by the
 * server at start; the browser then hydrates the HTML (main.tsx) with the data handed over here.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import catalogues from 'virtual:messages/all';
import {
  jsonForScript,
  LOCALES,
  type Locale,
  localeBasename,
  localeOfPath,
  type PageHead,
  pageMetaFor,
  pathInLocale,
  pathWithoutLocale,
  type SiteSettings,
} from '@aangan/domain';
import { type I18n, setupI18n } from '@lingui/core';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { type ApiFetch, setApiFetch } from './lib/api-client';
import { currentUserQuery, currentUserQueryKey } from './lib/current-user';
import { RenderedLazyParts } from './lib/lazy-component';
import type { PageRequest, PageState, RouteHandle } from './lib/route-handle';
import { savedIdsQuery } from './lib/saved-properties';
import { applySiteSettings } from './lib/site';

/** The API of the request being rendered: each page's calls answered in-process, as that visitor. */
const requestApi = new AsyncLocalStorage<ApiFetch>();
setApiFetch((path, init) => {
  const apiFetch = requestApi.getStore();
  if (!apiFetch) throw new Error(`API call outside a page render: ${path}`);
  return apiFetch(path, init);
});

/** One router per language: a Hindi page's routes work below /hi, as in the browser (main.tsx). */
const handlers = Object.fromEntries(
  LOCALES.map((locale) => [locale, createStaticHandler(routes, { basename: localeBasename(locale) })]),
) as Record<Locale, ReturnType<typeof createStaticHandler>>;

/** Each language's messages, all of them, set up once: a render only reads them. */
const i18ns = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: catalogues[locale] } })]),
) as Record<Locale, I18n>;

export interface RenderInput {
  /** The page's absolute address. */
  url: string;
  /** Answers the page's API calls as the visitor (their cookie, their address) without a network hop. */
  apiFetch: ApiFetch;
  /** A session cookie came with the request: the header is rendered for the signed-in person. */
  signedIn: boolean;
  /** The rendering app's public settings (its address, contact details, map tiles): applied for this page. */
  settings: SiteSettings;
}

export type RenderResult =
  | { kind: 'shell' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; locale: Locale; head: PageHead; html: Readable; state: string };

function handleOf(route: { handle?: unknown }): RouteHandle {
  return (route.handle ?? {}) as RouteHandle;
}

/** Who is looking: their account (so the header is theirs from the first paint) and what they saved. */
async function prefetchVisitor(queryClient: QueryClient, signedIn: boolean): Promise<void> {
  if (!signedIn) {
    queryClient.setQueryData(currentUserQueryKey, null);
    return;
  }
  const user = await queryClient.fetchQuery(currentUserQuery()).catch(() => null);
  if (user) await queryClient.prefetchQuery(savedIdsQuery());
}

/**
 * The rendered body, sent once every lazy part has resolved, so each part is in place: a part sent later (or
 * a large one sent apart) would be moved in by an inline script, which the CSP blocks and a browser without
 * JavaScript never runs.
 */
function renderBody(app: React.ReactNode): Promise<Readable> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(app, {
      // Large finished parts are otherwise sent apart, to be moved in by an inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough();
        stream.pipe(body);
        resolve(body);
      },
      onShellError: reject,
      onError(error) {
        // An error inside a Suspense boundary is rendered by the browser instead; say what happened.
        console.error('Server render error', error);
      },
    });
  });
}

/** The matched routes of an address; one no route can match (a control character in it) gets the not-found page. */
async function routeContext(url: string, locale: Locale) {
  const handler = handlers[locale];
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors === null) return context;
  return handler.query(new Request(new URL(pathInLocale(NO_SUCH_PAGE, locale), url)));
}

const NO_SUCH_PAGE = '/no-such-page';

export async function renderPage({ url, apiFetch, signedIn, settings }: RenderInput): Promise<RenderResult> {
  applySiteSettings(settings);
  const address = new URL(url);
  const locale = localeOfPath(address.pathname);
  const context = await routeContext(url, locale);
  if (context instanceof Response) {
    const location = context.headers.get('location') ?? '/';
    return { kind: 'redirect', status: context.status, location: pathInLocale(location, locale) };
  }
  const handles = context.matches.map((match) => handleOf(match.route));
  if (handles.some((handle) => handle.clientOnly)) return { kind: 'shell' };

  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 } },
  });
  const leaf = context.matches.at(-1);
  // The page's handles see its address without the language prefix: a page is the same page in either language.
  address.pathname = pathWithoutLocale(address.pathname);
  const request: PageRequest = { url: address, locale, params: leaf?.params ?? {}, queryClient };
  const movedTo = handles.map((handle) => handle.redirect?.(request)).find((to) => to !== undefined);
  if (movedTo) return { kind: 'redirect', status: 301, location: pathInLocale(movedTo, locale) };
  await requestApi.run(apiFetch, async () => {
    await Promise.all([prefetchVisitor(queryClient, signedIn), ...handles.map((handle) => handle.prefetch?.(request))]);
  });

  const router = createStaticRouter(handlers[locale].dataRoutes, context);
  const lazyParts = new Set<string>();
  const html = await renderBody(
    <StrictMode>
      <RenderedLazyParts value={lazyParts}>
        <AppProviders queryClient={queryClient} i18n={i18ns[locale]}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </RenderedLazyParts>
    </StrictMode>,
  );
  const head = handles.findLast((handle) => handle.head)?.head?.(request) ?? {
    ...pageMetaFor(request.url.pathname, locale),
    canonical: request.url.pathname,
    index: true,
  };
  const notFound = handles.some((handle) => handle.notFound) || head.notFound === true;
  const localHead = { ...head, canonical: pathInLocale(head.canonical, locale) };
  return {
    kind: 'page',
    status: notFound ? 404 : 200,
    locale,
    head: notFound ? { ...localHead, index: false } : localHead,
    html,
    // Only answers that arrived are handed over (a failed one is asked again by the browser), with the lazy
    // parts the page holds, for the browser to load before it hydrates.
    state: jsonForScript({ queries: dehydrate(queryClient), lazyParts: [...lazyParts] } satisfies PageState),
  };
}
