import { type ErrorBody, type ErrorCode, errorCodeForStatus } from '@aangan/domain';

type ErrorDetail = ErrorBody['error'];

/** A failed API call, carrying the server's `{ error: { code, message, fields } }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, detail: ErrorDetail) {
    super(detail.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = detail.code;
    this.fields = detail.fields;
  }
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const { error } = value;
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    typeof error.code === 'string' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/** The error of a failed answer from its status and parsed body (null when it had none or was not JSON). */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  if (isErrorBody(body)) return new ApiError(status, body.error);
  return new ApiError(status, {
    code: errorCodeForStatus(status),
    message: statusText || `Request failed (${status})`,
  });
}

export type ApiFetch = (path: string, init: RequestInit) => Promise<Response>;

let apiFetch: ApiFetch = (path, init) => fetch(path, init);

/**
 * Where API calls go. The browser fetches; the server's renderer (entry-server.tsx) answers them in the same
 * process, for the request being rendered, so a server-rendered page reads exactly what the API would say.
 */
export function setApiFetch(next: ApiFetch): void {
  apiFetch = next;
}

/** Fetches JSON from our API; any non-2xx answer becomes an `ApiError`. */
export async function fetchJson<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  // The page's language (its <html lang>): the server writes mail, and a new account, in it.
  if (typeof document !== 'undefined' && document.documentElement.lang)
    headers.set('accept-language', document.documentElement.lang);
  if (init.body !== undefined && !(init.body instanceof FormData)) headers.set('content-type', 'application/json');
  const response = await apiFetch(path, { credentials: 'same-origin', ...init, headers });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    throw toApiError(response.status, response.statusText, body);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
