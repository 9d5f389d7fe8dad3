/**
 * Errors that mean "the database cannot be reached or dropped the connection", as opposed to a query that
 * failed on its merits. They are answered 503 with Retry-After (a blip, try again), never 500, and decide
 * whether a read may be retried (db/resilient-pool.ts).
 */

/** SQLSTATEs of a lost or refused connection: class 08, and the server shutting down or starting up. */
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says these in words, with no code. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end',
];

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  // Drizzle and better-auth wrap the driver's error; its cause says what happened.
  for (let current = error; current instanceof Error && chain.length < 6; current = current.cause) chain.push(current);
  return chain;
}

function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (code.startsWith('08') || CONNECTION_SQLSTATES.has(code) || NETWORK_CODES.has(code))
  ) {
    return true;
  }
  return CONNECTION_MESSAGES.some((words) => error.message.includes(words));
}

/** The database could not be reached, or the connection broke: a 503, and safe to say so. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some(isConnectionFailure);
}

export const DATABASE_UNAVAILABLE_MESSAGE =
  'We cannot reach our database right now. Please try again in a few seconds.';
/** Seconds a client should wait before trying again; a restart takes about this long. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
