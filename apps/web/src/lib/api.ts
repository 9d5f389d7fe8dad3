import { API_ROUTES, type ApiRequest, type ApiResponse, type EndpointName, pathOf } from '@aangan/domain';
import { fetchJson } from './api-client';

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The query string of a request: repeated keys for lists, nothing for an empty value, so '' and undefined
 * share one URL (and one cache entry). A URLSearchParams the caller built is sent as it is.
 */
export function toSearchParams(query: object | URLSearchParams | undefined): URLSearchParams {
  if (query instanceof URLSearchParams) return query;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null && item !== '') search.append(key, String(item));
    }
  }
  return search;
}

interface CallOptions {
  signal?: AbortSignal;
}

/** With nothing to send, the request may be left out. */
type RequestArgs<N extends EndpointName> =
  object extends ApiRequest<N>
    ? [request?: ApiRequest<N>, options?: CallOptions]
    : [request: ApiRequest<N>, options?: CallOptions];

/**
 * Calls one endpoint of the API by its name in the contract (packages/domain/src/contract): the path
 * filled in, query and body encoded, the answer typed by the endpoint's response schema. Any non-2xx
 * answer becomes an `ApiError` carrying the server's message.
 */
export function callApi<N extends EndpointName>(
  name: N,
  ...[request, options]: RequestArgs<N>
): Promise<ApiResponse<N>> {
  const route = API_ROUTES[name];
  const { params, query, body } = (request ?? {}) as {
    params?: Record<string, string>;
    query?: object;
    body?: unknown;
  };
  const search = toSearchParams(query).toString();
  const path = `${pathOf(route, params)}${search ? `?${search}` : ''}`;
  return fetchJson<ApiResponse<N>>(path, {
    method: route.method,
    signal: options?.signal,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
}
