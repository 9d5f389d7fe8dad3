import type { Locale, PageHead } from '@aangan/domain';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';

/** One request for a page, as the server's renderer sees it. */
export interface PageRequest {
  /** The page's address without its language prefix: a page is the same page in either language. */
  url: URL;
  /** The language the page is rendered in (its address said which). */
  locale: Locale;
  params: Params;
  queryClient: QueryClient;
}

/**
 * What a route tells the server's renderer (`handle` of a React Router route; decision 024). Routes
 * without one are rendered as they are, with the default head.
 */
export interface RouteHandle {
  /** Another address serves this page: answered with a 301 to it (path and query). */
  redirect?: (request: Omit<PageRequest, 'queryClient'>) => string | undefined;
  /** Fills the query cache with what the page shows first, so its HTML carries the listings, not skeletons. */
  prefetch?: (request: PageRequest) => Promise<void>;
  /** The page's head, from the prefetched data (counts, place names). */
  head?: (request: PageRequest) => PageHead;
  /** A page for a signed-in person or a link from a mail: the browser renders it from the app shell. */
  clientOnly?: true;
  /** The catch-all page: answered with status 404. */
  notFound?: true;
}

/** What a server-rendered page hands the browser's app (the JSON of `#aangan-state`). */
export interface PageState {
  queries: DehydratedState;
  /** The `lazyComponent` parts in the HTML, loaded before hydrating. */
  lazyParts: string[];
}
