/**
 * The kinds of failure the API answers with, each with its one HTTP status: the server answers with the
 * status of a code, and the web reads a code back from a status when an answer has no body of ours.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  /** The database (or another part the server needs) is not reachable for now: try again shortly. */
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

/** The code of a status: its own where it has one, else BAD_REQUEST for a client error and INTERNAL for the rest. */
export function errorCodeForStatus(status: number): ErrorCode {
  const match = ERROR_CODES.find((code) => ERROR_STATUS[code] === status);
  return match ?? (status >= 400 && status < 500 ? 'BAD_REQUEST' : 'INTERNAL');
}

/** The JSON body of every error response. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}
