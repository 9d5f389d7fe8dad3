type QueryReader = typeof import('./query-reader');

let reading: Promise<QueryReader> | undefined;

/**
 * The reader's code, fetched once. A failed fetch (offline) is forgotten so the next search tries again; the
 * caller then searches the text as typed.
 */
export function loadQueryReader(): Promise<QueryReader> {
  reading ??= import('./query-reader').catch((error: unknown) => {
    reading = undefined;
    throw error;
  });
  return reading;
}
